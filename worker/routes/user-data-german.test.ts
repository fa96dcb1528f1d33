import { beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, rows } from '../test/helpers';

beforeEach(clearTables);

const german = { 'Accept-Language': 'de' };

describe('a data request in German (Accept-Language: de)', () => {
  it('answers in German and emails a link to the German confirm page', async () => {
    const res = await api('POST', '/api/user-data/request', { body: { email: 'anna@example.de', type: 'access' }, headers: german });
    expect(res.status).toBe(202);
    expect(res.json.message).toMatch(/^Bitte sehen Sie in Ihr Postfach/);
    const [email] = await rows<{ text_body: string }>("SELECT text_body FROM email_outbox WHERE kind = 'data-request'");
    expect(email.text_body).toMatch(/https:\/\/kovalam\.test\/de\/data-request\/confirm\?token=\S+/);
  });

  it('refuses a bad link in German, and the manage page\'s too', async () => {
    const data = await api('GET', '/api/user-data/request?token=not.a.token', { headers: german });
    expect(data).toMatchObject({ status: 401, json: { error: 'Dieser Link ist ungültig. Bitte öffnen Sie den Link aus Ihrer neuesten E-Mail oder stellen Sie eine neue Anfrage.' } });
    const manage = await api('GET', '/api/reservations/manage?token=not.a.token', { headers: german });
    expect(manage.status).toBe(401);
    expect(manage.json.error).toMatch(/^Dieser Link ist ungültig/);
  });

  it('names the field in German when the address is missing', async () => {
    const res = await api('POST', '/api/user-data/request', { body: { email: '', type: 'access' }, headers: german });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ email: 'Bitte geben Sie Ihre E-Mail-Adresse an' });
  });
});
