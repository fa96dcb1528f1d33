import { TriangleAlert } from 'lucide-react';
import { Modal } from '../../ui/controls/modal';
import { staffButton } from '../../ui/controls/staff-button';
import type { RoomTable } from './api/get-room';
import { tablesText } from './plan-layout';
import { FreeUnitChoice } from './free-unit-choice';
import type { Moving } from './use-table-moves';

type Props = {
  date: string;
  moving: Moving | null;
  tables: readonly RoomTable[];
  busy: boolean;
  onChoose: (tableIds: string[], name: string) => void;
  onMoveAnyway: () => void;
  onChooseAgain: () => void;
  onClose: () => void;
};

/** "Move to…": the single-pointer and keyboard way to do what a drag on the plan does. */
export function MoveTablesDialog({
  date,
  moving,
  tables,
  busy,
  onChoose,
  onMoveAnyway,
  onChooseAgain,
  onClose,
}: Props) {
  const b = moving?.booking;
  const problem = moving?.problem;
  return (
    <Modal
      open={moving !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Move to…"
      description={b ? `${b.name}, ${b.guests} at ${b.time}–${b.endsAt}. Now at ${tablesText(b)}.` : ''}
    >
      {b && problem && (
        <div
          role="alert"
          className="rounded-xl border border-chilli/50 border-l-4 border-l-chilli bg-[#fdecea] px-4 py-3 text-sm text-[#7d1a14]"
        >
          <p className="flex items-start gap-2 font-medium">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Not moved to {problem.name}: {problem.error}
            </span>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {problem.overridable && (
              <button type="button" disabled={busy} onClick={onMoveAnyway} className={staffButton('danger')}>
                {busy ? 'Moving…' : 'Move anyway (over capacity)'}
              </button>
            )}
            <button type="button" disabled={busy} onClick={onChooseAgain} className={staffButton('secondary')}>
              Choose another table
            </button>
          </div>
        </div>
      )}
      {b?.status === 'completed' && (
        <p className="text-sm text-ink">
          This booking is completed: the guests have left, so it holds no table to move.
        </p>
      )}
      {b && b.status !== 'completed' && !problem && (
        <FreeUnitChoice date={date} booking={b} tables={tables} busy={busy} onChoose={onChoose} />
      )}
    </Modal>
  );
}
