import { useId, useState } from 'react';
import { TriangleAlert, Undo2 } from 'lucide-react';
import { SCHEDULE_MESSAGES } from '../../../../shared/messages';
import { Modal } from '../../ui/controls/modal';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInput, staffLabel } from '../../ui/controls/form-controls';
import { formatIsoDate } from '../../ui/format/dates';
import { SlotListEditor } from './slot-list-editor';
import { CloseDayDialog } from './close-day-dialog';
import { useDayEditor, type SavedDay } from './use-day-editor';
import type { GridDay } from './use-schedule-window';
import { removeException } from './api/opening-rules';

type Props = {
  day: GridDay | null;
  onClose: () => void;
  onSaved: (saved: SavedDay) => void;
  /** The exception was removed: the day follows its weekly rules again. */
  onRemoved: (date: string) => void;
};

export function DayEditorDialog({ day, onClose, onSaved, onRemoved }: Props) {
  return (
    <Modal
      open={day !== null}
      onOpenChange={(open) => !open && onClose()}
      title={day ? formatIsoDate(day.date, 'long') : 'Edit day'}
      description={
        day &&
        (day.state === 'pending'
          ? 'This day follows the weekly hours. Saving makes it an exception: it starts from the weekly hours’ slots.'
          : 'This day is an exception to the weekly hours. Change opening, slots and the note guests see.')
      }
      size="lg"
    >
      {day && <DayEditorForm key={day.date} day={day} onCancel={onClose} onSaved={onSaved} onRemoved={onRemoved} />}
    </Modal>
  );
}

type FormProps = { day: GridDay; onCancel: () => void; onSaved: Props['onSaved']; onRemoved: Props['onRemoved'] };

function DayEditorForm({ day, onCancel, onSaved, onRemoved }: FormProps) {
  const editor = useDayEditor(day, onSaved);
  const radioName = useId();
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    try {
      await removeException(day.date);
      onRemoved(day.date);
    } catch {
      editor.fail(SCHEDULE_MESSAGES.updateFailed);
      setRemoving(false);
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void editor.submit();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorBanner message={editor.failure} onDismiss={editor.dismissFailure} />
      <fieldset>
        <legend className={staffLabel}>This day</legend>
        <div className="inline-flex rounded-lg bg-white p-1 ring-1 ring-sand">
          {([true, false] as const).map((open) => (
            <label
              key={String(open)}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-turmeric ${editor.isOpen === open ? (open ? 'bg-leaf text-cream' : 'bg-chilli text-white') : 'text-ink'}`}
            >
              <input
                type="radio"
                name={radioName}
                checked={editor.isOpen === open}
                onChange={() => editor.setIsOpen(open)}
                className="sr-only"
              />
              {open ? 'Open' : 'Closed'}
            </label>
          ))}
        </div>
        {!editor.isOpen && day.state !== 'closed' && (
          <p className="mt-2 flex items-start gap-2 text-sm text-[#7d1a14]">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Saving a closed day cancels every pending and confirmed reservation on it and emails each guest. Its slots
            are kept for when it opens again.
          </p>
        )}
      </fieldset>
      <div>
        {editor.slots === null ? (
          <p className="py-6 text-center text-sm text-muted" aria-busy="true">
            Loading the weekly hours’ slots…
          </p>
        ) : (
          <SlotListEditor
            slots={editor.slots}
            errors={editor.errors}
            onChange={editor.setSlots}
            newKey={editor.newKey}
          />
        )}
        {editor.errors.timeSlots && <p className="mt-1 text-sm font-medium text-chilli">{editor.errors.timeSlots}</p>}
      </div>
      <div>
        <label htmlFor="day-note" className={staffLabel}>
          Special note
        </label>
        <textarea
          id="day-note"
          rows={2}
          value={editor.note}
          onChange={(e) => editor.setNote(e.target.value)}
          aria-invalid={Boolean(editor.errors.specialNote)}
          aria-describedby={editor.errors.specialNote ? 'day-note-error' : undefined}
          placeholder="e.g. Onam sadhya lunch only"
          className={staffInput}
        />
        {editor.errors.specialNote && (
          <p id="day-note-error" className="mt-1 text-sm font-medium text-chilli">
            {editor.errors.specialNote}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-sand pt-3">
        {day.record && (
          <button
            type="button"
            onClick={() => void remove()}
            disabled={removing || editor.saving}
            className={staffButton('secondary', 'mr-auto')}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {removing ? 'Removing…' : 'Remove exception'}
          </button>
        )}
        <button type="button" onClick={onCancel} className={staffButton('ghost')}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={editor.saving || editor.checking || editor.slots === null}
          className={staffButton(editor.isOpen ? 'primary' : 'danger')}
        >
          {editor.saving
            ? 'Saving…'
            : editor.checking
              ? 'Counting bookings…'
              : editor.isOpen
                ? 'Save day'
                : 'Close this day'}
        </button>
      </div>
      <CloseDayDialog
        date={day.date}
        pending={editor.pendingClose}
        busy={editor.saving}
        onConfirm={editor.confirmClose}
        onKeepOpen={editor.keepOpen}
      />
    </form>
  );
}
