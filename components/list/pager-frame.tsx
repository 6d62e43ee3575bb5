'use client';

import { useEffect, useRef, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useMarkupSource } from '@/lib/client/handed-over';
import { followInApp } from '@/lib/client/plain-click';
import type { MarkupSource } from '@/lib/markup-handover';

const PENDING = 'link-pending';

/**
 * The browser's side of a list's footer, its range and its pager (components/list/pager.tsx),
 * markup written once on the server (issue 19): a page link is followed inside the app with a
 * spinner in it while its page is on its way, the jump form too, and a new page size reloads
 * the list from its first page.
 */
export function PagerFrame({ className, ...source }: MarkupSource & { className: string }) {
  const router = useRouter();
  const { handover, inner } = useMarkupSource(source);
  const frame = useRef<HTMLDivElement>(null);
  const [pending, startTransition] = useTransition();

  // The spinner goes with the navigation (on success the new markup has none anyway).
  useEffect(() => {
    if (!pending) for (const mark of frame.current?.querySelectorAll(`[data-testid="${PENDING}"]`) ?? []) mark.remove();
  }, [pending]);

  useEffect(() => {
    const element = frame.current!;
    const go = (href: string, from: Element | null = null) => {
      if (from && !from.querySelector(`[data-testid="${PENDING}"]`))
        from.insertAdjacentHTML(
          'beforeend',
          `<span class="spinner-border spinner-border-sm ms-1" aria-hidden="true" data-testid="${PENDING}"></span>`,
        );
      startTransition(() => router.push(href));
    };
    const onClick = (event: MouseEvent) =>
      followInApp(event, (href) => go(href, (event.target as Element).closest('a[data-nav]')));
    const resize = (select: HTMLSelectElement) => {
      if (!select.form) return;
      const page = select.form.elements.namedItem('page');
      if (page instanceof HTMLInputElement) page.value = '1';
      select.form.requestSubmit();
    };
    // React's onChange sees only the inputs it rendered itself: these listen natively.
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement && event.target.name === 'size') resize(event.target);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form)) query.append(name, String(value));
      go(`${form.getAttribute('action')}?${query}`);
    };
    const listening = new AbortController();
    element.addEventListener('click', onClick, listening);
    element.addEventListener('change', onChange, listening);
    element.addEventListener('submit', onSubmit, listening);
    // A size chosen before this island woke up (a slow phone, a script still on its way) was
    // heard by nobody: it still reloads the list.
    const size = element.querySelector<HTMLSelectElement>('select[name="size"]');
    if (size?.selectedOptions[0] && !size.selectedOptions[0].defaultSelected) resize(size);
    return () => listening.abort();
  }, [router]);

  return <div ref={frame} className={className} data-handover={handover} dangerouslySetInnerHTML={inner} />;
}
