'use client';

import { useEffect } from 'react';
import { inlineCss } from '@/lib/css/inline-css';

type Props = {
  /** The sheet's name (lib/css/sheets.ts), also the key the browser finds it by. */
  sheet: string;
  /** Where the server serves it, for a page that needs it after it loaded. */
  href: string;
  precedence: 'bootstrap' | 'app';
};

/** Bootstrap's sheet of this direction applies; the other's, once a change of language brought it, does not. */
function useOnlyThisBootstrap({ sheet, href, precedence }: Props) {
  useEffect(() => {
    if (precedence !== 'bootstrap') return;
    for (const element of document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>(
      '[data-precedence="bootstrap"]',
    ))
      element.disabled = !(
        (element.dataset.href ?? '').split(' ').includes(sheet) || element.getAttribute('href') === href
      );
  }, [sheet, href, precedence]);
}

/**
 * A stylesheet inline in <head> (issue 19): the first paint waits on no stylesheet request. The
 * server's HTML render writes the text (lib/css/inline-css.ts); the browser adopts that element
 * by its href, as React does any hoisted style, whatever the children (React writes the sheets
 * of one precedence as one element, their hrefs listed in data-href). A sheet the document was
 * not loaded with (the other reading direction after a change of language, the shell after
 * signing in) is not there to adopt: it is linked instead, and React shows the page once it has
 * loaded.
 */
export function InlineStyle(props: Props) {
  const { sheet, href, precedence } = props;
  useOnlyThisBootstrap(props);
  const css = typeof window === 'undefined' ? inlineCss(sheet) : undefined;
  const present = typeof document !== 'undefined' && document.querySelector(`style[data-href~="${sheet}"]`) !== null;
  if (css !== undefined || present)
    return (
      <style href={sheet} precedence={precedence}>
        {css}
      </style>
    );
  return <link rel="stylesheet" href={href} precedence={precedence} />;
}
