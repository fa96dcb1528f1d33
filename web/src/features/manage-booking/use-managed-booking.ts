import { useCallback, useEffect, useState } from 'react';
import { ApiFailure } from '../../lib/api-failure';
import { getManagedBooking, type ManagedBooking } from './api/get-managed-booking';
import { cancelManagedBooking } from './api/cancel-managed-booking';
import { messagesFor } from '../../../../shared/i18n/catalogues';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; booking: ManagedBooking; canCancel: boolean; cancelled: boolean; cancelError: string | null };

// The page's catalogue (the only one a browser holds); the API answers in the page's language too.
const messages = () => messagesFor('en');
const messageOf = (error: unknown) => (error instanceof ApiFailure && error.serverError) || messages().manageBooking.network;

/** The manage link's booking, and cancelling it; the API's own words for every refusal. */
export function useManagedBooking(id: string, token: string | null) {
  // Loading first, even without a token: the build prerenders this state as the page's shell.
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const load = token ? getManagedBooking(token, id) : Promise.reject(new ApiFailure(401, messages().api.manageBooking.invalidLink));
    load.then(
      // The server has the last word at the cutoff; the page offers Cancel only until then.
      (booking) => live && setState({
        kind: 'ready', booking, cancelled: false, cancelError: null,
        canCancel: booking.status !== 'cancelled' && Date.now() < new Date(booking.cancelUntil).getTime(),
      }),
      (error: unknown) => live && setState({ kind: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [id, token]);

  const cancel = useCallback(async () => {
    if (!token || state.kind !== 'ready') return;
    setBusy(true);
    try {
      const { message: _, ...booking } = await cancelManagedBooking(token, id);
      setState({ kind: 'ready', booking, canCancel: false, cancelled: true, cancelError: null });
    } catch (error) {
      setState({ ...state, cancelError: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }, [id, token, state]);

  return { state, busy, cancel };
}
