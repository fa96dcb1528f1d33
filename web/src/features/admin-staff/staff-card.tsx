import { Mail, ShieldCheck, UserCheck, UserMinus, UserX } from 'lucide-react';
import { staffButton } from '../../ui/controls/staff-button';
import type { StaffAccount } from './api/get-staff';

export type StaffAction = 'deactivate' | 'reactivate' | 'make-owner' | 'make-staff' | 'resend';

const stateTones = {
  active: 'bg-[#e3efe6] text-leaf-dark ring-leaf/30',
  invited: 'bg-[#fdf3dc] text-[#6b4a00] ring-turmeric/60',
  deactivated: 'bg-[#f1e7e4] text-[#7d1a14] ring-chilli/25',
} as const;
const stateLabels = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' } as const;
const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

type Props = { account: StaffAccount; busy: boolean; onAction: (action: StaffAction) => void };

/** One account: who, which role, where it stands, and what an owner may do with it. */
export function StaffCard({ account, busy, onAction }: Props) {
  // Nobody takes away their own access, nor the secrets' owner's (the secrets would bring it back).
  const locked = account.you || account.fromSecrets;
  const deactivated = account.state === 'deactivated';
  return (
    <li
      aria-label={account.name || account.email}
      className={`flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ${deactivated ? 'ring-sand opacity-90' : 'ring-sand'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-snug break-words text-tamarind-dark">
            {account.name || 'No name'}
            {account.you && <span className="ml-1.5 text-sm font-normal text-muted">(you)</span>}
          </h3>
          <p className="text-sm break-all text-muted">{account.email}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <span
            className={`${badge} ${account.role === 'owner' ? 'bg-tamarind text-cream ring-tamarind' : 'bg-sand text-ink ring-sand'}`}
          >
            {account.role === 'owner' ? 'Owner' : 'Staff'}
          </span>
          <span className={`${badge} ${stateTones[account.state]}`}>{stateLabels[account.state]}</span>
        </div>
      </div>
      {account.fromSecrets && (
        <p className="text-xs text-muted">Signs in with the ADMIN_EMAIL and ADMIN_PASSWORD secrets.</p>
      )}
      <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
        {account.state === 'invited' && (
          <button type="button" disabled={busy} onClick={() => onAction('resend')} className={staffButton('secondary')}>
            <Mail aria-hidden="true" className="size-4" />
            Resend invite
          </button>
        )}
        {!locked && !deactivated && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAction(account.role === 'owner' ? 'make-staff' : 'make-owner')}
            className={staffButton('secondary')}
          >
            {account.role === 'owner' ? (
              <UserMinus aria-hidden="true" className="size-4" />
            ) : (
              <ShieldCheck aria-hidden="true" className="size-4" />
            )}
            {account.role === 'owner' ? 'Make staff' : 'Make owner'}
          </button>
        )}
        {!locked &&
          (deactivated ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onAction('reactivate')}
              className={staffButton('primary')}
            >
              <UserCheck aria-hidden="true" className="size-4" />
              Reactivate
            </button>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => onAction('deactivate')}
              className={staffButton('danger-outline')}
            >
              <UserX aria-hidden="true" className="size-4" />
              Deactivate
            </button>
          ))}
      </div>
    </li>
  );
}
