import { useState } from 'react';
import { Check } from 'lucide-react';
import { GUEST_TAG_LABELS, GUEST_TAGS, type GuestTag } from '../../../../shared/rules/guests';
import { GUEST_TAG_TONES } from '../../ui/controls/guest-tag-chips';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { ApiFailure } from '../../lib/api-failure';
import { useInvalidate } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { saveGuestTags } from './api/save-guest-tags';

type Props = { guestKey: string; initial: readonly GuestTag[] };

/**
 * The guest's tags as toggle buttons: a tap saves at once (the whole set, so two staff tapping
 * different tags each send what they see). The Service view and the search show them too.
 */
export function TagsEditor({ guestKey, initial }: Props) {
  const [tags, setTags] = useState<readonly GuestTag[]>(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const invalidate = useInvalidate();

  async function toggle(tag: GuestTag) {
    const next = tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
    setBusy(true);
    setFailure(null);
    try {
      const answer = await saveGuestTags(guestKey, next);
      setTags(answer.tags);
      setStatus(`${answer.message}.`);
      void invalidate(queryKeys.guests.searches, queryKeys.audit, queryKeys.reservations.all);
    } catch (error) {
      setFailure(
        (error instanceof ApiFailure && error.serverError) || 'The tags could not be saved. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
      <div role="group" aria-label="Tags" className="flex flex-wrap gap-2">
        {GUEST_TAGS.map((tag) => {
          const on = tags.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={on}
              disabled={busy}
              onClick={() => void toggle(tag)}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors disabled:opacity-70 ${
                on ? GUEST_TAG_TONES[tag] : 'bg-white text-ink ring-[#c9b393] hover:bg-cream'
              }`}
            >
              {on && <Check aria-hidden="true" className="size-4" />}
              {GUEST_TAG_LABELS[tag]}
            </button>
          );
        })}
      </div>
      <p role="status" className="text-xs text-muted">
        {status || 'Tap a tag to add or remove it. Staff only.'}
      </p>
    </div>
  );
}
