import { api } from '../../../lib/api-client';
import { readPage } from '../../../lib/paged-answer';

/** One page of the audit log, newest first (owners only; X-Next-Cursor paging, decision 013). */
export async function getAudit(cursor?: string) {
  return readPage(await api.audit.$get({ query: cursor ? { cursor } : {} }));
}
export type AuditEntry = Awaited<ReturnType<typeof getAudit>>['rows'][number];
