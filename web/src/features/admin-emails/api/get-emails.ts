import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/**
 * One page of the outbox, newest first, optionally only the emails to one address. The paging
 * travels in headers like the staff lists' (X-Next-Cursor, X-Total-Count; decision 013).
 */
export async function getEmails(to: string, cursor?: string) {
  const response = await api.emails.$get({ query: { ...(to ? { to } : {}), ...(cursor ? { cursor } : {}) } });
  const { emails } = await okJson(response);
  const total = Number(response.headers.get('X-Total-Count'));
  return { rows: emails, nextCursor: response.headers.get('X-Next-Cursor'), total: Number.isFinite(total) ? total : emails.length };
}
export type OutboxEmail = Awaited<ReturnType<typeof getEmails>>['rows'][number];
