import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, login, rows } from '../test/helpers';
import { signedInStaff } from '../test/staff';
import { SEED_SETTINGS, type Settings } from '../../shared/rules/settings';

let token: string;
beforeAll(async () => {
  token = await login();
});
afterEach(async () => {
  await env.DB.prepare('DELETE FROM restaurant_settings').run();
});

const put = (body: unknown, as = token, headers?: Record<string, string>) =>
  api('PUT', '/api/settings', { token: as, body, headers });
const withChange = (change: (s: Settings) => void) => {
  const next = structuredClone(SEED_SETTINGS);
  change(next);
  return next;
};

describe('GET /api/settings', () => {
  it("answers the seed's public details while nothing is stored, and never the inbox or the sender", async () => {
    const res = await api('GET', '/api/settings');
    expect(res.status).toBe(200);
    expect(res.json.phone).toBe(SEED_SETTINGS.phone);
    expect(res.json.policies).toEqual(SEED_SETTINGS.policies);
    expect(res.json).not.toHaveProperty('inbox');
    expect(res.json).not.toHaveProperty('sender');
    expect(JSON.stringify(res.json)).not.toContain(SEED_SETTINGS.sender.email);
  });
});

describe('PUT /api/settings', () => {
  it("stores the owner's document, shows it in the public answer at once and audits the fields changed", async () => {
    const res = await put(withChange((s) => (s.phone = '+49 30 1234 5678')));
    expect(res.status).toBe(200);
    expect(res.json.inbox).toBe(SEED_SETTINGS.inbox);
    expect((await api('GET', '/api/settings')).json.phone).toBe('+49 30 1234 5678');
    const [entry] = await rows<{ action: string; detail: string }>(
      "SELECT action, detail FROM audit_log WHERE action = 'settings.updated'",
    );
    expect(JSON.parse(entry.detail)).toEqual({ changed: ['phone'] });
  });

  it.each([
    ['email', (s: Settings) => (s.email = 'not-an-address'), 'email', 'Public email must be a real email address'],
    ['inbox', (s: Settings) => (s.inbox = 'team@'), 'inbox', 'Staff inbox must be a real email address'],
    [
      'map',
      (s: Settings) => (s.mapUrl = 'http://maps.example/x'),
      'mapUrl',
      'Map link must be a link starting with https://',
    ],
    [
      'instagram',
      (s: Settings) => (s.instagram = 'javascript:alert(1)'),
      'instagram',
      'Instagram link must be a link starting with https://',
    ],
    ['phone', (s: Settings) => (s.phone = 'call us'), 'phone', 'Phone must be a phone number'],
    ['name', (s: Settings) => (s.name = '   '), 'name', 'Name is required'],
    [
      'window',
      (s: Settings) => (s.policies.bookingWindowDays = 0),
      'policies.bookingWindowDays',
      'Booking window (days): at least 1',
    ],
    [
      'threshold',
      (s: Settings) => (s.policies.largePartyThreshold = 20),
      'policies.largePartyThreshold',
      'Large party above: at most 19',
    ],
    [
      'date',
      (s: Settings) => (s.comingSoonAt = '15.05.2025'),
      'comingSoonAt',
      'Coming-soon date must be a date and time',
    ],
  ])('refuses a bad %s with 400 naming the field, and keeps what was stored', async (_, change, field, message) => {
    const res = await put(withChange(change));
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(message);
    expect(res.json.fields[field]).toBe(message);
    expect((await api('GET', '/api/settings')).json).toEqual(
      expect.objectContaining({ email: SEED_SETTINGS.email, phone: SEED_SETTINGS.phone }),
    );
  });

  it('names the field in German for a German request', async () => {
    const res = await put(
      withChange((s) => (s.inbox = ' ')),
      token,
      { 'Accept-Language': 'de' },
    );
    expect(res.status).toBe(400);
    expect(res.json.fields.inbox).toBe('Posteingang des Teams ist erforderlich');
  });

  it('is for owners only: staff get 403 and cannot read the inbox either', async () => {
    const { token: staff } = await signedInStaff('staff');
    expect((await put(SEED_SETTINGS, staff)).status).toBe(403);
    expect((await api('GET', '/api/settings/full', { token: staff })).status).toBe(403);
    expect((await api('GET', '/api/settings/full', { token })).json.inbox).toBe(SEED_SETTINGS.inbox);
  });
});
