// Every screen through axe-core (WCAG 2.1 A and AA rules), in Indonesian and Arabic, and every
// kind of modal in Indonesian, light and dark: no violations. One test per screen and language; the
// page is checked in light mode, then its colours again in dark (data-bs-theme, the attribute
// the colour-mode setting renders). The modals are opened by their buttons' places, not their
// names; they are the same markup in both languages, so one walk of them is enough. What a
// list shows only once used is checked in both languages: the views' filter panel and saved-
// views menu open, and two rows picked with their bulk delete's confirmation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { LIST_PATHS } from './lists';
import { animationsSettled, chooseLanguage, setLanguageCookie, setLayoutCookie } from './shell-helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Nothing here writes: the tests share both workers with every other suite.
test.describe.configure({ mode: 'parallel' });

/** Which modal each button on a list opens: the first row's buttons, and Tambah. */
const OPENERS = [
  { name: 'add form', selector: '[data-testid=list] .card-header .btn-brand' },
  { name: 'edit form or detail', selector: '[data-testid=list] tbody button.btn-soft-primary' },
  { name: 'delete or reject confirmation', selector: '[data-testid=list] tbody .btn-soft-danger' },
  { name: 'accept confirmation', selector: '[data-testid=list] tbody .btn-brand' },
];

/**
 * What dark mode can change: colours, and which of two pictures shows (the logos). The rest of
 * the rules read the markup and its names, the same in both modes: they run in light mode only.
 */
const DARK_RULES = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];

/** axe on the page (or the part `include` names), in light mode, and its colour rules in dark mode. */
async function expectNoViolations(page: Page, where: string, include?: string) {
  for (const mode of ['light', 'dark']) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-bs-theme', m), mode);
    await animationsSettled(page);
    let builder = new AxeBuilder({ page }).withTags(TAGS);
    if (mode === 'dark') builder = builder.withRules(DARK_RULES);
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    const found = violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
    expect.soft(found, `axe violations on ${where}, ${mode}`).toEqual([]);
  }
}

/** The lists with a view (issue 17): their filter panel and saved-views menu are checked open. */
const VIEW_PATHS = ['/transaction', '/topup'];
/** A list with row checkboxes, where the bulk delete's confirmation is checked. */
const BULK_PATH = '/customer';

/** The view controls, each open on its own: the filter panel, then the saved-views menu. */
async function expectOpenViewControlsClean(page: Page, path: string) {
  for (const [what, summary, panel] of [
    ['the filter panel', 'view-filters', 'details.list-view-filters:not(.list-saved-views)[open]'],
    ['the saved-views menu', 'saved-views', 'details.list-saved-views[open]'],
  ] as const) {
    // A <details>: it opens without script, so no wait for hydration.
    await page.getByTestId(summary).click();
    await expect(page.locator(panel)).toHaveCount(1);
    await expect(page.locator(panel).locator('.list-view-panel')).toBeVisible();
    await expectNoViolations(page, `${path}: ${what}`, panel);
    await page.getByTestId(summary).click();
    await expect(page.locator(panel)).toHaveCount(0);
  }
}

/** Two rows ticked, the bulk bar's delete (its place, not its name): its confirmation, closed without deleting. */
async function expectBulkDeleteClean(page: Page, path: string) {
  const boxes = page.getByTestId('select-row');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toBeVisible();
  await expectNoViolations(page, `${path}: two rows picked, the bulk bar`, '[data-testid=bulk-bar]');
  await bar.locator('.btn-soft-danger').click();
  const modal = page.locator('.modal.show');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('bulk-names').locator('li')).toHaveCount(2);
  await expectNoViolations(page, `${path}: the bulk delete confirmation`, '.modal.show');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // Nothing was deleted: the rows are still picked; the bar's last button drops the picks.
  await expect(boxes.nth(0)).toBeChecked();
  await bar.locator('button').last().click();
  await expect(bar).toHaveCount(0);
}

for (const language of ['in', 'ar'] as const) {
  test.describe(`accessibility in ${language === 'in' ? 'Indonesian' : 'Arabic'}, light and dark`, () => {
    test.beforeEach(async ({ context }) => {
      await setLayoutCookie(context, { preloader: 'disable' });
    });

    test('the sign-in and password-reset pages have no accessibility violations', async ({ page, context }) => {
      await setLanguageCookie(context, language);
      for (const path of ['/login', '/auth-pass-reset-cover']) {
        await page.goto(path);
        await expectNoViolations(page, path);
      }
    });

    test('the dashboard and the display settings have no accessibility violations', async ({ page }) => {
      await signIn(page);
      await chooseLanguage(page, language);
      await page.goto('/dashboard');
      await expectNoViolations(page, '/dashboard');
      await page.locator('.customizer-cog').click();
      await expect(page.locator('dialog.customizer')).toBeVisible();
      await expectNoViolations(page, 'the display settings panel', 'dialog.customizer');
      // Typed in, /logout asks before signing out (attack finding 3): its question page too.
      await page.goto('/logout');
      await expectNoViolations(page, '/logout');
    });

    for (const path of LIST_PATHS)
      test(`${path}${language === 'in' ? ' and its modals' : ''} have no accessibility violations`, async ({
        page,
      }) => {
        // axe twice (light and dark) per screen and per modal: a minute or more on a 2-core machine.
        test.setTimeout(180_000);
        await signIn(page);
        await chooseLanguage(page, language);
        // Ten rows: every row is the same markup, and axe's time grows with the page.
        await page.goto(`${path}?size=10`);
        await expectNoViolations(page, path);
        if (VIEW_PATHS.includes(path)) await expectOpenViewControlsClean(page, path);
        if (path === BULK_PATH) await expectBulkDeleteClean(page, path);
        // The modals are the same markup in every language, mirrored: walked once, in Indonesian
        // (their Arabic mirroring is the dialogs and layout suites' business).
        if (language !== 'in') return;
        for (const opener of OPENERS) {
          const button = page.locator(opener.selector).first();
          if (!(await button.isVisible())) continue;
          await button.click();
          const modal = page.locator('.modal.show');
          await expect(modal).toBeVisible();
          // A modal that loads its content (the transaction detail) is checked once it has.
          await expect(modal.locator('.spinner-border')).toHaveCount(0);
          await expectNoViolations(page, `${path}: ${opener.name}`, '.modal.show');
          await page.keyboard.press('Escape');
          await expect(modal).toBeHidden();
        }
      });

    test("the records screens (report, audit trail, a customer's passbook) have no accessibility violations", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signIn(page);
      await chooseLanguage(page, language);
      for (const path of ['/report', '/report/semester', '/audit?size=10']) {
        await page.goto(path);
        await expectNoViolations(page, path);
      }
      await page.getByTestId('view-filters').click();
      await expectNoViolations(page, '/audit: the filter panel', 'details.list-view-filters[open]');
      await page.goto('/balance-data');
      await page.getByTestId('passbook-link').first().click();
      await expect(page).toHaveURL(/\/balance-data\/passbook\/\d+/);
      await expectNoViolations(page, 'a passbook');
    });
  });
}
