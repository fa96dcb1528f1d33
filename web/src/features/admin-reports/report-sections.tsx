import type { Report } from './api/get-report';
import { StaffSection } from '../../ui/layout/staff-page';
import { BarChart } from './bar-chart';
import { FiguresDisclosure, FiguresTable } from './figures-table';
import { HeatMap } from './heat-map';

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const SOURCE_LABELS = { online: 'Online', phone: 'Phone', 'walk-in': 'Walk-in' } as const;
const LANGUAGE_LABELS = { en: 'English', de: 'German' } as const;

/** Parts of a whole with their share, as table rows. */
const shareRows = (entries: [string, number][]) => {
  const total = entries.reduce((n, [, k]) => n + k, 0);
  return entries.map(([label, n]) => [label, n, total === 0 ? '–' : percent(n / total)]);
};

/** The range's headline figures. */
export function ReportTotals({ report }: { report: Report }) {
  const t = report.totals;
  const figures = [
    ['Bookings', String(t.bookings)],
    ['Covers', String(t.covers)],
    ['Average party size', t.averagePartySize.toFixed(1)],
    ['No-show rate', percent(t.noShowRate)],
    ['Late cancellation rate', percent(t.lateCancellationRate)],
    [
      'Median lead time',
      report.leadTime.medianDays === null
        ? '–'
        : `${report.leadTime.medianDays} ${report.leadTime.medianDays === 1 ? 'day' : 'days'}`,
    ],
  ];
  return (
    <section aria-label="The range at a glance">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white px-4 py-3 ring-1 ring-sand">
            <dt className="text-xs font-semibold text-muted">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-tamarind-dark">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted">
        No-shows of the bookings due ({t.noShows}); cancellations within 24 hours of the time ({t.lateCancelled}) of
        every booking made, {t.cancelled} cancelled in all.
      </p>
    </section>
  );
}

/** Covers per day and per week, each with its table. */
export function CoversSections({ report }: { report: Report }) {
  return (
    <>
      <StaffSection id="reports-days" title="Covers per day">
        <BarChart
          title="Covers per day"
          unit="covers"
          bars={report.days.map((d) => ({ label: d.date, value: d.covers }))}
        />
        <FiguresDisclosure summary="Show the days as a table">
          <FiguresTable
            caption="Bookings and covers per day"
            columns={['Date', 'Bookings', 'Covers']}
            rows={report.days.map((d) => [d.date, d.bookings, d.covers])}
          />
        </FiguresDisclosure>
      </StaffSection>
      <StaffSection id="reports-weeks" title="Covers per week">
        <BarChart
          title="Covers per week"
          unit="covers"
          bars={report.weeks.map((w) => ({ label: w.week, value: w.covers }))}
        />
        <div className="mt-3">
          <FiguresTable
            caption="Bookings and covers per week"
            columns={['Week', 'Bookings', 'Covers']}
            rows={report.weeks.map((w) => [w.week, w.bookings, w.covers])}
          />
        </div>
      </StaffSection>
    </>
  );
}

/** How far ahead guests book, where bookings come from and in which language. */
export function GuestSections({ report }: { report: Report }) {
  const sources = Object.entries(report.bySource).map(
    ([k, n]) => [SOURCE_LABELS[k as keyof typeof SOURCE_LABELS], n] as [string, number],
  );
  const languages = Object.entries(report.byLanguage).map(
    ([k, n]) => [LANGUAGE_LABELS[k as keyof typeof LANGUAGE_LABELS], n] as [string, number],
  );
  return (
    <>
      <StaffSection id="reports-lead" title="Lead time">
        <p className="mb-2 text-sm text-muted">From booking to visit, in whole 24-hour days; walk-ins left out.</p>
        <BarChart
          title="Bookings by lead time"
          unit="bookings"
          bars={report.leadTime.bands.map((b) => ({ label: b.label, value: b.bookings }))}
        />
        <div className="mt-3">
          <FiguresTable
            caption="Bookings by lead time"
            columns={['Lead time', 'Bookings', 'Share']}
            rows={shareRows(report.leadTime.bands.map((b) => [b.label, b.bookings]))}
          />
        </div>
      </StaffSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <StaffSection id="reports-source" title="By source">
          <BarChart
            title="Bookings by source"
            unit="bookings"
            bars={sources.map(([label, value]) => ({ label, value }))}
          />
          <div className="mt-3">
            <FiguresTable
              caption="Bookings by source"
              columns={['Source', 'Bookings', 'Share']}
              rows={shareRows(sources)}
            />
          </div>
        </StaffSection>
        <StaffSection id="reports-language" title="By language">
          <BarChart
            title="Bookings by language"
            unit="bookings"
            bars={languages.map(([label, value]) => ({ label, value }))}
          />
          <div className="mt-3">
            <FiguresTable
              caption="Bookings by language"
              columns={['Language', 'Bookings', 'Share']}
              rows={shareRows(languages)}
            />
          </div>
        </StaffSection>
      </div>
      <StaffSection id="reports-heat" title="Busy times">
        <HeatMap cells={report.heatMap} />
      </StaffSection>
    </>
  );
}
