import * as v from 'valibot';
import { berlinInstant, berlinWallClock } from '../../../../shared/berlin-time';
import { fieldErrors } from '../../../../shared/rules/field-errors';
import { settingsSchema, type Settings } from '../../../../shared/rules/settings';

type Kind = 'text' | 'email' | 'url' | 'tel' | 'number' | 'optional-number' | 'switched-number' | 'berlin-time';
/**
 * A 'switched-number' is off (null) until its checkbox (`switch`) is ticked, which proposes `proposed`;
 * `label` then names the number. The draft keeps the box under switchKey(path), so clearing the
 * number to type another does not switch it off.
 */
export type FieldSpec = { path: string; label: string; kind: Kind; hint?: string; switch?: string; proposed?: string };
export type FieldGroup = { id: string; title: string; intro: string; fields: FieldSpec[] };

/** The page's sections, each field named by its path in the document (the server's `fields` keys). */
export const GROUPS: FieldGroup[] = [
  {
    id: 'details',
    title: 'Details',
    intro: 'What the footer, the reserve page and every email show.',
    fields: [
      { path: 'name', label: 'Name', kind: 'text' },
      { path: 'address.street', label: 'Street', kind: 'text' },
      { path: 'address.postalCode', label: 'Postal code', kind: 'text' },
      { path: 'address.city', label: 'City', kind: 'text' },
      { path: 'phone', label: 'Phone', kind: 'tel', hint: 'As guests should dial it, e.g. +49 30 1234 5678.' },
      { path: 'email', label: 'Public email', kind: 'email' },
      {
        path: 'sender.email',
        label: 'Sender address',
        kind: 'email',
        hint: 'Every email the site sends comes from it.',
      },
      { path: 'sender.name', label: 'Sender name', kind: 'text' },
      {
        path: 'inbox',
        label: 'Staff inbox',
        kind: 'email',
        hint: 'New bookings and cancellations go here. Never shown to guests.',
      },
      { path: 'mapUrl', label: 'Map link', kind: 'url' },
      { path: 'instagram', label: 'Instagram link', kind: 'url' },
    ],
  },
  {
    id: 'imprint',
    title: 'Imprint',
    intro: 'The company behind the restaurant, as the imprint and the privacy notice name it.',
    fields: [
      { path: 'company.legalName', label: 'Company (with legal form)', kind: 'text' },
      { path: 'company.representative', label: 'Represented by', kind: 'text' },
      { path: 'company.registerCourt', label: 'Register court', kind: 'text' },
      { path: 'company.registerNumber', label: 'Register number', kind: 'text' },
      { path: 'company.vatId', label: 'VAT ID', kind: 'text' },
      { path: 'company.supervisoryAuthority', label: 'Supervisory authority', kind: 'text' },
    ],
  },
  {
    id: 'policies',
    title: 'Booking policies',
    intro: 'How guests may book and cancel online. Staff can always book by phone.',
    fields: [
      {
        path: 'policies.bookingWindowDays',
        label: 'Booking window (days)',
        kind: 'number',
        hint: 'How far ahead guests may book.',
      },
      {
        path: 'policies.sameDayCutoffHours',
        label: 'Same-day cutoff (hours)',
        kind: 'optional-number',
        hint: 'Empty: no same-day bookings online.',
      },
      {
        path: 'policies.autoConfirmUpTo',
        label: 'Auto-confirm up to (guests)',
        kind: 'optional-number',
        hint: 'Empty: staff confirm every booking.',
      },
      {
        path: 'policies.largePartyThreshold',
        label: 'Large party above (guests)',
        kind: 'number',
        hint: 'Larger parties send a request staff confirm.',
      },
      {
        path: 'policies.guestCancelCutoffHours',
        label: 'Cancellation cutoff (hours)',
        kind: 'number',
        hint: 'Guests may cancel online until this long before.',
      },
      {
        path: 'policies.noShowLimit',
        switch: 'Refuse online bookings after no-shows',
        label: 'No-shows in 12 months',
        kind: 'switched-number',
        proposed: '2',
        hint: 'A guest with this many no-shows in the last 12 months is asked to call instead; the message does not say why.',
      },
      {
        path: 'policies.waitlistHoldMinutes',
        label: 'Waitlist hold (minutes)',
        kind: 'number',
        hint: 'How long a freed table is kept for the waitlisted guest it is offered to.',
      },
    ],
  },
  {
    id: 'coming-soon',
    title: 'Coming soon',
    intro: 'The coming-soon page counts down to this moment, then shows the new dishes as on the menu.',
    fields: [{ path: 'comingSoonAt', label: 'Opening (Berlin time)', kind: 'berlin-time' }],
  },
];

const FIELDS = GROUPS.flatMap((group) => group.fields);
export type Draft = Record<string, string>;

/** The draft's key of a switched number's checkbox: 'on' or ''. */
export const switchKey = (path: string) => `${path}:switch`;

const read = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], doc);

/** The document as the form's strings; the opening as Berlin's wall clock ("2026-05-15T00:00"). */
export function toDraft(settings: Settings): Draft {
  return Object.fromEntries(
    FIELDS.map(({ path, kind }): [string, string][] => {
      const value = read(settings, path);
      if (kind === 'berlin-time') return [[path, berlinWallClock(new Date(String(value))).replace(' ', 'T')]];
      const text = value === null || value === undefined ? '' : String(value);
      return kind === 'switched-number'
        ? [
            [path, text],
            [switchKey(path), text === '' ? '' : 'on'],
          ]
        : [[path, text]];
    }).flat(),
  );
}

function fieldValue(kind: Kind, text: string): unknown {
  if (kind === 'number') return text.trim() === '' ? NaN : Number(text);
  if (kind === 'optional-number') return text.trim() === '' ? null : Number(text);
  // Switched on, an empty number is the rule's error ("a whole number"), not a silent "off".
  if (kind === 'switched-number') return text.trim() === '' ? NaN : Number(text);
  if (kind === 'berlin-time') {
    const [date, time] = text.split('T');
    const at = date && time ? berlinInstant(date, time.slice(0, 5)) : null;
    return at && !Number.isNaN(at.getTime()) ? at.toISOString() : text;
  }
  return text;
}

/** The form's strings as the document the server takes. */
export function toSettings(draft: Draft): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const { path, kind } of FIELDS) {
    const keys = path.split('.');
    let at = doc;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    const off = kind === 'switched-number' && draft[switchKey(path)] !== 'on';
    at[keys.at(-1)!] = off ? null : fieldValue(kind, draft[path] ?? '');
  }
  return doc;
}

/** The shared rule's verdict before sending, keyed by path like the server's `fields`. */
export function checkSettings(doc: Record<string, unknown>): Record<string, string> {
  const parsed = v.safeParse(settingsSchema, doc);
  return parsed.success ? {} : fieldErrors(parsed.issues, settingsSchema);
}
