import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { hasInvisibleCharacters } from './text';
import { reservationSchema } from './reservation';
import { validateField } from './field-errors';

const REFUSED: Record<string, string> = {
  NUL: 'Ana\u0000Bell',
  'a C0 control (BEL)': 'Ana\u0007Bell',
  'a C1 control (NEL)': 'Ana\u0085Bell',
  DEL: 'Ana\u007FBell',
  'zero-width space': 'Ana\u200BBell',
  'RTL override': 'Ana\u202EllEB',
  'BOM inside': 'Ana\uFEFFBell',
  'soft hyphen': 'Ana\u00ADBell',
  'word joiner': 'Ana\u2060Bell',
  'ZWJ between Latin letters': 'Ana\u200DBell',
  'ZWJ at the start': '\u200D😀',
  'two ZWJ in a row': '👨\u200D\u200D👩',
  'a lone tag character': 'Ana\u{E0041}',
  'an interlinear annotation': 'Ana\uFFF9Bell',
  'a line separator (U+2028)': 'Ana\u2028Bell',
  'a paragraph separator (U+2029)': 'Ana\u2029Bell',
};

const KEPT = [
  'José Ñúñez',
  'Zoë Ångström-Øre',
  'தமிழ்',
  'हिन्दी',
  'മലയാളം',
  'العربية',
  '李雷',
  '😀',
  '👨\u200D👩\u200D👧', // family: ZWJ between emoji
  '👩🏽\u200D💻', // skin tone, then ZWJ
  '🏳️\u200D🌈', // VS16, then ZWJ
  'ന്\u200D', // Malayalam chillu in the old encoding: virama + ZWJ
  'क्\u200Dष', // Devanagari half form
  'می\u200Cخواهم', // Persian ZWNJ
  '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', // Scotland's flag: tag sequence
  "O'Brien & Söhne <b>",
];

describe('hasInvisibleCharacters', () => {
  it.each(Object.entries(REFUSED))('refuses %s', (_, text) => {
    expect(hasInvisibleCharacters(text)).toBe(true);
    expect(hasInvisibleCharacters(text, true)).toBe(true);
  });

  it.each(KEPT)('keeps %s', (text) => {
    expect(hasInvisibleCharacters(text)).toBe(false);
  });

  it('allows newline, carriage return and tab only in multi-line text', () => {
    expect(hasInvisibleCharacters('Window seat\r\nhigh chair\tplease', true)).toBe(false);
    expect(hasInvisibleCharacters('Window seat\nhigh chair')).toBe(true);
    expect(hasInvisibleCharacters('line\u000Bvertical tab', true)).toBe(true);
    // Zl/Zp are breaks that an email subject or a JavaScript string would split at: not the newline a textarea sends.
    expect(hasInvisibleCharacters('line\u2028separator', true)).toBe(true);
    expect(hasInvisibleCharacters('para\u2029separator', true)).toBe(true);
  });
});

describe('the shared rules name the field (forms and API show the same text)', () => {
  it.each([
    ['name', 'Ana\u200BBell', 'Name contains invisible or control characters'],
    ['email', 'ana\u202E@example.com', 'Email contains invisible or control characters'],
    ['occasion', 'Birth\u0000day', 'Occasion contains invisible or control characters'],
    ['specialRequests', 'Window\u200Bseat', 'Special requests contains invisible or control characters'],
  ] as const)('%s', (field, value, message) => {
    expect(validateField(reservationSchema, field, value)).toBe(message);
  });

  it('keeps a special request over several lines', () => {
    expect(v.safeParse(reservationSchema.entries.specialRequests, 'Window seat\nhigh chair').success).toBe(true);
  });
});
