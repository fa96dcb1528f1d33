import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { Alert } from '../../ui/controls/alert';
import { Skeleton } from '../../ui/controls/skeleton';
import { staffButton } from '../../ui/controls/staff-button';
import { useInvalidate, useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { getStaff, type StaffAccount } from './api/get-staff';
import { resendInvite } from './api/resend-invite';
import { updateStaff } from './api/update-staff';
import { StaffCard, type StaffAction } from './staff-card';
import { InviteDialog } from './invite-dialog';
import { StaffConfirm } from './staff-confirm';

type Pending = { action: Exclude<StaffAction, 'resend'>; account: StaffAccount };

/** /admin/staff (owners): the accounts, invites, roles, deactivation (decision 022). */
export function Component() {
  usePageMeta('Staff', 'The back-office accounts: invite, change roles, deactivate.');
  const staff = useStaffQuery(queryKeys.staff, getStaff);
  const invalidate = useInvalidate();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(id: string, call: () => Promise<{ message: string }>, done: string | null = null) {
    setBusyId(id);
    try {
      const { message } = await call();
      setError(null);
      setNotice(done ?? `${message}.`);
      void invalidate(queryKeys.staff);
    } catch (failure) {
      setNotice(null);
      setError(failure instanceof Error ? failure.message : 'The change could not be saved.');
    } finally {
      setBusyId(null);
      setPending(null);
    }
  }

  function act(account: StaffAccount, action: StaffAction) {
    if (action === 'resend') void run(account._id, () => resendInvite(account._id));
    else setPending({ action, account });
  }

  function confirm({ action, account }: Pending) {
    const name = account.name || account.email;
    const change = {
      deactivate: { active: false },
      reactivate: { active: true },
      'make-owner': { role: 'owner' },
      'make-staff': { role: 'staff' },
    } as const;
    const done = {
      deactivate: `${name} is deactivated and signed out.`,
      reactivate: `${name} can sign in again.`,
      'make-owner': `${name} is now an owner.`,
      'make-staff': `${name} is now staff.`,
    };
    void run(account._id, () => updateStaff(account._id, change[action]), done[action]);
  }

  const accounts = staff.data ?? [];
  return (
    <StaffPage
      title="Staff"
      intro="Owners manage staff, the menu, banners and schedules; staff run the service, reservations and orders."
      actions={
        <button type="button" onClick={() => setInviting(true)} className={staffButton('primary')}>
          <UserPlus aria-hidden="true" className="size-4" />
          Invite staff
        </button>
      }
    >
      <ErrorBanner message={error} onDismiss={() => setError(null)} />
      {notice && <Alert tone="success">{notice}</Alert>}
      <StaffSection id="staff-list-heading" title={`Accounts${staff.data ? ` (${accounts.length})` : ''}`}>
        {staff.status === 'error' && !staff.data ? (
          <p role="alert" className="text-sm text-chilli">
            The accounts could not be loaded.{' '}
            <button type="button" onClick={staff.reload} className="font-semibold underline">
              Try again
            </button>
          </p>
        ) : accounts.length === 0 ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading accounts"
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-32 w-full rounded-xl" />
            ))}
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {accounts.map((account) => (
              <StaffCard
                key={account._id}
                account={account}
                busy={busyId === account._id}
                onAction={(action) => act(account, action)}
              />
            ))}
          </ul>
        )}
      </StaffSection>
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(message) => {
          setInviting(false);
          setError(null);
          setNotice(`${message}.`);
          void invalidate(queryKeys.staff);
        }}
      />
      <StaffConfirm
        pending={pending}
        busy={pending !== null && busyId === pending.account._id}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </StaffPage>
  );
}
