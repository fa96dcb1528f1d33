import fc from 'fast-check';
import { exports } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SLOT_TIMES } from '../../shared/constants';
import { addDays, berlinTomorrow } from '../../shared/berlin-time';
import { NASTY } from './arbitraries';
import { bearer, FC_OPTIONS, ORIGIN, probe, seed, type Seed } from './harness';

/**
 * Accepted text is stored as sent: whatever markup, SQL or emoji a field holds, it reads back byte
 * for byte (after valibot's trim) — never escaped, cut or re-encoded. Text with control or invisible
 * format characters is refused (shared/rules/text.ts), so those cases count as refusals here.
 */
let s: Seed;
beforeAll(async () => {
  s = await seed();
});

const RUNS = 40;
const text = fc.oneof(
  fc.constantFrom(...NASTY).filter((x) => x.trim().length >= 2),
  fc.constantFrom(...NASTY).map((x) => ` \t${x}  `),
  fc.string({ unit: 'grapheme', minLength: 2, maxLength: 20 }),
  fc.string({ unit: 'binary', minLength: 2, maxLength: 20 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => `ab${String.fromCharCode(c)}cd`), // a lone surrogate
);

async function read(path: string): Promise<any> {
  const res = await exports.default.fetch(`${ORIGIN}${path}`, { headers: bearer(s) });
  expect(res.status, path).toBe(200);
  return res.json();
}

const post = (method: string, path: string, body: unknown, admin = true) =>
  probe({
    method,
    path,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(admin ? bearer(s) : {}) },
  });

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
let accepted = 0;

/** Text that UTF-8 cannot carry is refused; other refusals (too short, too long) are fine and skipped. */
function isStored(status: number, ok: number, sent: Record<string, string>) {
  if (Object.values(sent).some((x) => LONE_SURROGATE.test(x))) expect(status).toBe(400);
  if (status === ok) accepted += 1;
  return status === ok;
}

/** Stored text compared field by field with what was sent, trimmed. */
function expectStored(stored: Record<string, unknown>, sent: Record<string, string>) {
  // Compared as JSON text: it escapes lone surrogates, which the test runner's channel cannot carry raw.
  for (const [key, value] of Object.entries(sent))
    expect(JSON.stringify(stored[key]), key).toBe(JSON.stringify(value.trim()));
}

describe('accepted strings read back identical', () => {
  // Most cases must actually be stored, or the property would hold vacuously.
  afterEach(() => {
    expect(accepted).toBeGreaterThan(RUNS / 4);
    accepted = 0;
  });

  it('reservation name, occasion and special requests (public booking)', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(text, text, text, async (name, occasion, specialRequests) => {
        n += 1; // a fresh slot each time, so capacity never refuses a case
        const date = addDays(berlinTomorrow(), 1 + Math.floor(n / DEFAULT_SLOT_TIMES.length));
        const time = DEFAULT_SLOT_TIMES[n % DEFAULT_SLOT_TIMES.length];
        const sent = { name, occasion, specialRequests };
        const { status, json } = await post(
          'POST',
          '/api/reservations/book',
          { ...sent, email: 'xss@example.com', phone: '+49 30 1234567', date, time, guests: 2 },
          false,
        );
        if (!isStored(status, 201, sent)) return;
        const all = await read('/api/reservations/all?lastNumHours=1');
        expectStored(
          all.find((r: any) => r._id === json.reservation._id),
          sent,
        );
      }),
      { ...FC_OPTIONS, numRuns: RUNS },
    );
  });

  it('menu item name and description', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (name, description) => {
        const { status, json } = await post('POST', '/api/menu', {
          name,
          description,
          price: 100,
          image: '/i.svg',
          category: 'sides',
          allergens: [],
        });
        if (!isStored(status, 201, { name, description })) return;
        expectStored(
          (await read('/api/menu')).find((m: any) => m._id === json.item._id),
          { name, description },
        );
      }),
      { ...FC_OPTIONS, numRuns: RUNS },
    );
  });

  it('banner title and description', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (title, description) => {
        const { status, json } = await post('POST', '/api/banners', { title, description, image: '/b.svg' });
        if (!isStored(status, 201, { title, description })) return;
        expectStored(
          (await read('/api/banners')).find((b: any) => b._id === json.banner._id),
          { title, description },
        );
      }),
      { ...FC_OPTIONS, numRuns: RUNS },
    );
  });

  it('order customer name', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (customerName) => {
        const { status, json } = await post('POST', '/api/orders/place', {
          customerName,
          customerEmail: 'o@example.com',
          reservationId: s.reservationId,
          items: [{ menuItemId: s.menuId, quantity: 1 }],
        });
        if (!isStored(status, 201, { customerName })) return;
        expectStored(await read(`/api/orders/${json.order._id}`), { customerName });
      }),
      { ...FC_OPTIONS, numRuns: RUNS },
    );
  });

  it('schedule special note', async () => {
    const date = addDays(berlinTomorrow(), 300);
    await fc.assert(
      fc.asyncProperty(text, async (specialNote) => {
        const { status } = await post('POST', '/api/schedule/update', { date, isOpen: true, specialNote });
        if (!isStored(status, 200, { specialNote })) return;
        const [day] = await read(`/api/schedule?startDate=${date}&endDate=${date}`);
        expectStored(day, { specialNote });
      }),
      { ...FC_OPTIONS, numRuns: RUNS },
    );
  });
});
