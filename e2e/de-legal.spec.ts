import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../shared/i18n/locales';
import { RETENTION_DAYS } from '../shared/constants';
import { RESTAURANT } from '../shared/restaurant';

/**
 * The legal pages in both languages (issue 13): German is the authoritative text, as German courts
 * read it; the English pages say so near the top and link to it. Both privacy texts name the
 * language cookie, which guests get only when they choose a language.
 */

/** The page, its lazily loaded text included, read to the end. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('/de/imprint is the Impressum in German', async ({ page }) => {
  await open(page, '/de/imprint');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page).toHaveTitle(/^Impressum · /);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(main).toContainText('Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).');
  for (const heading of [
    'Diensteanbieter',
    'Kontakt',
    'Handelsregister und Umsatzsteuer',
    'Verbraucherstreitbeilegung',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText(`Registergericht: ${RESTAURANT.company.registerCourt}`);
  await expect(main).toContainText(`Zuständige Aufsichtsbehörde: ${RESTAURANT.company.supervisoryAuthority}`);
  await expect(main).toContainText('Dies ist die maßgebliche Fassung.');
  // Its links stay German.
  await expect(main.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/privacy');
  await expect(main.getByRole('link', { name: 'Datenanfrage' })).toHaveAttribute('href', '/de/data-request');
  await expect(main.getByRole('link', { name: 'englische Übersetzung' })).toHaveAttribute('href', '/imprint');
});

test('/de/privacy is the Datenschutzerklärung in German and names the language cookie', async ({ page }) => {
  await open(page, '/de/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page).toHaveTitle(/^Datenschutzerklärung · /);
  const main = page.getByRole('main');
  for (const heading of [
    'Verantwortlicher',
    'Empfänger und Übermittlung in Drittländer',
    'Wie lange wir Daten speichern',
    'Ihre Rechte',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText(`${RETENTION_DAYS}\u00a0Tage nach dem reservierten Datum`);
  await expect(main).toContainText('§ 147 AO');
  await expect(main).toContainText('60\u00a0Minuten gültig');
  await expect(main).toContainText('Cloudflare');
  const cookie = main.getByRole('listitem').filter({ hasText: 'Cookie namens' });
  await expect(cookie.locator('code').first()).toHaveText(LANGUAGE_COOKIE);
  await expect(cookie).toContainText('ein Jahr lang');
  await expect(cookie).toContainText('Sprachumschalter');
  await expect(cookie).toContainText('unbedingt erforderlich');
  await expect(cookie).toContainText('dient nicht dem Tracking');
  await expect(main.getByRole('link', { name: 'Datenanfrage' })).toHaveAttribute('href', '/de/data-request');
});

test('the English privacy policy says German is authoritative, links to it, and names the cookie too', async ({
  page,
}) => {
  await open(page, '/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  const main = page.getByRole('main');
  // Near the top: the first thing in the text, before its first section.
  const notice = main.getByText('The German version is the authoritative one');
  await expect(notice).toBeVisible();
  const [noticeTop, firstSectionTop] = await Promise.all([
    notice.evaluate((n) => n.getBoundingClientRect().top),
    main
      .locator('h2')
      .first()
      .evaluate((n) => n.getBoundingClientRect().top),
  ]);
  expect(noticeTop).toBeLessThan(firstSectionTop);
  const toGerman = main.getByRole('link', { name: 'read it in German' });
  await expect(toGerman).toHaveAttribute('href', '/de/privacy');
  await expect(toGerman).toHaveAttribute('hreflang', 'de');

  const cookie = main.getByRole('listitem').filter({ hasText: 'a cookie named' });
  await expect(cookie.locator('code').first()).toHaveText(LANGUAGE_COOKIE);
  await expect(cookie).toContainText('for one year');
  await expect(cookie).toContainText('strictly necessary');

  await toGerman.click();
  await expect(page).toHaveURL(/\/de\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
});

test('the English imprint says German is authoritative and links to /de/imprint', async ({ page }) => {
  await open(page, '/imprint');
  const link = page.getByRole('main').getByRole('link', { name: 'read it in German' });
  await expect(link).toHaveAttribute('href', '/de/imprint');
  await expect(page.getByRole('main')).toContainText('The German version is the authoritative one');
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`axe on the legal pages in both languages at ${size.width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    // The legal pages only, not the manifest: their long legal text is what must wrap here; every
    // page's axe run is in a11y-public and de-journeys.
    for (const path of ['/de/imprint', '/de/privacy', '/imprint', '/privacy']) {
      await open(page, path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      // Nothing wider than the screen: long German words wrap.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(size.width);
    }
  });
}
