import { Armchair, Mail, Trash2 } from 'lucide-react';
import { berlinWallClock } from '../../../../shared/berlin-time';
import { staffButton } from '../../ui/controls/staff-button';
import type { WaitlistEntry } from './api/staff-waitlist';

type Props = {
  entry: WaitlistEntry;
  /** The panel's minute clock (epoch ms). */
  now: number;
  busy: boolean;
  onOffer: () => void;
  onSeat: () => void;
  onRemove: () => void;
};

const clockOf = (iso: string) => berlinWallClock(new Date(iso)).slice(11);

const STATUS: Record<WaitlistEntry['status'], string> = {
  waiting: 'waiting',
  offered: 'offered',
  booked: 'booked',
  seated: 'seated',
  expired: 'expired',
  removed: 'removed',
};

/** What the party waits for and how it stands: "offered 19:00, held until 19:42", "waiting 12 min". */
function stateLine(entry: WaitlistEntry, now: number) {
  const minutes = Math.max(0, Math.floor((now - new Date(entry.createdAt).getTime()) / 60_000));
  if (entry.status === 'offered' && entry.offer)
    return `offered ${entry.offer.time}${entry.offer.tables.length ? ` (${entry.offer.tables.join(' + ')})` : ''}, held until ${clockOf(entry.offer.expiresAt)}`;
  if (entry.status === 'waiting') return `waiting ${minutes} min`;
  return STATUS[entry.status];
}

/** One party on the waitlist, with what staff can do for it now. */
export function WaitlistRow({ entry, now, busy, onOffer, onSeat, onRemove }: Props) {
  const open = entry.status === 'waiting' || entry.status === 'offered';
  const wants =
    entry.kind === 'online'
      ? `${entry.from}–${entry.to}`
      : `quoted ${entry.quotedMinutes ?? 0} min, since ${entry.from}`;
  const label = `${entry.name}, party of ${entry.guests}`;
  return (
    <li
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-white p-3 ring-1 ring-sand ${open ? '' : 'opacity-70'}`}
    >
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-semibold text-ink">
          {entry.name} <span className="font-normal text-muted">· {entry.guests}</span>
        </p>
        <p className="text-sm text-muted">
          {wants} ·{' '}
          <span className={entry.status === 'offered' ? 'font-semibold text-leaf-dark' : ''}>
            {stateLine(entry, now)}
          </span>
        </p>
        {entry.phone && <p className="text-xs text-muted">{entry.phone}</p>}
      </div>
      {open && (
        <div className="flex flex-wrap gap-2">
          {entry.kind === 'online' && entry.status === 'waiting' && (
            <button
              type="button"
              onClick={onOffer}
              disabled={busy}
              className={staffButton('primary')}
              aria-label={`Offer a table to ${label}`}
            >
              <Mail aria-hidden="true" className="size-4" />
              Offer a table
            </button>
          )}
          {entry.kind === 'walk-in' && (
            <button
              type="button"
              onClick={onSeat}
              disabled={busy}
              className={staffButton('primary')}
              aria-label={`Seat ${label}`}
            >
              <Armchair aria-hidden="true" className="size-4" />
              Seat
            </button>
          )}
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className={staffButton('danger-outline')}
            aria-label={`Remove ${label}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
