import { formatIsoDate } from '../../ui/dates';
import type { ManagedBooking } from './api/get-managed-booking';

type Reservation = ManagedBooking;

const STATUS = {
  pending: { label: 'Requested: waiting for the restaurant to confirm', tone: 'bg-turmeric/25 text-ink ring-turmeric/60' },
  confirmed: { label: 'Confirmed', tone: 'bg-[#e8f3ec] text-leaf-dark ring-leaf/40' },
  cancelled: { label: 'Cancelled', tone: 'bg-[#fdecea] text-[#7d1a14] ring-chilli/40' },
} as const;

/** The booking as the guest made it, and where it stands. */
export function BookingSummary({ reservation: r }: { reservation: Reservation }) {
  const status = STATUS[r.status];
  const rows: [string, string][] = [
    ['Date', formatIsoDate(r.date, 'long')],
    ['Time', r.time],
    ['Guests', r.guests === 1 ? '1 guest' : `${r.guests} guests`],
    ['Occasion', r.occasion && r.occasion !== 'None' ? r.occasion : ''],
    ['Name', r.name],
  ];
  return (
    <div>
      <p className="text-sm font-semibold text-muted">Status</p>
      <p className={`mt-1 inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${status.tone}`}>{status.label}</p>
      <dl className="mt-6 divide-y divide-sand border-y border-sand">
        {rows.filter(([, value]) => value).map(([label, value]) => (
          <div key={label} className="flex gap-4 py-3">
            <dt className="w-24 shrink-0 text-sm font-semibold text-muted">{label}</dt>
            <dd className="min-w-0 break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
