import { Skeleton } from '../../ui/controls/skeleton';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import type { ServiceDay } from './api/get-service-day';
import { getRoom } from './api/get-room';
import { TablePlan } from './table-plan';
import { MoveTablesDialog } from './move-tables-dialog';
import { useTableMoves } from './use-table-moves';

type Props = {
  date: string;
  day: { status: string; data?: ServiceDay };
  onChanged: () => void;
  announce: (message: string) => void;
};

/** The plan view of the Service page: the room's tables with the day's bookings, and moving them. */
export function ServicePlan({ date, day, onChanged, announce }: Props) {
  const room = useStaffQuery(queryKeys.room, getRoom);
  const moves = useTableMoves(onChanged, announce);
  if (!day.data || !room.data) {
    if (day.status === 'error' || room.status === 'error')
      return (
        <p role="alert" className="text-sm font-medium text-chilli">
          The table plan could not be loaded. Please reload the page.
        </p>
      );
    return (
      <div aria-busy="true" className="space-y-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const tables = room.data.tables;
  return (
    <>
      <TablePlan
        date={date}
        day={day.data}
        room={room.data}
        busyId={moves.busyId}
        onOpen={moves.open}
        onDrop={(booking, tableId) =>
          moves.moveTo(booking, [tableId], tables.find((t) => t.id === tableId)?.name ?? tableId)
        }
      />
      <MoveTablesDialog
        date={date}
        moving={moves.moving}
        tables={tables}
        busy={moves.busyId !== null}
        onChoose={(tableIds, name) => moves.moving && moves.moveTo(moves.moving.booking, tableIds, name)}
        onMoveAnyway={moves.moveAnyway}
        onChooseAgain={moves.chooseAgain}
        onClose={moves.close}
      />
    </>
  );
}
