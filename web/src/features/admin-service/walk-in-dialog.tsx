import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { walkInSchema } from '../../../../shared/rules/waitlist';
import { fieldErrors, type FieldErrors } from '../../../../shared/rules/field-errors';
import { Modal } from '../../ui/controls/modal';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInput } from '../../ui/controls/form-controls';
import { ApiFailure } from '../../lib/api-failure';
import { FormRow, controlProps } from './form-row';
import { addWalkIn } from './api/staff-waitlist';

type Props = { open: boolean; onClose: () => void; onAdded: (message: string) => void };
type Draft = { name: string; phone: string; guests: string; quotedMinutes: string };
const EMPTY: Draft = { name: '', phone: '', guests: '2', quotedMinutes: '15' };

/** "Add walk-in" (issue 31): a party at the door waits today, told how long; seated from the panel. */
export function WalkInDialog({ open, onClose, onAdded }: Props) {
  const footer = (
    <>
      <button type="button" onClick={onClose} className={staffButton('ghost')}>
        Discard
      </button>
      <button type="submit" form="walk-in-form" className={staffButton('primary')}>
        Add to waitlist
      </button>
    </>
  );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add walk-in"
      description="A party at the door waits for the next free table today."
      footer={footer}
    >
      {open && <WalkInForm onAdded={onAdded} />}
    </Modal>
  );
}

function WalkInForm({ onAdded }: { onAdded: (message: string) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const body = () => ({
    name: draft.name.trim(),
    phone: draft.phone.trim(),
    guests: draft.guests === '' ? Number.NaN : Number(draft.guests),
    quotedMinutes: draft.quotedMinutes === '' ? Number.NaN : Number(draft.quotedMinutes),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(walkInSchema, body());
    setErrors(parsed.success ? {} : fieldErrors(parsed.issues));
    if (!parsed.success || busy) return;
    setBusy(true);
    setFailure('');
    try {
      onAdded((await addWalkIn(parsed.output)).message);
    } catch (error) {
      setFailure((error instanceof ApiFailure && error.serverError) || 'The walk-in could not be added. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof Draft, type = 'text') => ({
    ...controlProps(`walk-in-${name}`, errors[name]),
    type,
    value: draft[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [name]: e.target.value })),
    className: staffInput,
  });
  return (
    <form id="walk-in-form" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <ErrorBanner message={failure} onDismiss={() => setFailure('')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormRow id="walk-in-name" label="Name" error={errors.name} wide>
          <input {...field('name')} autoComplete="off" />
        </FormRow>
        <FormRow id="walk-in-phone" label="Phone" error={errors.phone} wide>
          <input {...field('phone', 'tel')} autoComplete="off" />
        </FormRow>
        <FormRow id="walk-in-guests" label="Party" error={errors.guests}>
          <input {...field('guests', 'number')} min={1} inputMode="numeric" />
        </FormRow>
        <FormRow id="walk-in-quotedMinutes" label="Quoted wait (minutes)" error={errors.quotedMinutes}>
          <input {...field('quotedMinutes', 'number')} min={0} step={5} inputMode="numeric" />
        </FormRow>
      </div>
    </form>
  );
}
