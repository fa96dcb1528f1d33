import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { scheduleUpdateSchema } from '../../../../shared/rules/schedule';
import { fieldErrors, type FieldErrors } from '../../../../shared/rules/field-errors';
import { SCHEDULE_MESSAGES } from '../../../../shared/messages';
import { getDefaultSlots } from './api/get-default-slots';
import { updateScheduleDay } from './api/update-schedule-day';
import { getBookingsCount } from './api/get-bookings-count';
import type { TimeSlot } from './api/get-schedule';
import type { SlotDraft } from './slot-list-editor';
import type { GridDay } from './use-schedule-window';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';

/** React keys for slot rows: unique for the page's life, so added and removed rows never collide. */
let nextKey = 0;
const toDrafts = (slots: readonly TimeSlot[]): SlotDraft[] =>
  slots.map((s) => ({
    key: nextKey++,
    time: s.time,
    maxReservations: String(s.maxReservations),
    available: s.available,
  }));

export type SavedDay = { date: string; isOpen: boolean; reservationsCancelled: number };

/** A close waiting for staff to confirm: how many bookings it cancels (null: they could not be counted). */
export type PendingClose = { bookings: number | null };

/**
 * The editor's state for one day. A day with no exception starts from the slots its weekly rules
 * give it (GET /api/schedule/default?date=); capacities stay text while typed so "" and "7x" reach the shared rule as errors.
 */
export function useDayEditor(day: GridDay, onSaved: (saved: SavedDay) => void) {
  // Without an exception the day starts as its weekly rules make it: closed when they give it no slot.
  const [isOpen, setIsOpen] = useState(day.record?.isOpen ?? day.rule.length > 0);
  const [note, setNote] = useState(day.record?.specialNote ?? '');
  const [edited, setEdited] = useState<SlotDraft[] | null>(() => (day.record ? toDrafts(day.record.timeSlots) : null));
  // A day with no exception starts from its rules' slots; should they not load, from none, and says so.
  const defaults = useStaffQuery(
    queryKeys.schedule.defaultSlots(day.date),
    () => getDefaultSlots(day.date),
    !day.record,
  );
  const defaultDrafts = useMemo(() => defaults.data && toDrafts(defaults.data), [defaults.data]);
  const defaultsFailed = !edited && !defaultDrafts && defaults.status === 'error';
  const slots = edited ?? defaultDrafts ?? (defaultsFailed ? [] : null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [loadFailureDismissed, setLoadFailureDismissed] = useState(false);
  const failure = saveFailure ?? (defaultsFailed && !loadFailureDismissed ? SCHEDULE_MESSAGES.loadFailed : null);
  const setFailure = (message: string | null) => {
    setSaveFailure(message);
    if (message === null) setLoadFailureDismissed(true);
  };
  const [saving, setSaving] = useState(false);
  const [checking, setChecking] = useState(false);
  const [pendingClose, setPendingClose] = useState<PendingClose | null>(null);

  const body = () => ({
    date: day.date,
    isOpen,
    specialNote: note,
    timeSlots: (slots ?? [])
      .map(({ time, maxReservations, available }) => ({
        time,
        maxReservations: maxReservations.trim() === '' ? NaN : Number(maxReservations),
        available,
      }))
      .sort((a, b) => a.time.localeCompare(b.time)),
  });

  /** Checks the form; returns false (and shows why) when the shared rules refuse it. */
  function validate(): boolean {
    // Errors are keyed by the unsorted index so they land on the row staff typed in.
    const unsorted = {
      ...body(),
      timeSlots: (slots ?? []).map((s) => ({
        ...s,
        maxReservations: s.maxReservations.trim() === '' ? NaN : Number(s.maxReservations),
      })),
    };
    const parsed = v.safeParse(scheduleUpdateSchema, unsorted);
    setErrors(parsed.success ? {} : fieldErrors(parsed.issues));
    return parsed.success;
  }

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      const { reservationsCancelled } = await updateScheduleDay(v.parse(scheduleUpdateSchema, body()));
      onSaved({ date: day.date, isOpen, reservationsCancelled });
    } catch {
      setFailure(SCHEDULE_MESSAGES.updateFailed);
      setSaving(false);
    }
  }

  /**
   * Saving a closed day cancels the bookings that still hold a place on it, so staff first see how
   * many. With none, it saves at once; when the count fails, the confirmation still comes, without it.
   */
  async function submit() {
    if (!validate()) return;
    if (isOpen) return save();
    setChecking(true);
    const bookings = await getBookingsCount(day.date).catch(() => null);
    setChecking(false);
    if (bookings === 0) return save();
    setPendingClose({ bookings });
  }

  return {
    isOpen,
    setIsOpen,
    note,
    setNote,
    errors,
    failure,
    saving,
    checking,
    slots,
    pendingClose,
    setSlots: (next: SlotDraft[]) => {
      setEdited(next);
      setErrors({});
    },
    newKey: () => nextKey++,
    dismissFailure: () => setFailure(null),
    fail: setFailure,
    submit,
    keepOpen: () => setPendingClose(null),
    confirmClose: async () => {
      await save();
      setPendingClose(null);
    },
  };
}
