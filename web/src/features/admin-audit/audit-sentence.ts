import type { AuditEntry } from './api/get-audit';
import { GUEST_TAG_LABELS, type GuestTag } from '../../../../shared/rules/guests';

/** A booking or guest id, shortened: enough to tell entries apart, never a guest's name. */
const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 6)}…` : id);

/** Who acted: "Priya (staff)", or for a guest's own action or the nightly job, "Guest or system". */
export function actorLabel(entry: AuditEntry): string {
  if (!entry.actor) return 'Guest or system';
  return `${entry.actor.name || entry.actor.email} (${entry.actor.role ?? 'removed'})`;
}

const WEEKDAY_NAMES: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The week an owner saved, from its services per weekday: ": 9 services, closed on Monday". */
function weekSummary(services: unknown): string {
  if (!services || typeof services !== 'object') return '';
  const perDay = Object.entries(services as Record<string, unknown>).filter(([, n]) => typeof n === 'number');
  const total = perDay.reduce((sum, [, n]) => sum + (n as number), 0);
  const closed = perDay.filter(([, n]) => n === 0).map(([day]) => WEEKDAY_NAMES[day] ?? day);
  const count = `${total} ${total === 1 ? 'service' : 'services'}`;
  return closed.length ? `: ${count}, closed on ${closed.join(', ')}` : `: ${count}`;
}

/** What they did, to what: "seated booking 3f2a1c…", "made Ravi owner". */
export function actionPhrase(entry: AuditEntry): string {
  const booking = `booking ${shortId(entry.targetId)}`;
  const waitlistEntry = `waitlist entry ${shortId(entry.targetId)}`;
  const account = entry.targetName || `account ${shortId(entry.targetId)}`;
  const detail = entry.detail as Record<string, unknown>;
  const banner =
    typeof detail.title === 'string' ? `the banner “${detail.title}”` : `banner ${shortId(entry.targetId)}`;
  // An erasure renames the guest's entries to one random "erased-…" id (worker/domain/guests/guest-digest.ts).
  const guest = entry.targetId.startsWith('erased-')
    ? `an erased guest (${entry.targetId.slice(7, 13)}…)`
    : `guest ${shortId(entry.targetId)}`;
  switch (entry.action) {
    case 'reservation.confirmed':
      return `confirmed ${booking}`;
    case 'reservation.cancelled':
      return `cancelled ${booking}`;
    case 'reservation.guest-confirmed':
      return `confirmed ${booking} from the reminder email`;
    case 'reservation.seated':
      return `seated ${booking}`;
    case 'reservation.completed':
      return `completed ${booking}`;
    case 'reservation.no-show':
      return `marked ${booking} a no-show`;
    case 'reservation.created':
      return `entered ${booking}`;
    case 'reservation.edited':
      return `edited ${booking}`;
    case 'reservation.tables-moved':
      // The nightly seating of old bookings records a booking it found no table for with an empty `to`.
      return Array.isArray(detail.to) && detail.to.length
        ? `moved ${booking} to ${detail.to.join(' + ')}`
        : `found no free table for ${booking}: it is over capacity`;
    case 'reservation.erased':
      return `erased ${booking}`;
    case 'reservations.deleted-old':
      return `deleted ${String(detail.count)} old bookings`;
    case 'guest.notes-edited':
      return `edited the notes of ${guest}`;
    case 'guest.tags-edited':
      return Array.isArray(detail.tags) && detail.tags.length
        ? `tagged ${guest}: ${detail.tags.map((t) => GUEST_TAG_LABELS[t as GuestTag] ?? String(t)).join(', ')}`
        : `removed the tags of ${guest}`;
    case 'guest.erased':
      return `erased the data of ${guest} on their request`;
    case 'staff.invited':
      return `${detail.resent ? 'sent a new invite to' : 'invited'} ${account}`;
    case 'staff.deactivated':
      return `deactivated ${account}`;
    case 'staff.reactivated':
      return `reactivated ${account}`;
    case 'staff.role-changed':
      return `made ${account} ${detail.role === 'owner' ? 'an owner' : 'staff'}`;
    case 'staff.password-set':
      return 'accepted the invite and set a password';
    case 'staff.password-reset':
      return 'reset their password';
    case 'staff.signed-out-everywhere':
      return 'signed out on every device';
    case 'schedule.day-updated':
      return `changed the schedule of ${entry.targetId}`;
    case 'schedule.cleaned-up':
      return `removed ${String(detail.count)} past schedule days`;
    case 'schedule.rules-updated':
      return `set the weekly opening hours${weekSummary(detail.services)}`;
    case 'schedule.exception-removed':
      return `removed the exception on ${entry.targetId}: the day follows the weekly hours again`;
    case 'settings.updated':
      return Array.isArray(detail.changed) && detail.changed.length
        ? `changed the restaurant settings: ${detail.changed.join(', ')}`
        : 'saved the restaurant settings without a change';
    case 'room.updated':
      return `saved the room${detail.moved ? `, moving ${String(detail.moved)} upcoming bookings` : ''}`;
    case 'order.placed':
      return `placed order ${shortId(entry.targetId)} for booking ${shortId(String(detail.reservationId))}`;
    case 'order.status-changed':
      return `set order ${shortId(entry.targetId)} from ${String(detail.from)} to ${String(detail.to)}`;
    case 'menu-item.created':
      return `added the dish ${String(detail.name ?? shortId(entry.targetId))}`;
    case 'menu-item.edited':
      return `edited the dish ${String(detail.name ?? shortId(entry.targetId))}`;
    case 'menu-item.deleted':
      return `deleted the dish ${String(detail.name ?? shortId(entry.targetId))}`;
    case 'banner.created':
      return `created ${banner}`;
    case 'banner.edited':
      return `edited ${banner}`;
    case 'banner.toggled':
      return `${detail.active ? 'switched on' : 'switched off'} ${banner}`;
    case 'banner.deleted':
      return `deleted ${banner}`;
    case 'email.resent':
      return `resent email ${shortId(entry.targetId)}`;
    case 'reservation.cancellation-emailed':
      return `wrote a cancellation email for ${booking}`;
    case 'waitlist.joined':
      return detail.kind === 'walk-in'
        ? `added a walk-in of ${String(detail.guests)} to the waitlist (${waitlistEntry})`
        : `joined the waitlist for ${String(detail.date)} at ${String(detail.time)} (${waitlistEntry})`;
    case 'waitlist.offered':
      return `offered a table at ${String(detail.time)} on ${String(detail.date)} to ${waitlistEntry}`;
    case 'waitlist.accepted':
      return `took the table offered to ${waitlistEntry}: booking ${shortId(String(detail.reservationId))}`;
    case 'waitlist.expired':
      return `let the offer to ${waitlistEntry} expire`;
    case 'waitlist.removed':
      return `removed ${waitlistEntry} from the waitlist`;
    case 'waitlist.left':
      return `left the waitlist (${waitlistEntry})`;
    case 'waitlist.seated':
      return `seated ${waitlistEntry} from the waitlist: booking ${shortId(String(detail.reservationId))}`;
    default:
      return `${entry.action} ${entry.targetType} ${shortId(entry.targetId)}`;
  }
}

/** The detail's facts each kind of target's sentence already says (actionPhrase). */
const SAID_BY_SENTENCE: Record<string, string[]> = {
  staff: ['role', 'resent'],
  banner: ['title', 'active'],
  'menu-item': ['name'],
  order: ['from', 'to'],
  schedule: ['count', 'services'],
  settings: ['changed'],
  room: ['moved'],
  guest: ['tags'],
};

/** The detail's facts that the sentence does not already say, as "label: value". */
export function detailFacts(entry: AuditEntry): string[] {
  const said = SAID_BY_SENTENCE[entry.targetType] ?? [];
  return Object.entries(entry.detail as Record<string, unknown>)
    .filter(([key, value]) => !said.includes(key) && value !== null && value !== '')
    .map(
      ([key, value]) =>
        `${key}: ${Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    );
}
