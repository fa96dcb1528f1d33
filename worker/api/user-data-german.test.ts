import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { api, clearTables, insertReservation, rows } from '../test/helpers';
import { insertOrder, tokenQuery } from '../test/data-requests';
import { signGuestToken } from '../domain/reservations/guest-token';
import { de } from '../../shared/i18n/de';

beforeEach(clearTables);

const german = { 'Accept-Language': 'de' };

describe('a data request in German (Accept-Language: de)', () => {
  it('answers in German and emails a link to the German confirm page', async () => {
    const res = await api('POST', '/api/user-data/request', {
      body: { email: 'anna@example.de', type: 'access' },
      headers: german,
    });
    expect(res.status).toBe(202);
    expect(res.json.message).toMatch(/^Bitte sehen Sie in Ihr Postfach/);
    const [email] = await rows<{ text_body: string }>("SELECT text_body FROM email_outbox WHERE kind = 'data-request'");
    expect(email.text_body).toMatch(/https:\/\/kovalam\.example\/de\/data-request\/confirm\?token=\S+/);
  });

  it("refuses a bad link in German, and the manage page's too", async () => {
    const data = await api('GET', '/api/user-data/request?token=not.a.token', { headers: german });
    expect(data).toMatchObject({
      status: 401,
      json: {
        error:
          'Dieser Link ist ungültig. Bitte öffnen Sie den Link aus Ihrer neuesten E-Mail oder stellen Sie eine neue Anfrage.',
      },
    });
    const manage = await api('GET', '/api/reservations/manage?token=not.a.token', { headers: german });
    expect(manage.status).toBe(401);
    expect(manage.json.error).toMatch(/^Dieser Link ist ungültig/);
  });

  it('names the field in German when the address is missing', async () => {
    const res = await api('POST', '/api/user-data/request', { body: { email: '', type: 'access' }, headers: german });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ email: 'Bitte geben Sie Ihre E-Mail-Adresse an' });
  });

  it('erases through a German link and says what it did in German; the spent link is refused in German', async () => {
    await insertReservation({ email: 'anna@example.de' });
    await insertReservation({ email: 'anna@example.de', date: '2026-01-05', status: 'cancelled' });
    await insertOrder({
      id: 'paid-1',
      email: 'anna@example.de',
      createdAt: Date.now(),
      lines: [['Masala Dosa', 1250, 2]],
    });
    const token = await signGuestToken(
      env.JWT_SECRET,
      'data-deletion',
      'anna@example.de',
      new Date(Date.now() + 3_600_000),
      new Date(),
    );
    const res = await api('DELETE', tokenQuery(token), { headers: german });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(
      '2\u00a0Reservierungen und 0\u00a0Bestellungen zu dieser E-Mail-Adresse gelöscht; 1\u00a0bezahlte Bestellung bleibt ohne Ihren Namen und Ihre E-Mail-Adresse erhalten, wie es das deutsche Steuerrecht verlangt',
    );
    expect(await api('DELETE', tokenQuery(token), { headers: german })).toMatchObject({
      status: 410,
      json: { error: de.api.dataRequest.linkGone },
    });
  });

  it('says in German that an address holds nothing', async () => {
    const token = await signGuestToken(
      env.JWT_SECRET,
      'data-access',
      'niemand@example.de',
      new Date(Date.now() + 3_600_000),
      new Date(),
    );
    expect(await api('GET', tokenQuery(token), { headers: german })).toMatchObject({
      status: 404,
      json: { error: 'Zu dieser E-Mail-Adresse liegen keine Daten vor' },
    });
  });

  it('answers the rate limit in German', async () => {
    // The binding counts in 60 s windows aligned to the clock: start the burst early in one.
    const into = Date.now() % 60_000;
    if (into > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - into + 50));
    const headers = {
      ...german,
      'cf-connecting-ip': `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    };
    for (let i = 0; i < 10; i++)
      expect((await api('GET', '/api/user-data/request?token=x.y.z', { headers })).status).toBe(401);
    const refused = await api('GET', '/api/user-data/request?token=x.y.z', { headers });
    expect(refused).toMatchObject({ status: 429, json: { error: de.api.rateLimit.dataRequest } });
    expect(refused.json.error).toMatch(/^Zu viele Datenanfragen von Ihrer Verbindung/);
  }, 70_000);
});
