import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from './env';

export const LAYOUT_COOKIE = 'layout_prefs';

/** Stores layout preferences the way the customizer does, before a page loads. */
export async function setLayoutCookie(context: BrowserContext, prefs: Record<string, string>) {
  await context.addCookies([
    { name: LAYOUT_COOKIE, value: encodeURIComponent(JSON.stringify(prefs)), url: E2E.baseURL },
  ]);
}

export async function setLanguageCookie(context: BrowserContext, code: string) {
  await context.addCookies([{ name: 'I18N_LANGUAGE', value: code, url: E2E.baseURL }]);
}

/**
 * Chooses the language as the language menu does: the cookie and localStorage both. The cookie
 * alone is put back by LanguageSync (localStorage wins) with a refresh in the middle of a test.
 */
export async function chooseLanguage(page: Page, code: string) {
  await setLanguageCookie(page.context(), code);
  await page.evaluate((c) => localStorage.setItem('I18N_LANGUAGE', c), code);
}

export const html = (page: Page) => page.locator('html');
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Menu utama' });

export async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Buka pengaturan tampilan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pengaturan Tampilan' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses an option in one of the customizer's groups (a fieldset named by its legend). */
export async function pick(page: Page, group: string, option: string) {
  const radio = page
    .getByRole('dialog')
    .getByRole('group', { name: group, exact: true })
    .getByRole('radio', { name: option, exact: true });
  // The radio itself is visually hidden under its card; people click the card (its label).
  const id = await radio.getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

/**
 * Waits until nothing animates (a modal fading in, a theme transition, the sidebar folding after
 * a resize), so what is measured is the final layout and colours: the next frame laid out, then
 * the running animations that end, for two seconds at most (one that is paused never finishes,
 * and must not hold the walk).
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(running.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}
