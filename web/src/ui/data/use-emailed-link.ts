import { useState } from 'react';
import { ApiFailure } from '../../lib/api-failure';
import { useGuestData } from './use-guest-data';

type Link<T, R> = {
  /** The link's token, or null when the address has none. */
  token: string | null;
  /** What else names the link's object (a booking's id): a change loads again. */
  key?: string;
  load: (token: string) => Promise<T>;
  act: (token: string) => Promise<R>;
  /** The catalogue's words for a link without a token, shown as the API's 401 would be. */
  invalidLink: string;
};

/**
 * A guest's page opened from an emailed link (manage a booking, confirm a data request): what the
 * link opens, and the one thing the guest can do with it (cancel, erase). `done` holds the action's
 * answer; a refusal stays in `actionError` until the action succeeds.
 */
export function useEmailedLink<T, R>({ token, key = '', load, act, invalidLink }: Link<T, R>) {
  // Loading first, even without a token: the build prerenders this state as the page's shell.
  const state = useGuestData(
    () => (token ? load(token) : Promise.reject(new ApiFailure(401, invalidLink))),
    undefined,
    `${key}\n${token}`,
  );
  const [done, setDone] = useState<R | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function run() {
    if (!token || state.status !== 'success') return;
    setBusy(true);
    try {
      setDone(await act(token));
      setActionError(null);
    } catch (error) {
      setActionError(error);
    } finally {
      setBusy(false);
    }
  }

  return { state, done, actionError, busy, run };
}
