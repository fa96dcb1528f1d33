import { useEffect, useRef } from 'react';
import { ROOM_MESSAGES } from '../../../../shared/messages';
import { Save } from 'lucide-react';
import { StaffPage } from '../../ui/layout/staff-page';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { Skeleton } from '../../ui/controls/skeleton';
import { staffButton } from '../../ui/controls/staff-button';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useRoomEditor } from './use-room-editor';
import { placeErrors } from './room-errors';
import { TablesSection } from './tables-section';
import { CombinationsSection } from './combinations-section';
import { StaysSection } from './stays-section';
import { SaveReportPanel } from './save-report';

/** /admin/room (owners, issue 28): the tables, combinations, stays and reset that decide availability. */
export function Component() {
  usePageMeta('Room', 'The dining room: tables, combinations, stays by party size and the reset between bookings.');
  const editor = useRoomEditor();
  const { draft, report, failure, saving } = editor;
  const errors = placeErrors(editor.errors);
  const marked = Object.keys(errors).length > 0;
  const feedback = useRef<HTMLDivElement>(null);
  // The Save button sits at the bottom; its answer is written at the top, so bring it into view.
  useEffect(() => {
    if (report || failure) feedback.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [report, failure]);

  return (
    <StaffPage
      title="Room"
      intro="The tables guests and staff can book, the combinations for larger parties, and how long each party stays. Changes apply when you save."
    >
      <div ref={feedback} className="scroll-mt-48 space-y-3 empty:hidden">
        <ErrorBanner
          message={failure && (marked ? `${failure} It is marked below.` : failure)}
          onDismiss={editor.dismissFailure}
        />
        {report && <SaveReportPanel report={report} saving={saving} onMove={() => void editor.save(true)} />}
      </div>
      {!draft ? (
        editor.room.status === 'error' ? (
          <p role="alert" className="text-sm text-chilli">
            {ROOM_MESSAGES.loadFailed}.{' '}
            <button type="button" onClick={editor.room.reload} className="font-semibold underline">
              Try again
            </button>
          </p>
        ) : (
          <div role="status" aria-busy="true" aria-label="Loading the room" className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full rounded-xl" />
            ))}
          </div>
        )
      ) : (
        <>
          <TablesSection draft={draft} errors={errors} onChange={editor.change} />
          <CombinationsSection draft={draft} errors={errors} onChange={editor.change} />
          <StaysSection draft={draft} errors={errors} onChange={editor.change} />
          <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center justify-end gap-3 border-t border-sand bg-cream/95 px-3 py-3 sm:mx-0 sm:rounded-xl sm:border sm:px-4">
            <p className="mr-auto hidden text-sm text-muted sm:block">The whole room is saved at once.</p>
            <button
              type="button"
              onClick={() => void editor.save()}
              disabled={saving}
              className={staffButton('primary')}
            >
              <Save aria-hidden="true" className="size-4" />
              {saving ? 'Saving…' : 'Save room'}
            </button>
          </div>
        </>
      )}
    </StaffPage>
  );
}
