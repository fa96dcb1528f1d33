import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import { pageOf } from '../../../lib/paged-answer';

/**
 * One page of the outbox, newest first, optionally only the emails to one address. The paging
 * travels in headers like the staff lists' (X-Next-Cursor, X-Total-Count; decision 013).
 */
export async function getEmails(to: string, cursor?: string) {
  const response = await api.emails.$get({ query: { ...(to ? { to } : {}), ...(cursor ? { cursor } : {}) } });
  const { emails } = await okJson(response);
  return pageOf(emails, response.headers);
}
export type OutboxEmail = Awaited<ReturnType<typeof getEmails>>['rows'][number];
