import { useLocale, useMessages } from '../../ui/format/i18n';
import { formatGuests, formatLongDate } from '../../../../shared/i18n/format';
import type { WaitlistEntry } from './api/waitlist-link';
import { DetailList } from '../../ui/layout/detail-list';

const TONE: Record<WaitlistEntry['status'], string> = {
  waiting: 'bg-turmeric/25 text-ink ring-turmeric/60',
  offered: 'bg-[#e8f3ec] text-leaf-dark ring-leaf/40',
  booked: 'bg-[#e8f3ec] text-leaf-dark ring-leaf/40',
  seated: 'bg-[#e8f3ec] text-leaf-dark ring-leaf/40',
  expired: 'bg-sand text-ink ring-ink/20',
  removed: 'bg-sand text-ink ring-ink/20',
};

/** Where the guest stands on the waitlist, laid out like the manage page's booking (booking-summary.tsx). */
export function EntrySummary({ entry }: { entry: WaitlistEntry }) {
  const { waitlist: t } = useMessages();
  const locale = useLocale();
  const span = locale === 'de' ? `${entry.from}–${entry.to}\u00a0Uhr` : `${entry.from}–${entry.to}`;
  const rows: [string, string][] = [
    [t.fields.date, formatLongDate(locale, entry.date)],
    [t.fields.window, span],
    [t.fields.guests, formatGuests(locale, entry.guests)],
    [t.fields.name, entry.name],
  ];
  return (
    <div>
      <p className="text-sm font-semibold text-muted">{t.statusLabel}</p>
      <p className={`mt-1 inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONE[entry.status]}`}>
        {t.status[entry.status]}
      </p>
      <DetailList rows={rows} className="mt-6" />
    </div>
  );
}
