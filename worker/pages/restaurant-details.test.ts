import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from '../test/helpers';
import { FRESH_MS, invalidatePublicCache } from '../infra/public-cache';
import { SEED_SETTINGS, type Settings } from '../../shared/rules/settings';

// The prerendered imprint comes from worker/test/assets/imprint.html (a stand-in for the build's).

let token: string;
beforeAll(async () => {
  token = await login();
});
afterEach(async () => {
  await env.DB.prepare('DELETE FROM restaurant_settings').run();
  invalidatePublicCache();
});

const imprint = async () => (await api('GET', '/imprint')).json as string;
const changed = (change: Partial<Settings>): Settings => ({ ...structuredClone(SEED_SETTINGS), ...change });

describe('the restaurant details in a drawn page (issue 29)', () => {
  it("shows the seed's details while nothing is stored", async () => {
    const html = await imprint();
    expect(html).toContain('<span data-restaurant="phone">+49 30 0000 0000</span>');
    expect(html).toContain('href="tel:+493000000000"');
  });

  it("shows the owner's change at once to the writer, text escaped and the links derived", async () => {
    const next = changed({
      phone: '+49 30 9876 5432',
      name: 'Kovalam <Berlin>',
      instagram: 'https://www.instagram.com/kovalam.new/',
    });
    expect((await api('PUT', '/api/settings', { token, body: next })).status).toBe(200);
    const html = await imprint();
    expect(html).toContain('<span data-restaurant="phone">+49 30 9876 5432</span>');
    expect(html).toContain('href="tel:+493098765432"');
    expect(html).toContain('Kovalam &lt;Berlin&gt;');
    expect(html).toContain('href="https://www.instagram.com/kovalam.new/"');
    expect(html).not.toContain('0000 0000');
  });

  it('reaches every page within the public cache bound, even when this isolate did not write it', async () => {
    expect(await imprint()).toContain('+49 30 0000 0000');
    // Another isolate's write: straight into D1, so this isolate's copy is not cleared.
    const document = JSON.stringify(changed({ company: { ...SEED_SETTINGS.company, registerNumber: 'HRB 424242 B' } }));
    await env.DB.prepare('INSERT INTO restaurant_settings (id, document, updated_at) VALUES (1, ?, 0)')
      .bind(document)
      .run();
    const written = Date.now();
    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 50));
    const html = await imprint();
    expect(Date.now() - written).toBeLessThan(FRESH_MS + 500);
    expect(html).toContain('HRB 424242 B');
  });
});
