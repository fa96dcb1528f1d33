import { formatClock, formatGuests, formatLongDate } from '../../../../shared/i18n/format';
import { Alert } from '../../ui/controls/alert';
import { useLocale, useMessages } from '../../ui/format/i18n';

type Booked = {
  message: string;
  reservation: { date: string; time: string; guests: number; name: string };
  /** The manage page's link, when the answer names it (the confirmation email carries it either way). */
  manageUrl?: string;
};

/** The waitlist's offer taken: a booking, confirmed as the booking page confirms one. */
export function TookTable({ answer }: { answer: Booked }) {
  const { waitlist: t, manageBooking } = useMessages();
  const locale = useLocale();
  const r = answer.reservation;
  const rows: [string, string][] = [
    [manageBooking.fields.date, formatLongDate(locale, r.date)],
    [manageBooking.fields.time, formatClock(locale, r.time)],
    [manageBooking.fields.guests, formatGuests(locale, r.guests)],
    [manageBooking.fields.name, r.name],
  ];
  return (
    <div className="space-y-6">
      <div aria-live="polite">
        <Alert tone="success">{answer.message || t.booked}</Alert>
      </div>
      <dl className="divide-y divide-sand border-y border-sand">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-4 py-3">
            <dt className="w-24 shrink-0 text-sm font-semibold text-muted">{label}</dt>
            <dd className="min-w-0 break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {answer.manageUrl && (
        <p>
          <a href={answer.manageUrl} className="font-semibold text-leaf underline underline-offset-4">
            {t.manage}
          </a>
        </p>
      )}
    </div>
  );
}
