import { Link } from 'react-router';
import { History } from 'lucide-react';
import { guestKey, guestPath } from '../../../../shared/guest-key';

/**
 * The way from a booking to its guest's page (every booking, counts, the staff's notes). None for
 * a booking that no longer names anybody (anonymised after the retention period).
 */
export function GuestHistoryLink({ reservation: r }: { reservation: { name: string; email: string; phone: string } }) {
  const key = guestKey(r.email, r.phone);
  if (!key) return null;
  return (
    <Link
      to={guestPath(key)}
      className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-leaf-dark underline underline-offset-2 hover:text-leaf"
    >
      <History aria-hidden="true" className="size-3.5" />
      Guest history<span className="sr-only"> of {r.name}</span>
    </Link>
  );
}
