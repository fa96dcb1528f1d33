import { allergenNames } from '../../../../shared/allergen-codes';
import type { ServiceBooking } from './api/get-service-day';
import { tablesText } from './plan-layout';

function AllergyCell({ b }: { b: ServiceBooking }) {
  if (!b.allergies) return <span className="text-muted">None declared</span>;
  return (
    <>
      <strong className="font-bold text-[#7d1a14]">{allergenNames(b.allergies.allergens).join(', ')}</strong>
      {b.allergies.note && <span className="block text-sm">{b.allergies.note}</span>}
    </>
  );
}

const HEADINGS = ['Time', 'Party', 'Tables', 'Guest', 'Allergies'];

/** Each party's time, size, tables, name and allergies in words: one row each, never split over two printed pages. */
export function KitchenTable({ bookings, caption }: { bookings: readonly ServiceBooking[]; caption: string }) {
  return (
    <table className="w-full border-collapse bg-white text-left text-base text-ink">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-ink">
          {HEADINGS.map((heading) => (
            <th key={heading} scope="col" className="px-2 py-2">
              {heading}
            </th>
          ))}
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
  );
}
