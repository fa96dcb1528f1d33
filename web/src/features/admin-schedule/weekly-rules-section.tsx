import { useState } from 'react';
import * as v from 'valibot';
import { Plus, Save } from 'lucide-react';
import { WEEKDAY_KEYS, type WeeklyRules } from '../../../../shared/weekly-hours';
import { openingRulesSchema, WEEKDAY_NAMES } from '../../../../shared/rules/opening-rules';
import { OPENING_RULES_MESSAGES } from '../../../../shared/messages';
import { StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { ApiFailure } from '../../lib/api-failure';
import { saveOpeningRules } from './api/opening-rules';
import { blankService, bodyOf, draftOf, type WeekDraft } from './rules-draft';
import { ServiceRow } from './service-row';

type Props = { week: WeeklyRules; onSaved: (message: string) => void; onError: (message: string) => void };

/** The server's `error` when it refused the week (a 400 names the problem), else the generic failure. */
const refusal = (error: unknown) =>
  error instanceof ApiFailure && error.status === 400 && error.serverError
    ? error.serverError
    : OPENING_RULES_MESSAGES.saveFailed;

/**
 * Opening hours as weekly rules (issue 29): each weekday's services; a weekday without one is
 * closed. Checked with the API's own rule before saving; saving never touches a booking.
 */
export function WeeklyRulesSection({ week, onSaved, onError }: Props) {
  const [draft, setDraft] = useState<WeekDraft>(() => draftOf(week));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(openingRulesSchema, { weekly: bodyOf(draft) });
    if (!parsed.success) return setProblem(parsed.issues[0].message);
    setProblem(null);
    setSaving(true);
    try {
      await saveOpeningRules(parsed.output.weekly);
      onSaved(OPENING_RULES_MESSAGES.saved);
    } catch (error) {
      onError(refusal(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <StaffSection id="weekly-hours-heading" title="Weekly opening hours">
      <form noValidate onSubmit={save} className="space-y-3">
        <p className="max-w-3xl text-sm text-muted">
          Each weekday’s services: a slot every 15 or 30 minutes from the start to the last seating. A day with no
          service is closed. Days in the grid follow these hours unless they have an exception.
        </p>
        <ol className="space-y-3">
          {WEEKDAY_KEYS.map((day) => {
            const name = WEEKDAY_NAMES[day];
            const services = draft[day];
            const setDay = (next: WeekDraft[typeof day]) => setDraft({ ...draft, [day]: next });
            return (
              <li key={day} aria-label={name} className="rounded-xl p-2 ring-1 ring-sand">
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-ink">
                    {name}
                    {services.length === 0 && <span className="ml-2 font-normal text-chilli">Closed</span>}
                  </h3>
                  <button
                    type="button"
                    onClick={() => setDay([...services, blankService()])}
                    className={staffButton('secondary')}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    Add service<span className="sr-only"> on {name}</span>
                  </button>
                </div>
                <ul className="space-y-2">
                  {services.map((service, i) => (
                    <ServiceRow
                      key={service.key}
                      label={`${name} service ${i + 1}`}
                      service={service}
                      onChange={(next) => setDay(services.map((s) => (s.key === next.key ? next : s)))}
                      onRemove={() => setDay(services.filter((s) => s.key !== service.key))}
                    />
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
        {problem && (
          <p role="alert" className="text-sm font-medium text-chilli">
            {problem}
          </p>
        )}
        <div className="flex justify-end">
          <button type="submit" disabled={saving} className={staffButton('primary')}>
            <Save aria-hidden="true" className="size-4" />
            {saving ? 'Saving…' : 'Save weekly hours'}
          </button>
        </div>
      </form>
    </StaffSection>
  );
}
