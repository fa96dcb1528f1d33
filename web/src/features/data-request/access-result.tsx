import { CalendarDays, ReceiptText } from 'lucide-react';
import { formatCents } from '../../../../shared/money';
import type { UserData } from './api/get-user-data';
import { formatDay, formatInstant } from './format';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-sand';
const dt = 'text-xs font-bold uppercase tracking-wider text-muted';

/** What we hold about one e-mail address: reservations (date, time, guests, name) and orders. */
export function AccessResult({ data }: { data: UserData }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="your-reservations">
        <h3 id="your-reservations" className="flex items-center gap-2 text-xl font-semibold text-tamarind-dark">
          <CalendarDays aria-hidden="true" className="size-5 text-chilli" />
          Reservations ({data.reservations.length})
        </h3>
        {data.reservations.length === 0 ? (
          <p className="mt-3 text-muted">No reservations are stored for this email.</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {data.reservations.map((r) => (
              <li key={r._id} className={card}>
                <dl className="grid grid-cols-2 gap-3">
                  <div><dt className={dt}>Date</dt><dd className="font-semibold">{formatDay(r.date)}</dd></div>
                  <div><dt className={dt}>Time</dt><dd className="font-semibold tabular-nums">{r.time}</dd></div>
                  <div><dt className={dt}>Guests</dt><dd>{r.guests}</dd></div>
                  <div><dt className={dt}>Name</dt><dd className="break-words">{r.name}</dd></div>
                  <div><dt className={dt}>Status</dt><dd className="capitalize">{r.status}</dd></div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="your-orders">
        <h3 id="your-orders" className="flex items-center gap-2 text-xl font-semibold text-tamarind-dark">
          <ReceiptText aria-hidden="true" className="size-5 text-chilli" />
          Orders ({data.orders.length})
        </h3>
        {data.orders.length === 0 ? (
          <p className="mt-3 text-muted">No orders are stored for this email.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {data.orders.map((o) => (
              <li key={o.id} className={card}>
                <dl className="grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:gap-6">
                  <div><dt className={dt}>Order</dt><dd className="font-mono text-sm">{o.id}</dd></div>
                  <div><dt className={dt}>Date</dt><dd>{formatInstant(o.date)}</dd></div>
                  <div>
                    <dt className={dt}>Items</dt>
                    <dd>
                      <ul className="text-sm">
                        {o.items.map((item, i) => (
                          <li key={i}>
                            {item.quantity} × {item.name} <span className="text-muted">({formatCents(item.price)})</span>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                  <div>
                    <dt className={dt}>Total</dt>
                    <dd className="font-semibold">{formatCents(o.total)}</dd>
                    <dd className="text-sm text-muted">{o.status === 'paid' ? 'Paid' : 'Open'}</dd>
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
