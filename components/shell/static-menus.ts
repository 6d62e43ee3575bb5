import { useEffect, type RefObject } from 'react';

/**
 * The shell's menus (the user menu, the language menu, the horizontal layout's 'Lainnya') are
 * markup written once on the server (issue 19); this gives every `.dropdown` inside `root` the
 * behaviour of a disclosure: its `[data-menu-toggle]` button opens it (aria-expanded, Bootstrap's
 * `.show` on the menu, whose CSS places it without Popper: data-bs-popper="static"); Escape, a
 * click outside, focus leaving it or choosing an entry close it. One open at a time.
 */
export function useStaticMenus(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const parts = (dropdown: Element) => ({
      toggle: dropdown.querySelector<HTMLElement>('[data-menu-toggle]'),
      menu: dropdown.querySelector<HTMLElement>('.dropdown-menu'),
    });
    const openOnes = () => [...element.querySelectorAll<HTMLElement>('.dropdown[data-menu-open]')];
    const setOpen = (dropdown: HTMLElement, open: boolean) => {
      const { toggle, menu } = parts(dropdown);
      dropdown.toggleAttribute('data-menu-open', open);
      toggle?.setAttribute('aria-expanded', String(open));
      menu?.classList.toggle('show', open);
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const toggle = target.closest('[data-menu-toggle]');
      const dropdown = target.closest<HTMLElement>('.dropdown');
      if (!dropdown || !element.contains(dropdown)) return;
      if (toggle) {
        const open = !dropdown.hasAttribute('data-menu-open');
        for (const other of openOnes()) if (other !== dropdown) setOpen(other, false);
        setOpen(dropdown, open);
      } else if (target.closest('.dropdown-menu a, .dropdown-menu button')) setOpen(dropdown, false);
    };
    const onPointer = (event: PointerEvent) => {
      for (const dropdown of openOnes()) if (!dropdown.contains(event.target as Node)) setOpen(dropdown, false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const dropdown of openOnes()) {
        setOpen(dropdown, false);
        parts(dropdown).toggle?.focus();
      }
    };
    // Tabbing out closes; a click on plain text inside moves focus nowhere and must not.
    const onFocusOut = (event: FocusEvent) => {
      const dropdown = (event.target as Element).closest<HTMLElement>('.dropdown[data-menu-open]');
      const next = event.relatedTarget as Node | null;
      if (dropdown && next && !dropdown.contains(next)) setOpen(dropdown, false);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root]);
}
