import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { StaffPage } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { Alert } from '../../ui/controls/alert';
import { getServiceDay } from './api/get-service-day';
import { getWeekServices } from './api/get-week-services';
import { serviceDate, writtenDate } from './service-date';
import { byService, chosenService, servicesOn, type KitchenService } from './kitchen-services';
import { KitchenTable } from './kitchen-table';

/** The parties the kitchen cooks for: cancelled bookings and no-shows are left out. */
const COOKED_FOR = new Set(['pending', 'confirmed', 'seated', 'completed']);

const hours = (s: KitchenService) => `${s.from}–${s.lastSeating}`;

/**
 * The kitchen's sheet for one day (issue 30): each table's time, party, tables and the allergens
 * declared on the booking, in words, ready to print on A4 (the header and the buttons are left off
 * the page, back-office.css). `?service=Lunch` gives one service of the date's weekly rules; without
 * it the whole day, each service a section of its own.
 */
export function Component() {
  const date = serviceDate(useParams().date ?? null);
  const [params] = useSearchParams();
  const day = useStaffQuery(queryKeys.reservations.serviceDay(date), () => getServiceDay(date));
  const rules = useStaffQuery(queryKeys.schedule.rules, getWeekServices);
  const services = rules.data ? servicesOn(rules.data.weekly, date) : [];
  const chosen = chosenService(services, params.get('service'));
  const shown = chosen ? [chosen] : services;
  usePageMeta(
    `Kitchen sheet ${date}${chosen ? ` ${chosen.name}` : ''}`,
    'Each table’s time, party size and allergies for one service or day, to print.',
  );
  const bookings = (day.data?.reservations ?? []).filter((b) => COOKED_FOR.has(b.status));
  // Before the rules arrive, or on a day without services (an exception's own hours), one table for the day.
  const sections = shown.length
    ? byService(services, bookings).filter((s) => shown.includes(s.service))
    : [{ service: undefined, bookings }];
  const actions = (
    <div className="flex gap-2" data-print-hide>
      <Link to={`/admin/service?date=${date}`} className={staffButton('secondary')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Service
      </Link>
      <button type="button" onClick={() => window.print()} className={staffButton('primary')}>
        <Printer aria-hidden="true" className="size-4" />
        Print
      </button>
    </div>
  );
  const title = `Kitchen sheet · ${writtenDate(date)}${chosen ? ` · ${chosen.name} ${hours(chosen)}` : ''}`;
  return (
    <StaffPage title={title} actions={actions}>
      <div data-kitchen-sheet className="space-y-8">
        {day.status === 'error' && <Alert tone="error">The day’s bookings could not be loaded.</Alert>}
        {sections.map(({ service, bookings: theirs }) => (
          <section key={service?.name ?? 'day'} aria-label={service?.name}>
            {service && !chosen && (
              <h2 className="mb-2 text-xl font-semibold text-ink">
                {service.name} <span className="font-normal text-muted">{hours(service)}</span>
              </h2>
            )}
            {day.data && theirs.length === 0 && (
              <p className="text-muted">No bookings for this {service ? 'service' : 'day'}.</p>
            )}
            {theirs.length > 0 && (
              <KitchenTable
                bookings={theirs}
                caption={`Bookings of ${date}${service ? `, ${service.name},` : ''} with their allergies`}
              />
            )}
          </section>
        ))}
      </div>
    </StaffPage>
  );
}
