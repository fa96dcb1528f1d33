import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema';
import type { Database } from '../../env';
import { reservationJson } from '../../contract/serialize';
import type { BookingOutcome } from './book-reservation';
import type { StoredOutcome } from './idempotency';
import { AVAILABILITY_REASONS } from '../../../shared/messages';
import { messagesFor } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/i18n/locales';
import {
  availabilityReason,
  DEFAULT_BOOKING_POLICIES,
  type BookingPolicies,
} from '../../../shared/rules/reservation-window';

type Answer = { status: 201 | 400 | 409 | 410; body: object };

const booked = (row: typeof reservations.$inferSelect, language: Locale = 'en'): Answer => ({
  status: 201,
  body: { message: messagesFor(language).api.booking.success, reservation: reservationJson(row) },
});

/** A refusal from its fixed reason alone: past or too far is the date field's fault, the rest the slot's. */
function refused(status: number, reason: string, language: Locale = 'en'): Answer {
  if (status === 400) return { status: 400, body: { error: reason, message: reason, fields: { date: reason } } };
  return {
    status: 409,
    body: { error: reason, message: messagesFor(language).api.booking.slotUnavailable(reason), reason },
  };
}

/** The answer to a booking just tried, and what its Idempotency-Key keeps of it (no guest data). */
export function bookingAnswer(
  outcome: BookingOutcome,
  language: Locale = 'en',
  policies: BookingPolicies = DEFAULT_BOOKING_POLICIES,
): { answer: Answer; stored: StoredOutcome } {
  if (outcome.ok) {
    const answer = booked(outcome.row, language);
    return { answer, stored: { status: 201, reservationId: outcome.id, reason: null } };
  }
  const { kind, reason } = outcome.verdict;
  const status = kind === 'past' || kind === 'tooFar' ? 400 : 409;
  // The guest reads the reason in their language; the key keeps the English one, which has no guest data.
  return {
    answer: refused(status, availabilityReason(messagesFor(language).api, kind, policies), language),
    stored: { status, reservationId: null, reason },
  };
}

/**
 * A replay rebuilt from the key's outcome: a booking as the reservation stands now, or 410 when it
 * has since been erased (the key then has nothing left to show, and must not book again).
 */
export async function replayAnswer(db: Database, outcome: StoredOutcome, language: Locale = 'en'): Promise<Answer> {
  const m = messagesFor(language).api;
  if (outcome.status !== 201 || !outcome.reservationId)
    return refused(outcome.status, inLanguage(outcome.reason ?? '', language), language);
  const [row] = await db.select().from(reservations).where(eq(reservations.id, outcome.reservationId));
  if (!row) return { status: 410, body: { error: m.idempotency.gone, message: m.idempotency.gone } };
  return booked(row, language);
}

/** The key keeps the English reason (fixed text, no guest data); the replay says it in the asker's language. */
function inLanguage(reason: string, language: Locale): string {
  const kind = (Object.keys(AVAILABILITY_REASONS) as (keyof typeof AVAILABILITY_REASONS)[]).find(
    (k) => AVAILABILITY_REASONS[k] === reason,
  );
  return kind ? messagesFor(language).api.availability[kind] : reason;
}
