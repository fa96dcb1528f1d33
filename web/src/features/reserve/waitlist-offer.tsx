import { useState } from 'react';
import { Hourglass, LoaderCircle } from 'lucide-react';
import { buttonClasses } from '../../ui/controls/button';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { ApiFailure } from '../../lib/api-failure';
import { joinWaitlist } from './api/join-waitlist';

type Props = {
  date: string;
  /** The full time the guest wanted. */
  time: string;
  guests: number;
  stayMinutes: number;
  /** Checks name, email and phone as a booking would, showing their messages; their values when all pass. */
  contact: () => { name: string; email: string; phone: string } | null;
  joined: (message: string) => void;
};

const plusMinutes = (time: string, minutes: number) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const end = Math.min(h * 60 + m + minutes, 24 * 60 - 1);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/**
 * Issue 31: a time the room has no table for can still be waited for. The guest's details go to the
 * waitlist for the time wanted until the end of the party's stay; its own chunk, loaded only when a
 * guest taps a full time, so the booking page's first load stays in its budget.
 */
export default function WaitlistOffer({ date, time, guests, stayMinutes, contact, joined }: Props) {
  const { reserve } = useMessages();
  const t = reserve.waitlist;
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const to = plusMinutes(time, stayMinutes);

  const join = async () => {
    setError('');
    const who = contact();
    if (!who) return;
    setBusy(true);
    try {
      const answer = await joinWaitlist({ ...who, date, from: time, to, guests, language: locale });
      joined(answer.message);
    } catch (failure) {
      setError((failure instanceof ApiFailure && failure.serverError) || t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3 border-t border-turmeric/40 pt-3">
      <p>{t.offer}</p>
      <button
        type="button"
        onClick={() => void join()}
        disabled={busy}
        className={buttonClasses('outline', 'md', 'mt-2 w-full !whitespace-normal text-center sm:w-auto')}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
        ) : (
          <Hourglass aria-hidden="true" className="size-4 shrink-0" />
        )}
        {busy ? t.joining : t.join(time, to)}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </div>
  );
}
