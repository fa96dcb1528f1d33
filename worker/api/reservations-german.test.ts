import { beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, insertScheduleDay, rows } from '../test/helpers';

beforeEach(clearTables);

const german = { 'Accept-Language': 'de-DE,de;q=0.9' };

describe('a German guest books (Accept-Language: de)', () => {
  it("gets the field errors in German, and English clients still get the spec's texts", async () => {
    const body = bookingBody({ name: '', phone: 'abc' });
    const de = await api('POST', '/api/reservations/book', { body, headers: german });
    expect(de.status).toBe(400);
    expect(de.json.fields).toMatchObject({
      name: 'Bitte geben Sie Ihren Namen an',
      phone: 'Bitte geben Sie eine gültige Telefonnummer an',
    });
    const en = await api('POST', '/api/reservations/book', { body });
    expect(en.json.fields).toMatchObject({ name: 'Name is required', phone: 'Invalid phone format' });
  });

  it('gets the German success message, and the booking remembers German', async () => {
    const res = await api('POST', '/api/reservations/book', { body: bookingBody(), headers: german });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(
      'Ihre Reservierungsanfrage ist bei uns eingegangen! Wir bestätigen Ihre Reservierung in Kürze.',
    );
    expect(res.json.reservation.language).toBe('de');
    expect(await rows('SELECT language FROM reservations')).toEqual([{ language: 'de' }]);
  });

  it('hears why a slot is not available in German, from check-availability and from book', async () => {
    const body = bookingBody();
    await insertScheduleDay(body.date as string, false, []);
    const check = await api('GET', `/api/schedule/check-availability?date=${body.date}&time=${body.time}&guests=2`, {
      headers: german,
    });
    expect(check.json).toEqual({ available: false, reason: 'An diesem Tag haben wir geschlossen' });
    const book = await api('POST', '/api/reservations/book', { body, headers: german });
    expect(book.status).toBe(409);
    expect(book.json.message).toBe('Diese Uhrzeit ist leider nicht verfügbar: An diesem Tag haben wir geschlossen');
  });
});

describe('a German guest retries with the same Idempotency-Key', () => {
  const retry = (body: Record<string, unknown>, key: string) =>
    api('POST', '/api/reservations/book', { body, headers: { ...german, 'Idempotency-Key': key } });

  it('hears the replayed booking, and a replayed refusal, in German', async () => {
    const body = bookingBody();
    expect((await retry(body, 'de-ok')).status).toBe(201);
    const replay = await retry(body, 'de-ok');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.json.message).toBe(
      'Ihre Reservierungsanfrage ist bei uns eingegangen! Wir bestätigen Ihre Reservierung in Kürze.',
    );

    const closed = bookingBody({ date: berlinDay(3) });
    await insertScheduleDay(closed.date as string, false, []);
    expect((await retry(closed, 'de-closed')).status).toBe(409);
    const refusal = await retry(closed, 'de-closed');
    expect(refusal.headers.get('Idempotent-Replayed')).toBe('true');
    expect(refusal.json.message).toBe('Diese Uhrzeit ist leider nicht verfügbar: An diesem Tag haben wir geschlossen');
  });

  it('is told in German that the key belongs to another booking', async () => {
    expect((await retry(bookingBody(), 'de-other')).status).toBe(201);
    const other = await retry(bookingBody({ name: 'Jemand Anderes' }), 'de-other');
    expect(other.status).toBe(422);
    expect(other.json.error).toBe(
      'Dieser Idempotency-Key wurde bereits für eine andere Reservierung verwendet. Senden Sie für eine neue Reservierung einen neuen Schlüssel.',
    );
  });
});

describe("a German booking's emails", () => {
  it("the guest's go out in German with a link to the German page; the staff notice stays English", async () => {
    const res = await api('POST', '/api/reservations/book', {
      body: bookingBody({ email: 'anna@example.de' }),
      headers: german,
    });
    expect(res.status).toBe(201);
    const emails = await rows<{ kind: string; subject: string; text_body: string }>(
      'SELECT kind, subject, text_body FROM email_outbox ORDER BY kind',
    );
    const guest = emails.find((e) => e.kind === 'booking-received')!;
    expect(guest.subject).toMatch(/^Ihre Reservierungsanfrage bei Kovalam: /);
    expect(guest.text_body).toMatch(/https:\/\/kovalam\.example\/de\/booking\/\S+\?token=/);
    const staff = emails.find((e) => e.kind === 'booking-new-staff')!;
    expect(staff.text_body).toMatch(/Language:?\s+German/);
  });
});
