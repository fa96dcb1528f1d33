import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { runId, signInPage } from './support/admin-fixtures';
import { executeSql, sqlText } from './support/direct-d1';
// The templates read their texts from the catalogues, as in the Worker.
import '../shared/i18n/provide-both';
import { bookingConfirmedEmail } from '../worker/domain/emails/booking-confirmed';
import { bookingReceivedEmail } from '../worker/domain/emails/booking-received';
import type { OutgoingEmail } from '../worker/infra/outbox/outgoing-email';

const VIEWPORTS = [
  { name: 'desktop 1280×800', width: 1280, height: 800 },
  { name: 'phone 390×844', width: 390, height: 844 },
];

/** Zero axe violations on the page as it is now, the open dialog and its framed email included. */
async function audit(page: Page, label: string) {
  await page.waitForTimeout(250); // let dialog open transitions finish
  // Legacy mode checks each frame in place; the default opens a blank tab to merge frame results,
  // which this headless Chromium refuses ("Failed to open a new tab").
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}

/**
 * No action sends an email before issue 12's wiring, so the outbox gets its rows straight into the
 * e2e server's D1, drawn by the real templates: one sent, and one that failed 5 times.
 */
function seedOutbox(guestEmail: string, guestName: string) {
  const booking = {
    id: `res-${runId()}`,
    name: guestName,
    email: guestEmail,
    phone: '+49 30 1234567',
    date: '2026-12-04',
    time: '19:30',
    guests: 3,
    occasion: 'Birthday',
    specialRequests: '',
  };
  const manageUrl = `https://kovalam.example/booking/${booking.id}?token=t`;
  const now = Date.now();
  const row = (
    id: string,
    email: OutgoingEmail,
    status: string,
    attempts: number,
    lastError: string | null,
    createdAt: number,
  ) =>
    `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, attachments, reservation_id, status, attempts, last_error, next_attempt_at, created_at, sent_at) VALUES (` +
    [
      sqlText(id),
      sqlText(email.kind),
      sqlText(email.to),
      sqlText(email.subject),
      sqlText(email.text),
      sqlText(email.html),
      sqlText(JSON.stringify(email.attachments ?? [])),
      sqlText(booking.id),
      sqlText(status),
      attempts,
      lastError ? sqlText(lastError) : 'NULL',
      createdAt + 3_600_000,
      createdAt,
      status === 'sent' ? createdAt : 'NULL',
    ].join(', ') +
    ');';
  const ids = { received: `e2e-${runId()}-r`, confirmed: `e2e-${runId()}-c` };
  executeSql([
    row(ids.received, bookingReceivedEmail(booking, manageUrl), 'sent', 1, null, now - 120_000),
    row(
      ids.confirmed,
      bookingConfirmedEmail(booking, manageUrl, new Date()),
      'failed',
      5,
      'Email Service unavailable (503)',
      now - 60_000,
    ),
  ]);
  return ids;
}

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test("staff find a guest's emails, read one as the guest sees it, and resend the failed one", async ({ page }) => {
      const guestEmail = `meera.${runId()}@example.com`;
      const guestName = `Meera <b>Nair</b> "&'`;
      seedOutbox(guestEmail, guestName);
      // The framed email keeps its inline styles under its own CSP, and the page keeps its own:
      // neither document may report a violation (the page's style-src has no unsafe-inline).
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await signInPage(page);
      await page.goto('/admin/dashboard');
      await page.getByRole('navigation').getByRole('link', { name: 'Emails' }).first().click();
      await expect(page).toHaveURL(/\/admin\/emails$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();

      await page.getByLabel('Filter by address').fill(guestEmail.toUpperCase());
      await page.getByRole('button', { name: 'Filter' }).click();
      const rows = page.getByRole('region', { name: 'Emails table' }).getByRole('row');
      await expect(rows).toHaveCount(3); // the header and the guest's two emails, newest first
      await expect(rows.nth(1)).toContainText('Your table at Kovalam is confirmed: Friday, 4 December 2026 at 19:30');
      await expect(rows.nth(1)).toContainText('Booking confirmed');
      await expect(rows.nth(1)).toContainText('Failed');
      await expect(rows.nth(2)).toContainText('Booking received');
      await expect(rows.nth(2)).toContainText('Sent');
      await audit(page, 'emails page');

      await rows.nth(1).getByRole('button', { name: /Open/ }).click();
      const dialog = page.getByRole('dialog', { name: /Your table at Kovalam is confirmed/ });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Email Service unavailable (503)');
      await expect(dialog).toContainText('kovalam-booking.ics');
      await expect(dialog.locator('pre')).toContainText(`Dear ${guestName},`);
      // The manage link is there, its token masked for the back office (issue 26).
      await expect(dialog.locator('pre')).toContainText(/\/booking\/res-[\w-]+\?token=••••••/);
      await expect(dialog).toContainText('the email that went out has the working link');
      // The HTML, framed from the server under its own sandbox: the guest's name is text, not markup.
      const frame = page.frameLocator('iframe[title^="HTML version"]');
      await expect(frame.getByRole('heading', { name: 'Your table is confirmed' })).toBeVisible();
      await expect(frame.getByText(`Dear ${guestName},`)).toBeVisible();
      await expect(frame.locator('b')).toHaveCount(0);
      await audit(page, 'email dialog');
      // Styled as sent: the inline styles applied inside the sandbox (the heading is tamarind, not black).
      await expect(frame.getByRole('heading', { name: 'Your table is confirmed' })).toHaveCSS(
        'color',
        'rgb(122, 46, 18)',
      );
      expect(violations).toEqual([]);

      await dialog.getByRole('button', { name: 'Resend' }).click();
      await expect(dialog.getByRole('status')).toContainText('Email queued again.');
      // The local binding (miniflare) takes it at once: the outbox shows it sent.
      await expect(async () => {
        await page.getByRole('button', { name: 'Close' }).click();
        await page.getByRole('button', { name: 'Filter' }).click();
        await expect(rows.nth(1)).toContainText('Sent', { timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(page.getByRole('region', { name: 'Emails table' })).not.toContainText('Failed');
    });
  });
}
