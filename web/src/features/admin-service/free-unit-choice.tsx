import { Skeleton } from '../../ui/controls/skeleton';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { staffButton } from '../../ui/controls/staff-button';
import type { ServiceBooking } from './api/get-service-day';
import type { RoomTable } from './api/get-room';
import { getFreeTables } from './api/free-tables';

type Props = {
  date: string;
  booking: ServiceBooking;
  tables: readonly RoomTable[];
  busy: boolean;
  onChoose: (tableIds: string[], name: string) => void;
};

const sameTables = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));
const option = 'w-full justify-between! gap-3 text-left';

/**
 * The tables this booking could move to: first what the server says is free for the party then
 * (its own tables left out), then every other table, which the server refuses unless staff
 * confirm "over capacity", as a drag onto a busy row would.
 */
export function FreeUnitChoice({ date, booking: b, tables, busy, onChoose }: Props) {
  const free = useStaffQuery(queryKeys.reservations.freeTables(date, b.time, b.guests, b._id), () =>
    getFreeTables({ date, time: b.time, guests: b.guests, except: b._id }),
  );
  const held = (b.tables ?? []).map((t) => t.id);
  const units = (free.data ?? []).filter((u) => !sameTables(u.tableIds, held));
  const others = tables.filter(
    (t) => t.active && !sameTables([t.id], held) && !units.some((u) => sameTables(u.tableIds, [t.id])),
  );
  return (
    <div className="space-y-4">
      <section aria-labelledby="move-free-heading">
        <h3 id="move-free-heading" className="mb-2 text-sm font-semibold text-ink">
          Free for {b.guests} at {b.time}
        </h3>
        {!free.data && free.status !== 'error' && <Skeleton className="h-10 w-full" />}
        {free.status === 'error' && !free.data && (
          <p role="alert" className="text-sm font-medium text-chilli">
            The free tables could not be loaded.
          </p>
        )}
        {free.data && units.length === 0 && <p className="text-sm text-muted">No other table is free then.</p>}
        <ul className="grid gap-2 sm:grid-cols-2">
          {units.map((u) => (
            <li key={u.tableIds.join('+')}>
              <button
                type="button"
                disabled={busy}
                onClick={() => onChoose(u.tableIds, u.name)}
                className={staffButton('secondary', option)}
              >
                <span>{u.name}</span>
                <span className="font-normal text-muted">up to {u.maxCovers}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {others.length > 0 && (
        <details className="rounded-lg bg-sand/30 px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold text-ink">Other tables (taken or too small)</summary>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {others.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onChoose([t.id], t.name)}
                  className={staffButton('ghost', option)}
                >
                  <span>{t.name}</span>
                  <span className="font-normal text-muted">
                    {t.area}, up to {t.maxCovers}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
