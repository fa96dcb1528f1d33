import { useLocation } from 'react-router';
import { isSignedIn } from '../../lib/session';
import { useHydrated } from '../../ui/use-hydrated';

/**
 * Whether to show the staff navigation. Read on every navigation, so signing in or out shows up
 * without a reload. A prerendered page is the guest's view; staff get their links once it is live.
 */
export function useSignedIn(): boolean {
  useLocation();
  return useHydrated() && isSignedIn();
}
