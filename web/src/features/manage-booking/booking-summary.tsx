import type { ManagedBooking } from './api/get-managed-booking';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { formatClock, formatGuests, formatLongDate } from '../../../../shared/i18n/format';
import { DetailList } from '../../ui/layout/detail-list';

type Reservation = ManagedBooking;

const TONE = {
  pending: 'bg-turmeric/25 text-ink ring-turmeric/60',
  confirmed: 'bg-[#e8f3ec] text-leaf-dark ring-leaf/40',
  cancelled: 'bg-[#fdecea] text-[#7d1a14] ring-chilli/40',
  seated: 'bg-[#e8f3ec] text-leaf-dark ring-leaf/40',
  completed: 'bg-sand text-ink ring-ink/20',
  'no-show': 'bg-[#fdecea] text-[#7d1a14] ring-chilli/40',
} as const;

/** The booking as the guest made it, and where it stands. */
export function BookingSummary({ reservation: r }: { reservation: Reservation }) {
  const { manageBooking: t, reserve } = useMessages();
  const locale = useLocale();
  const status = { label: t.status[r.status], tone: TONE[r.status] };
  const rows: [string, string][] = [
    [t.fields.date, formatLongDate(locale, r.date)],
    [t.fields.time, formatClock(locale, r.time)],
    [t.fields.guests, formatGuests(locale, r.guests)],
    [t.fields.occasion, r.occasion && r.occasion !== 'None' ? (reserve.occasions[r.occasion] ?? r.occasion) : ''],
    [t.fields.name, r.name],
  ];
  return (
    <div>
      <p className="text-sm font-semibold text-muted">{t.statusLabel}</p>
      <p className={`mt-1 inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${status.tone}`}>
        {status.label}
      </p>
      <DetailList rows={rows.filter(([, value]) => value)} className="mt-6" />
    </div>
  );
}
