import fc from 'fast-check';
import {
  DEFAULT_SLOT_TIMES,
  DIETARY_TAGS,
  MENU_CATEGORIES,
  ORDER_STATUSES,
  RESERVATION_STATUSES,
} from '../../shared/constants';
import { addDays, berlinTomorrow } from '../../shared/berlin-time';
import type { Seed } from './harness';

/** Strings that have broken other apps: SQL, markup, template syntax, control, bidi and emoji. */
export const NASTY = [
  "'; DROP TABLE reservations; --",
  '1 OR 1=1',
  "' OR '1'='1",
  '" OR ""="',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '%s%s%n',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Zoë Ñandú',
  'مطعم كوفالام',
  '😀🍛🇮🇳👨‍👩‍👧',
  'Z̤͔ͧ̑a̶lgo',
  '\u202Eevil',
  '\uFEFFbom',
  'nul\u0000byte',
  'tab\tnew\nline\r',
  '   ',
  '',
] as const;

/** Marks a field that the generated body leaves out. */
const OMIT = Symbol('omit');

/** Lone UTF-16 surrogates: valid in JSON text and JS strings, not encodable as UTF-8. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => `ab${String.fromCharCode(c)}cd`);

/** Up to 6,000 units of a 1–4 byte character: big, but a body with a few of them stays under 64 KB. */
const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '😀', "'", '<', ' '), fc.integer({ min: 256, max: 6000 }))
  .map(([c, n]) => c.repeat(n));

export const nastyString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary' }),
  loneSurrogate,
  hugeString,
  fc.constantFrom(...NASTY).map((s) => `  ${s}  `),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(), // NaN and ±Infinity serialise as null
  fc.constantFrom(-1, 0, 0.5, 1.5, 1e21, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, -Number.MAX_VALUE, 1e308, 5e-324),
);

/** Anything of the wrong type for a field: strings, numbers, booleans, null, arrays, objects. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A broken field: left out, or replaced by a value of the wrong type. */
const broken = fc.oneof({ weight: 1, arbitrary: fc.constant<unknown>(OMIT) }, { weight: 3, arbitrary: wrongType });

/**
 * A JSON body of the given shape. One in four keeps every field valid-looking (it may still be
 * refused, e.g. a slot that is full), so deep code paths are reached; the rest break one or more
 * fields; one in ten is not an object at all. Unknown extra keys are sprinkled in: they must
 * be ignored, not stored.
 */
function body(shape: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape);
  const toBreak = fc.oneof(
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
    { weight: 3, arbitrary: fc.subarray(keys, { minLength: 1 }) },
  );
  const object = fc
    .tuple(
      fc.record(shape),
      toBreak,
      fc.array(broken, { minLength: keys.length, maxLength: keys.length }),
      fc.option(fc.tuple(fc.string({ maxLength: 10 }), wrongType), { freq: 4 }),
    )
    .map(([valid, breakKeys, replacements, extra]) => {
      const out: Record<string, unknown> = { ...valid };
      breakKeys.forEach((k, i) => (replacements[i] === OMIT ? delete out[k] : (out[k] = replacements[i])));
      if (extra && !(extra[0] in out)) out[extra[0]] = extra[1];
      return out;
    });
  return fc.oneof({ weight: 9, arbitrary: object }, { weight: 1, arbitrary: wrongType });
}

// Valid-looking values. Text fields take the nasty strings too: markup and SQL are legal names.
const text = (max: number) =>
  fc.oneof(fc.string({ minLength: 2, maxLength: Math.min(max, 40) }), fc.constantFrom(...NASTY));
const emailArb = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('guest@example.com', "o'brien+1@example.com", 'ADMIN@example.com', 'zoë@exämple.de'),
);
const futureDate = fc.integer({ min: 1, max: 60 }).map((n) => addDays(berlinTomorrow(), n));
export const anyDate = fc.oneof(
  futureDate,
  fc
    .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2025-02-29', '2024-02-29', '0000-01-01', '9999-12-31', '2026-13-01', '2026-1-1', '20261122'),
);
export const timeArb = fc.oneof(
  fc.constantFrom(...DEFAULT_SLOT_TIMES),
  fc.constantFrom('24:00', '12:60', '7:00', '00:00', '23:59', '19:00:00'),
);
const phone = fc.constantFrom('+49 30 1234567', '(030) 123-4567', '123', '+49 30 1234567 ext 9', '0000000');
const image = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('/images/dosa.svg', 'https://cdn.example.com/a.png?w=1&h=2') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('javascript:alert(1)', '//evil.test/x.png', 'data:image/png;base64,AA', '/a b.png'),
  },
);
const oneOf = <T>(...xs: T[]) => fc.constantFrom(...xs);

/** Body shapes per write route; ids mix the seeded ones (so valid paths are reached) with junk. */
export const bodies = (s: Seed) => {
  const id = (real: string) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(real) }, nastyString, fc.constant('a'.repeat(65)));
  /** Nested lists: usually a few valid entries, sometimes up to the schema's maximum (and past it), sometimes broken. */
  const list = (entry: Record<string, fc.Arbitrary<unknown>>, max: number, longEntry = entry) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.array(fc.record(entry), { maxLength: 4 }) },
      { weight: 2, arbitrary: fc.array(fc.record(longEntry), { minLength: max - 10, maxLength: max + 1 }) },
      { weight: 1, arbitrary: fc.array(body(entry), { maxLength: 4 }) },
    );
  /** Distinct quarter-hour times, so a long list of slots can still be valid. */
  const slots = fc.uniqueArray(fc.integer({ min: 0, max: 95 }), { minLength: 20, maxLength: 96 }).map((quarters) =>
    quarters.map((q) => ({
      time: `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`,
      maxReservations: 6,
    })),
  );
  const menu = body({
    name: text(100),
    description: text(1000),
    price: fc.integer({ min: 0, max: 1_000_000 }),
    image,
    category: oneOf(...MENU_CATEGORIES),
    featured: fc.boolean(),
    available: fc.boolean(),
    dietary: fc.oneof(fc.subarray([...DIETARY_TAGS]), fc.constant(['vegan', 'vegan'])),
  });
  const banner = body({ image, title: text(100), description: text(300), active: fc.boolean() });
  return {
    login: body({
      email: emailArb,
      password: fc.oneof(fc.string({ minLength: 6, maxLength: 30 }), fc.constant('change-me-please')),
    }),
    menu,
    banner,
    book: body({
      name: text(50),
      email: emailArb,
      phone,
      date: futureDate,
      time: timeArb,
      guests: fc.integer({ min: 1, max: 20 }),
      occasion: text(50),
      specialRequests: text(500),
    }),
    reservationStatus: body({ reservationId: id(s.reservationId), status: oneOf(...RESERVATION_STATUSES) }),
    schedule: body({
      date: anyDate,
      isOpen: fc.boolean(),
      specialNote: text(200),
      timeSlots: fc.oneof(
        list({ time: timeArb, maxReservations: fc.integer({ min: 1, max: 50 }), available: fc.boolean() }, 96),
        slots,
      ),
    }),
    placeOrder: body({
      customerName: text(100),
      customerEmail: emailArb,
      reservationId: id(s.reservationId),
      totalAmount: nastyNumber,
      items: list({ menuItemId: id(s.menuId), quantity: fc.integer({ min: 1, max: 999 }) }, 100, {
        menuItemId: fc.constant(s.menuId),
        quantity: fc.integer({ min: 1, max: 999 }),
      }),
      status: oneOf(...ORDER_STATUSES),
    }),
    orderStatus: body({ orderId: id(s.orderId), status: oneOf(...ORDER_STATUSES) }),
    dataRequest: body({
      email: fc.oneof(emailArb, fc.constant(s.email), fc.constant(s.email.toUpperCase())),
      type: oneOf('access', 'deletion'),
    }),
  };
};

/** encodeURIComponent throws on lone surrogates; those become U+FFFD, as a browser would send. */
export const enc = (v: string) =>
  encodeURIComponent(v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** A path segment: the real id, junk, broken percent-escapes, or a 5,000-character id. */
export const pathId = (real: string) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(real) },
    { weight: 4, arbitrary: nastyString.filter((x) => x.length > 0 && x.length < 2000).map(enc) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '%00',
        '%2F..%2F',
        'null',
        '-1',
        '1e999',
        `${real}%20`,
        real.toUpperCase(),
      ),
    },
    { weight: 1, arbitrary: fc.constant('a'.repeat(5000)) },
  );
