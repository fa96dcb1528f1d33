import { formatClock, formatGuests, formatLongDate } from '../../../../shared/i18n/format';
import { Alert } from '../../ui/controls/alert';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { DetailList } from '../../ui/layout/detail-list';

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
      <DetailList rows={rows} />
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
