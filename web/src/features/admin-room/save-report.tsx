import { Alert } from '../../ui/controls/alert';
import { staffButton } from '../../ui/controls/staff-button';
import { formatIsoDate } from '../../ui/format/dates';
import type { DisplacedBooking } from './api/save-room';
import type { SaveReport } from './use-room-editor';

const tableNames = (b: DisplacedBooking) => b.tables.map((t) => t.name).join(' + ');

function BookingList({ bookings, showTables }: { bookings: DisplacedBooking[]; showTables: 'now' | 'new' }) {
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5">
      {bookings.map((b) => (
        <li key={b._id}>
          {b.name}: {formatIsoDate(b.date)} at {b.time}, {b.guests} {b.guests === 1 ? 'guest' : 'guests'}
          {b.tables.length > 0 && (showTables === 'now' ? ` (now at ${tableNames(b)})` : `, moved to ${tableNames(b)}`)}
        </li>
      ))}
    </ul>
  );
}

type Props = { report: SaveReport; saving: boolean; onMove: () => void };

/**
 * What the last save came to: saved (with the bookings it moved, and those that found no table),
 * or the upcoming bookings that would lose their table, with the choice to move them by the
 * assignment rule.
 */
export function SaveReportPanel({ report, saving, onMove }: Props) {
  if (report.kind === 'saved') {
    const seated = report.moved.filter((b) => b.tables.length > 0);
    return (
      <Alert tone="success">
        <p className="font-semibold">The room is saved.</p>
        {seated.length > 0 && <BookingList bookings={seated} showTables="new" />}
        {report.unseated.length > 0 && (
          <>
            <p className="mt-2 font-semibold">
              {report.unseated.length === 1 ? 'This booking' : `These ${report.unseated.length} bookings`} found no
              table and must be seated by hand on the Service view:
            </p>
            <BookingList bookings={report.unseated} showTables="new" />
          </>
        )}
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      <p className="font-semibold">The room is not saved yet: {report.error}.</p>
      <BookingList bookings={report.bookings} showTables="now" />
      <p className="mt-2">Move them to other tables (the smallest free table that fits first) and save the room?</p>
      <button type="button" onClick={onMove} disabled={saving} className={`${staffButton('primary')} mt-2`}>
        {saving ? 'Saving…' : 'Move these bookings and save'}
      </button>
    </Alert>
  );
}
