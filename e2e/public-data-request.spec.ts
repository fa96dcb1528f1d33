import { expect, test } from '@playwright/test';
import { DATA_REQUEST_MESSAGES } from '../shared/messages';
import { farDate } from './support/admin-api';
import { asNewClient } from './support/client-ip';

test('a guest sees their data, then deletes it', async ({ page, request }) => {
  const email = `privacy-${Date.now()}@example.org`;
  const date = farDate(21 + Math.floor(Math.random() * 19));
  const booked = await request.post('/api/reservations/book', {
    headers: asNewClient(),
    data: { name: 'Meera Iyer', email, phone: '+49 30 2223334', date, time: '18:30', guests: 3 },
  });
  expect(booked.status()).toBe(201);

  await page.goto('/data-request');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Reservations (1)' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Meera Iyer' });
  await expect(card).toContainText('18:30');
  await expect(card).toContainText('3');
  await expect(page.getByRole('heading', { name: 'Orders (0)' })).toBeVisible();

  await page.getByLabel('Delete my data').check();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Yes, delete my data' }).click();
  await expect(page.getByText('Your data has been deleted: 1 reservation and 0 orders were removed.')).toBeVisible();

  // Asking again finds nothing.
  await page.getByLabel('Access my data').check();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(DATA_REQUEST_MESSAGES.notFound)).toBeVisible();
});

test('the email is required and checked after touch', async ({ page }) => {
  await page.goto('/data-request');
  await expect(page.getByText(DATA_REQUEST_MESSAGES.emailRequired)).toBeHidden();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(DATA_REQUEST_MESSAGES.emailRequired)).toBeVisible();
  await page.getByLabel('Email address').fill('nope');
  await expect(page.getByText(DATA_REQUEST_MESSAGES.emailInvalid)).toBeVisible();
});
