import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageLocationProvider } from '../../ui/layout/page-location';
import { messagesFor } from '../../../../shared/i18n/catalogues';
import { TimeRadios, wholeDateReason } from './time-radios';

type Verdict = { available: boolean; reason: string };

/** The times as a guest's page draws them for the answer GET /api/schedule/availability gave. */
function drawn(pathname: string, verdicts: [string, Verdict][], value = '') {
  const location = { pathname, search: '', hash: '', replaceSearch: () => {} };
  const availability = { status: 'ready' as const, request: false, verdicts: new Map(verdicts) };
  const times = verdicts.map(([time]) => time);
  const html = renderToStaticMarkup(
    <PageLocationProvider value={location}>
      <TimeRadios
        times={times}
        availability={availability}
        value={value}
        choose={() => {}}
        fullOffer={(time) => <button type="button">Waitlist for {time}</button>}
      />
    </PageLocationProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe("the booking form's times", () => {
  const en = messagesFor('en').api;
  const de = messagesFor('de').api;

  it('name a full time "fully booked", and say nothing more when the room is the reason', () => {
    const text = drawn('/reserve', [
      ['19:00', { available: false, reason: en.availability.full }],
      ['19:30', { available: true, reason: '' }],
    ]);
    expect(text).toContain('19:00 – fully booked');
    expect(text).not.toContain(en.availability.full);
  });

  it('call a time the whole date refuses "not bookable", in both languages, and the form gets the date’s reason', () => {
    const tooFar = en.bookingWindow.tooFar(30);
    const beyond: [string, Verdict][] = [
      ['19:00', { available: false, reason: tooFar }],
      ['19:30', { available: false, reason: tooFar }],
    ];
    const text = drawn('/reserve', beyond);
    expect(text).not.toContain('fully booked');
    expect(text).toContain('19:00 – not bookable');
    expect(wholeDateReason(['19:00', '19:30'], new Map(beyond), en.availability.full)).toBe(tooFar);

    const german = de.bookingWindow.tooFar(30);
    const deText = drawn('/de/reserve', [['19:00', { available: false, reason: german }]]);
    expect(deText).toContain('nicht buchbar');
    expect(deText).not.toContain('ausgebucht');
  });

  it('leave the form’s own "no free times" when the room is full or the reasons differ', () => {
    const full = { available: false, reason: en.availability.full };
    expect(wholeDateReason(['19:00'], new Map([['19:00', full]]), en.availability.full)).toBe('');
    const mixed = new Map([
      ['19:00', full],
      ['19:30', { available: false, reason: en.bookingWindow.tooSoon(2) }],
    ]);
    expect(wholeDateReason(['19:00', '19:30'], mixed, en.availability.full)).toBe('');
  });

  it('offer the waitlist for a wanted time the room is full at, never for one the date refuses (issue 31)', () => {
    const full = drawn('/reserve', [['19:00', { available: false, reason: en.availability.full }]], '19:00');
    expect(full).toContain('19:00 is fully booked for your party.');
    expect(full).toContain('Waitlist for 19:00');
    const tooFar = en.bookingWindow.tooFar(30);
    const refused = drawn('/reserve', [['19:00', { available: false, reason: tooFar }]], '19:00');
    expect(refused).not.toContain('Waitlist for');
  });
});
