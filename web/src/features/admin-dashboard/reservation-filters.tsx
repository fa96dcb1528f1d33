import { DASHBOARD_WINDOWS, RESERVATION_STATUSES, type ReservationStatus } from '../../../../shared/constants';
import { staffInput, staffLabel } from '../../ui/controls/form-controls';
import { formatIsoDate } from '../../ui/format/dates';

export const ALL_DATES = 'all';

type Props = {
  hours: number;
  status: ReservationStatus;
  dates: readonly string[];
  date: string;
  onHours: (hours: number) => void;
  onStatus: (status: ReservationStatus) => void;
  onDate: (date: string) => void;
};

const statusLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Native selects: fast, keyboard- and touch-friendly, and announced correctly everywhere. */
export function ReservationFilters({ hours, status, dates, date, onHours, onStatus, onDate }: Props) {
  return (
    <div className="mb-3 grid gap-3 sm:grid-cols-3">
      <div>
        <label htmlFor="filter-window" className={staffLabel}>
          Booked within
        </label>
        <select
          id="filter-window"
          value={hours}
          onChange={(e) => onHours(Number(e.target.value))}
          className={staffInput}
        >
          {DASHBOARD_WINDOWS.map((w) => (
            <option key={w.hours} value={w.hours}>
              {w.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-status" className={staffLabel}>
          Status
        </label>
        <select
          id="filter-status"
          value={status}
          onChange={(e) => onStatus(e.target.value as ReservationStatus)}
          className={staffInput}
        >
          {RESERVATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-date" className={staffLabel}>
          Date
        </label>
        <select
          id="filter-date"
          value={date}
          onChange={(e) => onDate(e.target.value)}
          disabled={dates.length === 0}
          className={staffInput}
        >
          {dates.length === 0 && <option value="">No dates</option>}
          {dates.map((d) => (
            <option key={d} value={d}>
              {formatIsoDate(d)}
            </option>
          ))}
          {dates.length > 1 && <option value={ALL_DATES}>All dates</option>}
        </select>
      </div>
    </div>
  );
}
