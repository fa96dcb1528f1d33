import { expect, test } from '@playwright/test';
import { invisibleText } from '../shared/messages';
import { waitUntilFormLive } from './support/live';

// The forms show the same message the API answers: both come from shared/rules/text.ts.
test('the booking form names a field holding invisible characters, and keeps other scripts and emoji', async ({
  page,
}) => {
  await page.goto('/reserve');
  const form = page.locator('form');
  const name = page.getByLabel('Full name');
  // A field says what is wrong with it once React has come, on the guest's first touch (decision 033).
  await waitUntilFormLive(page);

  for (const char of ['\u200B', '\u202E', '\uFEFF', '\u0000']) {
    await name.fill(`Ana${char}Bell`);
    await page.getByLabel('Email').focus();
    await expect(form.getByText(invisibleText('Name'), { exact: true })).toBeVisible();
  }
  for (const ok of ['José Ñúñez', 'தமிழ்', '李雷', '😀 Family 👨‍👩‍👧']) {
    await name.fill(ok);
    await page.getByLabel('Email').focus();
    await expect(form.getByText(invisibleText('Name'), { exact: true })).toBeHidden();
  }

  await page.getByLabel('Special requests').fill('Window seat\nhigh chair');
  await page.getByLabel('Special requests').blur();
  await expect(form.getByText(invisibleText('Special requests'), { exact: true })).toBeHidden();
  await page.getByLabel('Special requests').fill('Window\u2060seat');
  await page.getByLabel('Special requests').blur();
  await expect(form.getByText(invisibleText('Special requests'), { exact: true })).toBeVisible();
});
