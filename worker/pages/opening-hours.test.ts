import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from '../test/helpers';
import { FRESH_MS, invalidatePublicCache } from '../infra/public-cache';
import { SEED_SETTINGS } from '../../shared/rules/settings';
import { openingWeekOf, SEED_OPENING_WEEK } from '../../shared/opening-hours-text';
import { SEED_WEEKLY_RULES } from '../../shared/weekly-hours';

// The footer's hours and the home page's schema.org data follow the weekly rules (issue 29), on the
// pages the Worker draws (menu, home) and on those it serves only for their details (reserve).
// The stand-in pages are worker/test/assets/; each marks its footer's hours as the build does.

const DEMO = SEED_WEEKLY_RULES;
const [lunch, dinner] = DEMO.sun;
/** Closed on Mondays, a later lunch at the weekend, and a Sunday tiffin with a name to escape. */
const tiffin = { ...dinner, name: 'Tiffin & <Chai>', from: '15:00', lastSeating: '16:00' };
const CLOSED_MONDAYS = {
  ...DEMO,
  mon: [],
  sat: [{ ...lunch, from: '12:30' }, dinner],
  sun: [{ ...lunch, from: '12:30' }, tiffin, dinner],
};

let token: string;
beforeAll(async () => {
  token = await login();
});
afterEach(async () => {
  expect((await api('PUT', '/api/schedule/rules', { token, body: { weekly: DEMO } })).status).toBe(200);
  await env.DB.prepare('DELETE FROM restaurant_settings').run();
  invalidatePublicCache();
});

const html = async (path: string) => (await api('GET', path)).json as string;
/** The footer's lines as a guest reads them. */
const hours = (page: string) =>
  [...page.match(/<ul data-opening-hours="\w+">(.*?)<\/ul>/)![1].matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
const jsonLd = (page: string) => JSON.parse(page.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
const NBSP = '\u00a0';

describe('the opening hours on guest pages (issue 29)', () => {
  it("draws the seed week, which is the demo's rules as the migration stores them", async () => {
    expect(openingWeekOf((await api('GET', '/api/schedule/rules', { token })).json.weekly)).toEqual(SEED_OPENING_WEEK);
    expect(hours(await html('/menu'))).toEqual(['Daily · Dinner 18:00–23:30', 'Sat–Sun · Lunch 12:00–14:30']);
    expect(hours(await html('/de/reserve'))[0]).toBe(`Täglich · Abend 18:00–23:30${NBSP}Uhr`);
  });

  it('shows the owner’s new week at once on drawn and served pages, in both languages, names escaped', async () => {
    expect((await api('PUT', '/api/schedule/rules', { token, body: { weekly: CLOSED_MONDAYS } })).status).toBe(200);
    const english = [
      'Tue–Sun · Dinner 18:00–23:30',
      'Sat–Sun · Lunch 12:30–14:30',
      'Sun · Tiffin &amp; &lt;Chai&gt; 15:00–16:00',
      'Mon: closed',
    ];
    expect(hours(await html('/menu'))).toEqual(english);
    expect(hours(await html('/reserve'))).toEqual(english);
    const german = hours(await html('/de/menu'));
    expect(german[0]).toBe(`Di–So · Abend 18:00–23:30${NBSP}Uhr`);
    expect(german.at(-1)).toBe('Mo: Ruhetag');
    expect(hours(await html('/de/reserve'))).toEqual(german);
    // The manage link's page, the Worker's shell for it.
    expect(hours(await html('/booking/abc123?token=x.y.z'))).toEqual(english);
  });

  it('gives the home page’s schema.org data the current hours and details', async () => {
    expect((await api('PUT', '/api/schedule/rules', { token, body: { weekly: CLOSED_MONDAYS } })).status).toBe(200);
    const settings = { ...structuredClone(SEED_SETTINGS), name: 'Kovalam Kreuzberg', phone: '+49 30 1234 5678' };
    expect((await api('PUT', '/api/settings', { token, body: settings })).status).toBe(200);
    for (const path of ['/', '/de']) {
      const data = jsonLd(await html(path));
      expect(data.name).toBe('Kovalam Kreuzberg');
      expect(data.telephone).toBe('+49 30 1234 5678');
      expect(data.url).toMatch(/^https:\/\/kovalam\.test\//);
      const spec = data.openingHoursSpecification.map((s: Record<string, unknown>) => [s.dayOfWeek, s.opens, s.closes]);
      expect(spec).toEqual([
        [['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], '18:00', '23:30'],
        [['Saturday', 'Sunday'], '12:30', '14:30'],
        [['Sunday'], '15:00', '16:00'],
      ]);
    }
  });

  it('reaches every page within the public cache bound, even when this isolate did not write it', async () => {
    expect(hours(await html('/reserve'))).not.toContain('Mon: closed');
    // Another isolate's write: straight into D1, so this isolate's copy is not cleared.
    await env.DB.prepare('DELETE FROM weekly_services WHERE weekday = 1').run();
    const written = Date.now();
    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 50));
    const page = await html('/reserve');
    expect(Date.now() - written).toBeLessThan(FRESH_MS + 500);
    expect(hours(page)).toContain('Mon: closed');
  });
});
