'use client';

import { useEffect } from 'react';

/** The named pages of components/print/print.css: A4 upright (the default, Ctrl+P included), A4 landscape, A5. */
export type PrintPage = 'a4' | 'a4-landscape' | 'a5';
const ATTRIBUTE = 'data-print-page';

/**
 * A button that prints the page on `page` paper: it sets html[data-print-page], which selects a
 * named @page in print.css, then opens the browser's own print dialog (no inline script: the
 * handler is this island's). The attribute goes once printing is over.
 */
export function PrintButton({
  label,
  page = 'a4',
  className = 'btn btn-sm btn-brand',
  testId,
}: {
  label: string;
  page?: PrintPage;
  className?: string;
  testId?: string;
}) {
  useEffect(() => {
    const root = document.documentElement;
    const clear = () => root.removeAttribute(ATTRIBUTE);
    window.addEventListener('afterprint', clear);
    return () => {
      window.removeEventListener('afterprint', clear);
      clear();
    };
  }, []);
  const print = () => {
    document.documentElement.setAttribute(ATTRIBUTE, page);
    window.print();
  };
  return (
    <button type="button" className={className} onClick={print} data-testid={testId}>
      {label}
    </button>
  );
}
