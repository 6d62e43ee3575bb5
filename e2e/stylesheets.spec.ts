import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { html } from './shell-helpers';

// Issue 19: a page's stylesheets come inside it (components/inline-style.tsx), so its first
// paint waits on no request; a sheet it was not loaded with (the shell's after signing in through
// the form, the other reading direction after a change of language) is fetched when needed.

/** The stylesheets the page asks the server for from now on. */
function stylesheetRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, p) => getComputedStyle(element).getPropertyValue(p), property);

test('a first visit asks for no stylesheet: the sign-in page and a list come styled', async ({ page, browser }) => {
  const asked = stylesheetRequests(page);
  await page.goto('/login');
  // Bootstrap's button and the sign-in page's own card.
  expect(await style(page, 'button[type=submit]', 'display')).toBe('inline-block');
  expect(await style(page, '.auth-card', 'max-width')).toBe('440px');
  expect(asked).toEqual([]);

  // Signing in through the form moves to the dashboard without a new document: the shell's sheet is fetched.
  await signIn(page);
  expect(await style(page, '#layout-wrapper', 'display')).toBe('grid');
  expect(asked).toEqual([expect.stringMatching(/^\/vendor\/shell\.css$/)]);

  // A new document of the signed-in area carries everything.
  const tab = await (await browser.newContext({ storageState: await page.context().storageState() })).newPage();
  const askedThere = stylesheetRequests(tab);
  await tab.goto('/transaction');
  await expect(tab.getByTestId('list')).toBeVisible();
  expect(await style(tab, '#layout-wrapper', 'display')).toBe('grid');
  expect(await style(tab, '[data-testid=list] table', 'border-collapse')).toBe('collapse');
  expect(askedThere).toEqual([]);
  await tab.context().close();
});

test("the language menu's Arabic brings the right-to-left Bootstrap, and Indonesian takes it back", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/transaction');
  // The search box sits at the end of the list's toolbar (Bootstrap's .ms-auto): the free space
  // goes to its start side, and only there.
  const slot = '.list-search-slot';
  expect(await style(page, slot, 'margin-right')).toBe('0px');
  expect(await style(page, slot, 'margin-left')).not.toBe('0px');

  const choose = async (current: string, next: string) => {
    await page.getByRole('button', { name: current }).click();
    await page.getByTestId('language-menu').getByRole('button', { name: next }).click();
  };
  await choose('Bahasa: Bahasa Indonesia', 'العربية');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => style(page, slot, 'margin-left')).toBe('0px');
  expect(await style(page, slot, 'margin-right')).not.toBe('0px');

  await choose('اللغة: العربية', 'Bahasa Indonesia');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect.poll(() => style(page, slot, 'margin-right')).toBe('0px');
  expect(await style(page, slot, 'margin-left')).not.toBe('0px');
});
