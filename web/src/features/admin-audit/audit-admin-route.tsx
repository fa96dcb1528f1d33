import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { Skeleton } from '../../ui/controls/skeleton';
import { LoadMore } from '../../ui/controls/load-more';
import { formatInstant } from '../../ui/format/dates';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useStaffPagedQuery } from '../../ui/data/use-staff-paged-query';
import { queryKeys } from '../../lib/query-keys';
import { getAudit } from './api/get-audit';
import { actionPhrase, actorLabel, detailFacts } from './audit-sentence';

/** /admin/audit (owners): who did what, newest first (decision 022). Bookings and guests stay ids. */
export function Component() {
  usePageMeta('Audit log', 'Who changed what in the back office, and when.');
  const list = useStaffPagedQuery(queryKeys.audit, getAudit);
  return (
    <StaffPage
      title="Audit log"
      intro="Every change made in the back office, to bookings, guests' notes, orders, the menu, banners, schedules, emails and staff accounts, newest first. Times are Berlin time."
    >
      <StaffSection id="audit-heading" title="Entries">
        {list.failed && list.rows.length === 0 ? (
          <p role="alert" className="text-sm text-chilli">
            The audit log could not be loaded.{' '}
            <button type="button" onClick={list.reload} className="font-semibold underline">
              Try again
            </button>
          </p>
        ) : list.loading && list.rows.length === 0 ? (
          <div role="status" aria-busy="true" aria-label="Loading the audit log" className="space-y-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : list.rows.length === 0 ? (
          <p className="text-sm text-muted">Nothing has been recorded yet.</p>
        ) : (
          <ol className="divide-y divide-sand rounded-xl bg-white ring-1 ring-sand">
            {list.rows.map((entry, i) => (
              <li
                key={`${entry.at}-${entry.action}-${entry.targetId}-${i}`}
                className="flex flex-col gap-0.5 px-3 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <p className="min-w-0 text-sm text-ink">
                  <span className="font-semibold">{actorLabel(entry)}</span> {actionPhrase(entry)}
                  {detailFacts(entry).length > 0 && (
                    <span className="block text-xs text-muted wrap-anywhere sm:ml-1 sm:inline">
                      ({detailFacts(entry).join(' · ')})
                    </span>
                  )}
                </p>
                <time dateTime={entry.at} className="shrink-0 text-xs tabular-nums text-muted">
                  {formatInstant(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
        <LoadMore noun="entries" list={list} />
      </StaffSection>
    </StaffPage>
  );
}
