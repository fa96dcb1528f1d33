import { useEffect, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { berlinToday } from '../../../../shared/berlin-time';
import { staffButton } from '../../ui/controls/staff-button';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { useInvalidate, useStaffQuery } from '../../ui/data/use-staff-query';
import { ApiFailure } from '../../lib/api-failure';
import { queryKeys } from '../../lib/query-keys';
import { getWaitlist, offerTable, removeFromWaitlist, seatWalkIn, type WaitlistEntry } from './api/staff-waitlist';
import { WaitlistRow } from './waitlist-row';
import { WalkInDialog } from './walk-in-dialog';

/** The clock the rows' "waiting 12 min" read, moved on each minute. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The day's waitlist beside its bookings (issue 31): parties waiting online for a full time, and
 * walk-ins at the door (today only), in order of joining. Staff offer an online party a freed table
 * (emailed, held for them), seat a walk-in on a free table in one step, or take someone off the list.
 */
export function WaitlistPanel({ date }: { date: string }) {
  const now = useMinuteClock();
  const list = useStaffQuery(queryKeys.reservations.waitlist(date), () => getWaitlist(date));
  const invalidate = useInvalidate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const today = date === berlinToday();
  const entries = list.data ?? [];
  const online = entries.filter((e) => e.kind === 'online');
  const walkIns = entries.filter((e) => e.kind === 'walk-in');

  // Seating or offering changes the day's bookings (and so this list, under the day's key).
  const act = async (entry: WaitlistEntry, run: () => Promise<{ message: string }>) => {
    setBusyId(entry.id);
    setFailure('');
    try {
      setNotice((await run()).message);
      await invalidate(queryKeys.reservations.day(date), queryKeys.stats, queryKeys.guests.all);
    } catch (error) {
      setFailure((error instanceof ApiFailure && error.serverError) || 'That did not work. Try again.');
    } finally {
      setBusyId(null);
    }
  };
  const seat = (entry: WaitlistEntry) =>
    act(entry, async () => {
      const answer = await seatWalkIn(entry.id);
      const tables = (answer.reservation as { tables?: { name: string }[] }).tables ?? [];
      const at = tables.length ? ` at ${tables.map((t) => t.name).join(' + ')}` : '';
      return { message: `${entry.name} seated${at}.` };
    });
  const rowProps = (entry: WaitlistEntry) => ({
    entry,
    now,
    busy: busyId === entry.id,
    onOffer: () => void act(entry, () => offerTable(entry.id)),
    onSeat: () => void seat(entry),
    onRemove: () => setRemoving(entry),
  });

  return (
    <section
      aria-labelledby="waitlist-heading"
      className="space-y-4 rounded-2xl bg-white/60 p-3 ring-1 ring-sand sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="waitlist-heading" className="text-lg font-semibold text-tamarind-dark">
          Waitlist
        </h2>
        {today && (
          <button type="button" onClick={() => setAdding(true)} className={staffButton('secondary')}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add walk-in
          </button>
        )}
      </div>
      <p role="status" className="text-sm text-leaf-dark">
        {notice}
      </p>
      <ErrorBanner message={failure} onDismiss={() => setFailure('')} />
      {list.status === 'error' && !list.data && (
        <ErrorBanner message="The waitlist could not be loaded." onDismiss={list.reload} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <WaitlistGroup title="Waiting online" empty="Nobody is waiting online for this day.">
          {online.map((entry) => (
            <WaitlistRow key={entry.id} {...rowProps(entry)} />
          ))}
        </WaitlistGroup>
        <WaitlistGroup title="Walk-ins" empty={today ? 'No walk-ins waiting.' : 'Walk-ins wait on the day itself.'}>
          {walkIns.map((entry) => (
            <WaitlistRow key={entry.id} {...rowProps(entry)} />
          ))}
        </WaitlistGroup>
      </div>
      <WalkInDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(message) => {
          setAdding(false);
          setNotice(message);
          void invalidate(queryKeys.reservations.waitlist(date));
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove from the waitlist?"
        description={removing ? `${removing.name}, party of ${removing.guests}. They are not told.` : ''}
        confirmLabel="Remove"
        cancelLabel="Keep"
        danger
        busy={busyId !== null}
        onConfirm={() => {
          const entry = removing;
          if (entry) void act(entry, () => removeFromWaitlist(entry.id)).then(() => setRemoving(null));
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

function WaitlistGroup({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-ink">
        {title} <span className="font-normal text-muted">({children.length})</span>
      </h3>
      {children.length ? <ul className="space-y-2">{children}</ul> : <p className="text-sm text-muted">{empty}</p>}
    </div>
  );
}
