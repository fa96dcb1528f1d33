import { Link, useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { StaffPage } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { Alert } from '../../ui/controls/alert';
import { allergenNames } from '../../../../shared/allergen-codes';
import { getServiceDay, type ServiceBooking } from './api/get-service-day';
import { serviceDate, writtenDate } from './service-date';
import { tablesText } from './plan-layout';

/** The parties the kitchen cooks for: cancelled bookings and no-shows are left out. */
const COOKED_FOR = new Set(['pending', 'confirmed', 'seated', 'completed']);

function AllergyCell({ b }: { b: ServiceBooking }) {
  if (!b.allergies) return <span className="text-muted">None declared</span>;
  return (
    <>
      <strong className="font-bold text-[#7d1a14]">{allergenNames(b.allergies.allergens).join(', ')}</strong>
      {b.allergies.note && <span className="block text-sm">{b.allergies.note}</span>}
    </>
  );
}

/**
 * The kitchen's sheet for one day's service (issue 30): each table's time, party, tables and the
 * allergens declared on the booking, in words, ready to print on A4 (the header and the buttons
 * are left off the page, back-office.css).
 */
export function Component() {
  const date = serviceDate(useParams().date ?? null);
  usePageMeta(`Kitchen sheet ${date}`, 'Each table’s time, party size and allergies for one day, to print.');
  const day = useStaffQuery(queryKeys.reservations.serviceDay(date), () => getServiceDay(date));
  const bookings = (day.data?.reservations ?? []).filter((b) => COOKED_FOR.has(b.status));
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
  return (
    <StaffPage title={`Kitchen sheet · ${writtenDate(date)}`} actions={actions}>
      <div data-kitchen-sheet>
        {day.status === 'error' && <Alert tone="error">The day’s bookings could not be loaded.</Alert>}
        {day.data && bookings.length === 0 && <p className="text-muted">No bookings for this day.</p>}
        {bookings.length > 0 && (
          <table className="w-full border-collapse bg-white text-left text-base text-ink">
            <caption className="sr-only">Bookings of {date} with their allergies</caption>
            <thead>
              <tr className="border-b-2 border-ink">
                <th scope="col" className="px-2 py-2">
                  Time
                </th>
                <th scope="col" className="px-2 py-2">
                  Party
                </th>
                <th scope="col" className="px-2 py-2">
                  Tables
                </th>
                <th scope="col" className="px-2 py-2">
                  Guest
                </th>
                <th scope="col" className="px-2 py-2">
                  Allergies
                </th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((b) => (
                <tr key={b._id} className="break-inside-avoid border-b border-[#c9b393] align-top">
                  <td className="px-2 py-2 font-semibold tabular-nums">{b.time}</td>
                  <td className="px-2 py-2 tabular-nums">{b.guests}</td>
                  <td className="px-2 py-2">{tablesText(b)}</td>
                  <td className="px-2 py-2">{b.name}</td>
                  <td className="px-2 py-2">
                    <AllergyCell b={b} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </StaffPage>
  );
}
