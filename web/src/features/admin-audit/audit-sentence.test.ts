import { describe, expect, it } from 'vitest';
import { actionPhrase, detailFacts } from './audit-sentence';
import type { AuditEntry } from './api/get-audit';

const entry = (action: string, targetId: string, detail: Record<string, unknown> = {}) =>
  ({ action, targetId, targetType: 'guest', detail, actor: null, at: 0 }) as unknown as AuditEntry;

describe('the audit log says what happened in words', () => {
  it('names an erased guest as erased, not by the random id the erasure gave them', () => {
    expect(actionPhrase(entry('guest.erased', 'erased-3f2a1c0b9d8e7f60'))).toBe(
      'erased the data of an erased guest (3f2a1c…) on their request',
    );
    expect(actionPhrase(entry('guest.notes-edited', 'erased-3f2a1c0b9d8e7f60'))).toBe(
      'edited the notes of an erased guest (3f2a1c…)',
    );
    expect(actionPhrase(entry('guest.notes-edited', '0123456789abcdef'))).toBe('edited the notes of guest 012345…');
  });

  it("names a guest's tags by their labels, once", () => {
    const tagged = entry('guest.tags-edited', '0123456789abcdef', { tags: ['vip', 'allergy'] });
    expect(actionPhrase(tagged)).toBe('tagged guest 012345…: VIP, Allergy');
    expect(detailFacts(tagged)).toEqual([]);
    expect(actionPhrase(entry('guest.tags-edited', '0123456789abcdef', { tags: [] }))).toBe(
      'removed the tags of guest 012345…',
    );
  });

  it('tells an order set back to pending from one marked paid', () => {
    expect(actionPhrase(entry('order.status-changed', 'ord-1234567890', { from: 'paid', to: 'pending' }))).toBe(
      'set order ord-12… from paid to pending',
    );
  });

  it('names the dish a change was about', () => {
    expect(actionPhrase(entry('menu-item.deleted', 'x', { name: 'Masala Dosa' }))).toBe('deleted the dish Masala Dosa');
  });

  it('names the banner by its title, and does not repeat what the sentence says', () => {
    const toggled = {
      ...entry('banner.toggled', 'banner-dosa-sundays', { active: false, title: 'Dosa Sundays' }),
      targetType: 'banner',
    } as AuditEntry;
    expect(actionPhrase(toggled)).toBe('switched off the banner “Dosa Sundays”');
    expect(detailFacts(toggled)).toEqual([]);
    const edited = {
      ...entry('menu-item.edited', 'dish-mysore-pak', { name: 'Mysore Pak', changed: ['price'] }),
      targetType: 'menu-item',
    } as AuditEntry;
    expect(detailFacts(edited)).toEqual(['changed: price']);
  });

  it('says a room save, and how many upcoming bookings it moved', () => {
    const saved = (detail: Record<string, unknown>) =>
      ({ ...entry('room.updated', 'room', detail), targetType: 'room' }) as AuditEntry;
    expect(actionPhrase(saved({ moved: 0, tables: 14 }))).toBe('saved the room');
    expect(actionPhrase(saved({ moved: 2, retired: ['p4'] }))).toBe('saved the room, moving 2 upcoming bookings');
    expect(detailFacts(saved({ moved: 2, retired: ['p4'] }))).toEqual(['retired: p4']);
  });
});

describe('the opening hours and the restaurant settings in words (issue 29)', () => {
  const of = (action: string, targetType: string, targetId: string, detail: Record<string, unknown>) =>
    ({ ...entry(action, targetId, detail), targetType }) as AuditEntry;

  it('says the owner set the week, how many services it has and the days it is closed', () => {
    const week = of('schedule.rules-updated', 'schedule', 'weekly', {
      services: { mon: 0, tue: 1, wed: 1, thu: 1, fri: 1, sat: 2, sun: 2 },
    });
    expect(actionPhrase(week)).toBe('set the weekly opening hours: 8 services, closed on Monday');
    expect(detailFacts(week)).toEqual([]);
    const open = of('schedule.rules-updated', 'schedule', 'weekly', {
      services: { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1, sat: 1, sun: 1 },
    });
    expect(actionPhrase(open)).toBe('set the weekly opening hours: 7 services');
  });

  it('says a day went back to the weekly hours', () => {
    expect(actionPhrase(of('schedule.exception-removed', 'schedule-day', '2027-12-25', {}))).toBe(
      'removed the exception on 2027-12-25: the day follows the weekly hours again',
    );
  });

  it('names the settings that changed, never their values', () => {
    const saved = of('settings.updated', 'settings', 'restaurant', { changed: ['phone', 'sender'] });
    expect(actionPhrase(saved)).toBe('changed the restaurant settings: phone, sender');
    expect(detailFacts(saved)).toEqual([]);
    expect(actionPhrase(of('settings.updated', 'settings', 'restaurant', { changed: [] }))).toBe(
      'saved the restaurant settings without a change',
    );
  });
});

describe('the waitlist in the audit log (issue 31)', () => {
  it('says who joined, what was offered and taken, by entry and booking ids only', () => {
    const id = 'w-0123456789';
    expect(actionPhrase(entry('waitlist.joined', id, { kind: 'online', date: '2026-12-24', time: '19:00' }))).toBe(
      'joined the waitlist for 2026-12-24 at 19:00 (waitlist entry w-0123…)',
    );
    expect(actionPhrase(entry('waitlist.joined', id, { kind: 'walk-in', guests: 3 }))).toBe(
      'added a walk-in of 3 to the waitlist (waitlist entry w-0123…)',
    );
    expect(actionPhrase(entry('waitlist.offered', id, { date: '2026-12-24', time: '19:00' }))).toBe(
      'offered a table at 19:00 on 2026-12-24 to waitlist entry w-0123…',
    );
    expect(actionPhrase(entry('waitlist.accepted', id, { reservationId: 'res-abcdef123' }))).toBe(
      'took the table offered to waitlist entry w-0123…: booking res-ab…',
    );
    expect(actionPhrase(entry('waitlist.expired', id))).toBe('let the offer to waitlist entry w-0123… expire');
    expect(actionPhrase(entry('waitlist.seated', id, { reservationId: 'res-abcdef123' }))).toBe(
      'seated waitlist entry w-0123… from the waitlist: booking res-ab…',
    );
  });
});
