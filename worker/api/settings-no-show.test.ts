import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, login, rows } from '../test/helpers';
import { SEED_SETTINGS } from '../../shared/rules/settings';

/** The owner's two issue-31 policies as the Restaurant page saves them: the no-show limit and the waitlist hold. */
let token: string;
beforeAll(async () => {
  token = await login();
});
afterEach(async () => {
  await env.DB.prepare('DELETE FROM restaurant_settings').run();
  await env.DB.prepare('DELETE FROM audit_log').run();
});

const save = (policies: Record<string, unknown>) =>
  api('PUT', '/api/settings', {
    token,
    body: { ...SEED_SETTINGS, policies: { ...SEED_SETTINGS.policies, ...policies } },
  });
const stored = async () => (await api('GET', '/api/settings/full', { token })).json.policies;

describe('the no-show limit and the waitlist hold', () => {
  it('start off and at 30 minutes', async () => {
    expect(await stored()).toMatchObject({ noShowLimit: null, waitlistHoldMinutes: 30 });
  });

  it('save together, read back, and are audited as a change of the policies', async () => {
    const res = await save({ noShowLimit: 2, waitlistHoldMinutes: 45 });
    expect(res.status).toBe(200);
    expect(res.json.policies).toMatchObject({ noShowLimit: 2, waitlistHoldMinutes: 45 });
    expect(await stored()).toMatchObject({ noShowLimit: 2, waitlistHoldMinutes: 45 });
    const [entry] = await rows<{ detail: string }>("SELECT detail FROM audit_log WHERE action = 'settings.updated'");
    expect(JSON.parse(entry.detail).changed).toEqual(['policies']);
    // Switched off again: null, not 0.
    expect((await save({ noShowLimit: null, waitlistHoldMinutes: 45 })).json.policies.noShowLimit).toBeNull();
  });

  it('refuses a limit of 0 and a hold outside 5–240 minutes, naming the field', async () => {
    const zero = await save({ noShowLimit: 0 });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.json.fields)).toContain('policies.noShowLimit');
    const long = await save({ waitlistHoldMinutes: 241 });
    expect(long.status).toBe(400);
    expect(Object.keys(long.json.fields)).toContain('policies.waitlistHoldMinutes');
    expect(await stored()).toMatchObject({ noShowLimit: null, waitlistHoldMinutes: 30 });
  });
});
