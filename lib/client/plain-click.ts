/** A primary-button click without a modifier: the browser would follow a link in this tab. */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A plain click on a link written on the server (`a[data-nav]`: a list's row, a report's table)
 * followed inside the app, as next/link would: true when the click was one and is handled.
 */
export function followInApp(
  event: Parameters<typeof isPlainClick>[0] & {
    target: EventTarget | null;
    defaultPrevented: boolean;
    preventDefault: () => void;
  },
  push: (href: string) => void,
): boolean {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-nav]');
  if (!link || !isPlainClick(event)) return false;
  // Already followed: by the island the markup is in, before the shell's listener (ScreenPending).
  if (event.defaultPrevented) return true;
  event.preventDefault();
  push(link.getAttribute('href')!);
  return true;
}
