import { CalendarDays, ReceiptText } from 'lucide-react';
import type { UserData } from './api/get-user-data';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { formatBerlinInstant, formatClock, formatPrice } from '../../../../shared/i18n/format';
import { formatIsoDate } from '../../ui/format/dates';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-sand';
const dt = 'text-xs font-bold uppercase tracking-wider text-muted';

/** What we hold about one e-mail address: reservations (date, time, guests, name) and orders. */
export function AccessResult({ data }: { data: UserData }) {
  const t = useMessages().dataRequest.result;
  const locale = useLocale();
  return (
    <div className="space-y-10">
      <section aria-labelledby="your-reservations">
        <h3 id="your-reservations" className="flex items-center gap-2 text-xl font-semibold text-tamarind-dark">
          <CalendarDays aria-hidden="true" className="size-5 text-chilli" />
          {t.reservations(data.reservations.length)}
        </h3>
        {data.reservations.length === 0 ? (
          <p className="mt-3 text-muted">{t.noReservations}</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {data.reservations.map((r) => (
              <li key={r._id} className={card}>
                <dl className="grid grid-cols-2 gap-3">
                  <div>
                    <dt className={dt}>{t.date}</dt>
                    <dd className="font-semibold">{formatIsoDate(r.date, 'medium', locale)}</dd>
                  </div>
                  <div>
                    <dt className={dt}>{t.time}</dt>
                    <dd className="font-semibold tabular-nums">{formatClock(locale, r.time)}</dd>
                  </div>
                  <div>
                    <dt className={dt}>{t.guests}</dt>
                    <dd>{r.guests}</dd>
                  </div>
                  <div>
                    <dt className={dt}>{t.name}</dt>
                    <dd className="break-words">{r.name}</dd>
                  </div>
                  <div>
                    <dt className={dt}>{t.status}</dt>
                    <dd>{t.statuses[r.status] ?? r.status}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="your-orders">
        <h3 id="your-orders" className="flex items-center gap-2 text-xl font-semibold text-tamarind-dark">
          <ReceiptText aria-hidden="true" className="size-5 text-chilli" />
          {t.orders(data.orders.length)}
        </h3>
        {data.orders.length === 0 ? (
          <p className="mt-3 text-muted">{t.noOrders}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {data.orders.map((o) => (
              <li key={o.id} className={card}>
                <dl className="grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:gap-6">
                  <div>
                    <dt className={dt}>{t.order}</dt>
                    <dd className="font-mono text-sm">{o.id}</dd>
                  </div>
                  <div>
                    <dt className={dt}>{t.date}</dt>
                    <dd>{formatBerlinInstant(locale, new Date(o.date))}</dd>
                  </div>
                  <div>
                    <dt className={dt}>{t.items}</dt>
                    <dd>
                      <ul className="text-sm">
                        {o.items.map((item, i) => (
                          <li key={i}>
                            {item.quantity} × {item.name}{' '}
                            <span className="text-muted">({formatPrice(locale, item.price)})</span>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                  <div>
                    <dt className={dt}>{t.total}</dt>
                    <dd className="font-semibold">{formatPrice(locale, o.total)}</dd>
                    <dd className="text-sm text-muted">{o.status === 'paid' ? t.paid : t.open}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
