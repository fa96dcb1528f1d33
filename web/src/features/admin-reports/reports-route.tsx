import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { Skeleton } from '../../ui/controls/skeleton';
import { staffButton } from '../../ui/controls/staff-button';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getReport, reportCsvHref } from './api/get-report';
import { rangeOf, type Range } from './report-range';
import { RangePicker } from './range-picker';
import { CoversSections, GuestSections, ReportTotals } from './report-sections';

/** /admin/reports (owners, issue 32): a range's figures as charts, each with its table (decision 054). */
export function Component() {
  usePageMeta('Reports', 'Covers, no-shows, lead times and busy times over a range of days.');
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const report = useStaffQuery(queryKeys.reports(range.from, range.to), () => getReport(range.from, range.to));
  const choose = (next: Range) => setParams({ from: next.from, to: next.to });
  return (
    <StaffPage
      title="Reports"
      intro="How the restaurant is doing over a range of days, today included. Dates are Berlin dates; counted bookings are confirmed, seated or completed."
      actions={
        <a href={reportCsvHref(range.from, range.to)} download className={staffButton('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      }
    >
      <StaffSection id="reports-range" title="Range">
        <RangePicker range={range} onChange={choose} />
      </StaffSection>
      {report.status === 'error' ? (
        <p role="alert" className="text-sm text-chilli">
          {report.error instanceof Error ? report.error.message : 'The report could not be loaded.'}{' '}
          <button type="button" onClick={report.reload} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : !report.data ? (
        <div role="status" aria-busy="true" aria-label="Loading the report" className="space-y-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <div aria-busy={report.status === 'loading'} className="space-y-6">
          <p className="text-sm text-muted">
            {report.data.from} to {report.data.to}
            {/* The last range stays on screen while the next one loads: say so. */}
            {report.status === 'loading' && (
              <span role="status">
                {' '}
                · Loading {range.from} to {range.to}…
              </span>
            )}
          </p>
          <ReportTotals report={report.data} />
          <CoversSections report={report.data} />
          <GuestSections report={report.data} />
        </div>
      )}
    </StaffPage>
  );
}
