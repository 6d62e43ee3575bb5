// A miniature of the page for an option of the customizer; app/customizer-thumbs.css draws it
// from these attributes. Decorative: the option's text label names it.
export type ThumbProps = {
  layout?: string;
  sidebar?: string;
  mode?: string;
  topbar?: string;
  size?: string;
  view?: string;
  width?: string;
  image?: string;
  preloader?: boolean;
};

export function Thumb({
  layout = 'vertical',
  sidebar = 'neutral',
  mode = 'light',
  topbar = 'light',
  size = 'lg',
  view = 'default',
  width = 'fluid',
  image,
  preloader,
}: ThumbProps) {
  return (
    <span
      className="thumb"
      aria-hidden="true"
      data-l={layout}
      data-s={sidebar}
      data-m={mode}
      data-t={topbar}
      data-z={size}
      data-v={view}
      data-w={width}
      data-i={image}
    >
      <span className="thumb-inner">
        <span className="thumb-side" />
        <span className="thumb-top" />
        <span className="thumb-body" />
        {preloader && <span className="thumb-spinner" />}
      </span>
    </span>
  );
}
