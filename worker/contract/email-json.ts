import type { emailOutbox } from '../db/schema';
import { maskEmailLinks } from './mask-email-links';

type OutboxRow = typeof emailOutbox.$inferSelect;

/** An outbox row as the Emails page lists it (issue 12's shape), its link tokens masked (./mask-email-links.ts). */
export function emailJson(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: maskEmailLinks(row.subject),
    text: maskEmailLinks(row.textBody),
    html: maskEmailLinks(row.htmlBody),
    status: row.status,
    attempts: row.attempts,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** One email opened: also why the last attempt failed, when it went out, and its files by name. */
export function emailDetailJson(row: OutboxRow) {
  return {
    ...emailJson(row),
    lastError: row.lastError,
    sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
    reservationId: row.reservationId,
    attachments: row.attachments.map(({ filename, type }) => ({ filename, type })),
  };
}
