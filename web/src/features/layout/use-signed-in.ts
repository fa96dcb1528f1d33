import { useLocation } from 'react-router';
import { isOwner, isSignedIn } from '../../lib/session';
import { useHydrated } from '../../ui/islands/use-hydrated';

/**
 * Whether to show the staff navigation. Read on every navigation, so signing in or out shows up
 * without a reload. A prerendered page is the guest's view; staff get their links once it is live.
 */
export function useSignedIn(): boolean {
  useLocation();
  return useHydrated() && isSignedIn();
}

/** Whether the signed-in account is an owner (the staffRole hint): owner-only links show to owners alone. */
export function useIsOwner(): boolean {
  useLocation();
  return useHydrated() && isOwner();
}
