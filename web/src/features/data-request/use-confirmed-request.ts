import { useCallback, useEffect, useState } from 'react';
import { useMessages } from '../../ui/format/i18n';
import { ApiFailure } from '../../lib/api-failure';
import { getUserData, type UserData } from './api/get-user-data';
import { deleteUserData, type Erased } from './api/delete-user-data';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; noData: boolean }
  | { kind: 'ready'; data: UserData; deleteError: string | null }
  | { kind: 'erased'; erased: Erased };

// The API words every refusal (a bad, used or expired link, a rate limit) in the page's language, which
// the API client asks for; a network failure gets §8's text from the page's catalogue.
const messageOf = (error: unknown, failed: string) => (error instanceof ApiFailure && error.status < 500 && error.serverError) || failed;

/** The emailed link's data, and erasing it when the link is a deletion link. */
export function useConfirmedRequest(token: string | null) {
  // Loading first, even without a token: the build prerenders this state as the page's shell.
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const M = useMessages().api.dataRequest;

  useEffect(() => {
    let live = true;
    const load = token ? getUserData(token) : Promise.reject(new ApiFailure(401, M.invalidLink));
    load.then(
      (data) => live && setState({ kind: 'ready', data, deleteError: null }),
      (error: unknown) => live && setState({
        kind: 'failed',
        message: messageOf(error, M.failed),
        noData: error instanceof ApiFailure && error.status === 404,
      }),
    );
    return () => {
      live = false;
    };
  }, [token, M]);

  const erase = useCallback(async () => {
    if (!token || state.kind !== 'ready') return;
    setBusy(true);
    try {
      setState({ kind: 'erased', erased: await deleteUserData(token) });
    } catch (error) {
      setState({ ...state, deleteError: messageOf(error, M.failed) });
    } finally {
      setBusy(false);
    }
  }, [token, state, M]);

  return { state, busy, erase };
}
