import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInputBase, staffLabel } from '../../ui/controls/form-controls';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useStaffPagedQuery } from '../../ui/data/use-staff-paged-query';
import { useInvalidate } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { LoadMore } from '../../ui/controls/load-more';
import { getEmails, type OutboxEmail } from './api/get-emails';
import { EmailsTable } from './emails-table';
import { EmailDialog } from './email-dialog';

export function Component() {
  usePageMeta('Emails', 'Every email the site has sent or is sending, and how each went.');
  const [draft, setDraft] = useState('');
  const [to, setTo] = useState('');
  const [opened, setOpened] = useState<OutboxEmail | null>(null);
  const list = useStaffPagedQuery(queryKeys.emails.list(to), (cursor) => getEmails(to, cursor));
  const invalidate = useInvalidate();

  function filter(event: FormEvent) {
    event.preventDefault();
    setTo(draft.trim());
  }

  function clear() {
    setDraft('');
    setTo('');
  }

  return (
    <StaffPage
      title="Emails"
      intro="Every email the site writes goes to this outbox first, then out. A failed one can be sent again."
    >
      <StaffSection id="emails-heading" title="Outbox">
        <form role="search" aria-label="Emails" onSubmit={filter} className="mb-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="email-filter" className={staffLabel}>
              Filter by address
            </label>
            <input
              id="email-filter"
              type="search"
              inputMode="email"
              autoComplete="off"
              placeholder="guest@example.com"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              className={`${staffInputBase} block w-full`}
            />
          </div>
          <button type="submit" className={staffButton('primary')}>
            <Search aria-hidden="true" className="size-4" />
            Filter
          </button>
          {to && (
            <button type="button" onClick={clear} className={staffButton('secondary')}>
              <X aria-hidden="true" className="size-4" />
              Show all
            </button>
          )}
        </form>
        {to && (
          <p className="mb-2 text-sm text-muted" aria-live="polite">
            Emails to <span className="break-all font-semibold text-ink">{to}</span>
          </p>
        )}
        <EmailsTable
          rows={list.rows}
          loading={list.loading}
          failed={list.failed}
          filtered={to !== ''}
          onRetry={list.reload}
          onOpen={setOpened}
        />
        <LoadMore noun="emails" list={list} />
      </StaffSection>
      <EmailDialog
        key={opened?.id ?? ''}
        email={opened}
        onClose={() => setOpened(null)}
        onChanged={() => void invalidate(queryKeys.emails.all)}
      />
    </StaffPage>
  );
}
