import { useCallback, useEffect, useState } from 'react';
import { messagesFor } from '../../../../shared/i18n/catalogues';
import { ApiFailure } from '../../lib/api-failure';
import { getUserData, type UserData } from './api/get-user-data';
import { deleteUserData, type Erased } from './api/delete-user-data';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; noData: boolean }
  | { kind: 'ready'; data: UserData; deleteError: string | null }
  | { kind: 'erased'; erased: Erased };

// The API words every refusal (a bad, used or expired link, a rate limit) in the page's language, which
// the API client asks for; a network failure gets §8's text. (The browser holds only the page's catalogue.)
const M = () => messagesFor('en').api.dataRequest;
const messageOf = (error: unknown) => (error instanceof ApiFailure && error.status < 500 && error.serverError) || M().failed;
const failed = (error: unknown): State => ({
  kind: 'failed',
  message: messageOf(error),
  noData: error instanceof ApiFailure && error.status === 404,
});

/** The emailed link's data, and erasing it when the link is a deletion link. */
export function useConfirmedRequest(token: string | null) {
  // Loading first, even without a token: the build prerenders this state as the page's shell.
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const load = token ? getUserData(token) : Promise.reject(new ApiFailure(401, M().invalidLink));
    load.then(
      (data) => live && setState({ kind: 'ready', data, deleteError: null }),
      (error: unknown) => live && setState(failed(error)),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const erase = useCallback(async () => {
    if (!token || state.kind !== 'ready') return;
    setBusy(true);
    try {
      setState({ kind: 'erased', erased: await deleteUserData(token) });
    } catch (error) {
      setState({ ...state, deleteError: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }, [token, state]);

  return { state, busy, erase };
}
