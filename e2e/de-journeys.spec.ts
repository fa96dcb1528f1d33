import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { de } from '../shared/i18n/de';
import { germanPath, PUBLIC_GUEST_PATHS } from '../shared/pages/guest-pages';
import { farDate } from './support/admin-api';
import { inbox } from './support/inbox';
import { waitUntilLive, waitUntilFormLive } from './support/live';

const NBSP = '\u00a0';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

test('a German guest browses the menu, switches category and language, and keeps the category', async ({ page }) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Speisekarte' }).click();
  await expect(page).toHaveURL(/\/de\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Speisekarte' })).toBeVisible();
  await waitUntilLive(page);
  await page.getByRole('tab', { name: 'Vorspeisen' }).click();
  await expect(page).toHaveURL(/\/de\/menu\?category=starters$/);
  // Prices as German readers write them: "9,50 €".
  await expect(page.locator('main article').first()).toContainText(new RegExp(`\\d+,\\d{2}${NBSP}€`));
  await page.getByRole('link', { name: 'This page in English' }).click();
  await expect(page).toHaveURL(/\/menu\?category=starters$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('tab', { name: 'Starters' })).toHaveAttribute('aria-selected', 'true');
});

test('a German guest books with German messages, and gets a German email with a German link', async ({ page }) => {
  const email = `anna-${unique()}@example.de`;
  await page.goto('/de/reserve');
  // A field says what is wrong with it once React has come, on the guest's first touch (decision 033).
  await waitUntilFormLive(page);
  await page.getByLabel('Vor- und Nachname').fill('A');
  await page.getByLabel('Vor- und Nachname').blur();
  await expect(page.getByText(de.api.reservation.nameMin)).toBeVisible();
  await page.getByLabel('Vor- und Nachname').fill('Anna Schmidt');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Telefon').fill('+49 30 1234567');
  await page.getByLabel('Datum').fill(farDate(40 + Math.floor(Math.random() * 20)));
  // Awake, the date's times are radios (issue 28), named as German clocks.
  await page.getByRole('radio', { name: `19:30${NBSP}Uhr` }).check();
  await expect(page.getByLabel('Anzahl der Personen').locator('option[value="2"]')).toHaveText(`2${NBSP}Personen`);
  await page.getByLabel('Anlass').selectOption({ label: 'Geburtstag' });
  await page.getByRole('button', { name: 'Reservierung anfragen' }).click();
  await expect(page.getByText(de.api.booking.success)).toBeVisible();

  const [received] = inbox(email).filter((e) => e.kind === 'booking-received');
  expect(received.subject).toMatch(/^Ihre Reservierungsanfrage bei Kovalam: /);
  const link = new URL(received.text.match(/https?:\/\/\S+\/de\/booking\/\S+\?token=[\w.-]+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Reservierung' })).toBeVisible();
  await expect(page.getByText('Angefragt: Das Restaurant bestätigt in Kürze')).toBeVisible();
  await expect(page.getByText('Geburtstag')).toBeVisible();
});

test('a German data request arrives as a German email whose link opens the German page', async ({ page }) => {
  const email = `daten-${unique()}@example.de`;
  await page.goto('/de/data-request');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText(de.api.dataRequest.linkSent)).toBeVisible();
  const [mail] = inbox(email).filter((e) => e.kind === 'data-request');
  expect(mail.subject).toMatch(/^Ihre Daten bei Kovalam/);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/de\/data-request\/confirm\?token=[\w.-]+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(de.api.dataRequest.notFound)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stellen Sie eine neue Anfrage' })).toHaveAttribute(
    'href',
    '/de/data-request',
  );
});

test('the German 404 page', async ({ page }) => {
  await page.goto('/de/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Fehler 404' })).toBeVisible();
  await expect(page).toHaveTitle(/^Seite nicht gefunden/);
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/de$/);
});

// Every guest page the manifest declares (shared/pages/guest-pages.ts), in German.
const GERMAN_PAGES = PUBLIC_GUEST_PATHS.map(germanPath);
for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`every German page: lang, hreflang and axe at ${size.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    for (const path of GERMAN_PAGES) {
      const res = await page.goto(path);
      const html = await res!.text();
      expect(html, path).toMatch(/<html lang="de-DE"[ >]/);
      const english = path === '/de' ? '/' : path.slice(3);
      expect(html, path).toContain(`hreflang="en" href="https://kovalam.example${english}"`);
      expect(html, path).toContain(`hreflang="de" href="https://kovalam.example${path}"`);
      expect(html, path).toContain('hreflang="x-default"');
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
}

test('switching language on the booking form keeps what the guest typed, and remembers the choice for /', async ({
  page,
}) => {
  await page.goto('/reserve');
  await page.getByLabel('Full name').fill('Priya Raman');
  await page.getByLabel('Special requests').fill('Window seat, please');
  // The draft is kept by the form's React, which came on the guest's first touch (decision 033) and
  // marks its part awake once told what was typed (issue 27: the button is drawn enabled).
  await page.locator('[data-island-awake] form').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Diese Seite auf Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/reserve$/);
  await expect(page.getByLabel('Vor- und Nachname')).toHaveValue('Priya Raman');
  await expect(page.getByLabel('Besondere Wünsche')).toHaveValue('Window seat, please');
  // The choice is remembered: the home page now opens in German.
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});
