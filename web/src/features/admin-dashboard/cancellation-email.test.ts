import { describe, expect, it } from 'vitest';
import { cancellationEmailFor } from './cancellation-email';

const NBSP = '\u00a0';
const restaurant = { name: 'Kovalam', phone: '+49 30 0000 0000' };
const guest = { name: 'Anna Schmidt', email: 'anna@example.de', date: '2026-12-11', time: '19:30', guests: 2 };

describe('the cancellation note staff send (spec §4)', () => {
  it("is the spec's English note for a guest who booked in English", async () => {
    const email = await cancellationEmailFor({ ...guest, language: 'en' }, restaurant);
    expect(email.subject).toBe('Your reservation at Kovalam on Friday, 11 December 2026 has been cancelled');
    expect(email.body).toMatch(/^Dear Anna Schmidt,\n/);
  });

  it('is German for a guest who booked in German, with the German booking page', async () => {
    const email = await cancellationEmailFor({ ...guest, language: 'de' }, restaurant);
    expect(email.to).toBe('anna@example.de');
    expect(email.subject).toBe('Ihre Reservierung bei Kovalam am Freitag, 11. Dezember 2026 wurde storniert');
    expect(email.body).toContain('Guten Tag Anna Schmidt,');
    expect(email.body).toContain(`für 2${NBSP}Personen am Freitag, 11. Dezember 2026 um 19:30${NBSP}Uhr`);
    expect(email.body).toContain('https://kovalam.example/de/reserve');
    expect(email.body).toMatch(/Herzliche Grüße\nIhr Team von Kovalam$/);
  });

  it("signs with the owner's name and phone, not the seed's", async () => {
    const renamed = { name: 'Kovalam Kreuzberg', phone: '+49 30 1234 5678' };
    for (const language of ['en', 'de']) {
      const email = await cancellationEmailFor({ ...guest, language }, renamed);
      expect(email.subject).toContain('Kovalam Kreuzberg');
      expect(email.body).toContain('+49 30 1234 5678');
      expect(email.body).not.toContain(restaurant.phone);
    }
  });
});
