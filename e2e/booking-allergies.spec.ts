import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { farDate } from './support/admin-api';
import { runId, signInPage } from './support/admin-fixtures';
import { waitUntilLive } from './support/live';
import { en } from '../shared/i18n/en';
import { de } from '../shared/i18n/de';

// Issue 30: a guest ticks an allergy on the booking form, and it reaches the Service view and the
// kitchen's sheet, named in words. The tick is made before the form has woken (decision 033).
const NBSP = '\u00a0';

/** The person's pause before each action: they read, then move. */
const pause = (page: Page) => page.waitForTimeout(300);

const LANGUAGES = [
  {
    path: '/reserve',
    date: farDate(33),
    texts: en,
    sesame: 'Sesame',
    labels: { name: 'Full name', email: 'Email', phone: 'Phone', date: 'Date' },
    time: '19:30',
    submit: 'Request Reservation',
  },
  {
    path: '/de/reserve',
    date: farDate(34),
    texts: de,
    sesame: 'Sesam',
    labels: { name: 'Vor- und Nachname', email: 'E-Mail', phone: 'Telefon', date: 'Datum' },
    time: `19:30${NBSP}Uhr`,
    submit: 'Reservierung anfragen',
  },
] as const;

async function axe(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

for (const lang of LANGUAGES) {
  test(`${lang.path}: a guest books with a sesame allergy; staff see "Sesame" on the Service view and the kitchen sheet`, async ({
    page,
  }) => {
    const t = lang.texts.reserve.allergies;
    const name = `Allergy Guest ${runId()}`;
    await page.goto(lang.path);
    await waitUntilLive(page);
    const section = page.getByRole('group', { name: t.legend });
    await expect(section).toBeVisible();
    await pause(page);
    // The first touch: a tick before the form's script has come, kept once it has.
    await section.getByRole('checkbox', { name: lang.sesame, exact: true }).check();
    await page.locator('[data-island-awake] form').waitFor({ state: 'attached' });
    await expect(section.getByRole('checkbox', { name: lang.sesame, exact: true })).toBeChecked();

    await pause(page);
    await page.getByLabel(lang.labels.name).click();
    await page.getByLabel(lang.labels.name).pressSequentially(name, { delay: 20 });
    await pause(page);
    await page.getByLabel(lang.labels.email, { exact: true }).click();
    await page.getByLabel(lang.labels.email, { exact: true }).fill('allergy.guest@example.com');
    await pause(page);
    await page.getByLabel(lang.labels.phone).click();
    await page.getByLabel(lang.labels.phone).fill('+49 30 1234567');
    await pause(page);
    await page.getByLabel(lang.labels.date).fill(lang.date);
    await pause(page);
    await page.getByRole('radio', { name: lang.time }).check();
    await pause(page);

    // Without consent the booking is not sent: health data needs it (GDPR Art. 9).
    await page.getByRole('button', { name: lang.submit }).click();
    await expect(page.getByText(lang.texts.api.reservation.allergyConsent)).toBeVisible();
    await axe(page, '[data-allergies]');
    await pause(page);
    await section.getByRole('checkbox', { name: /^(I agree|Ich willige ein)/ }).check();
    await expect(page.getByText(lang.texts.api.reservation.allergyConsent)).toHaveCount(0);
    await pause(page);
    await page.getByRole('button', { name: lang.submit }).click();
    await expect(page.getByText(lang.texts.api.booking.success)).toBeVisible();

    // Staff: the Service view names the allergen in words on the booking's card…
    await signInPage(page);
    await page.goto(`/admin/service?date=${lang.date}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByText('Allergy: Sesame')).toBeVisible();
    // …and in the table plan's bar, for the tooltip and the screen reader.
    await page.getByRole('button', { name: 'Plan', exact: true }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${name}, .*allergy: Sesame`) })).toBeVisible();

    // The kitchen sheet for that day.
    await pause(page);
    await page.getByRole('link', { name: 'Kitchen sheet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Kitchen sheet/ })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell', { name: 'Sesame' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '19:30' })).toBeVisible();
    await axe(page, 'main');
  });
}
