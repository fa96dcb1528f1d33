import { useCallback, useEffect, useState } from 'react';
import { ApiFailure } from '../../lib/api-failure';
import { getManagedBooking, type ManagedBooking } from './api/get-managed-booking';
import { cancelManagedBooking } from './api/cancel-managed-booking';
import { useMessages } from '../../ui/format/i18n';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; booking: ManagedBooking; canCancel: boolean; cancelled: boolean; cancelError: string | null };

// The API's own words, in the page's language (the API client asks for it); a network failure gets
// the page's catalogue's.
const messageOf = (error: unknown, network: string) => (error instanceof ApiFailure && error.serverError) || network;

/** The manage link's booking, and cancelling it; the API's own words for every refusal. */
export function useManagedBooking(id: string, token: string | null) {
  // Loading first, even without a token: the build prerenders this state as the page's shell.
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const m = useMessages();
  const { network } = m.manageBooking;
  const { invalidLink } = m.api.manageBooking;

  useEffect(() => {
    let live = true;
    const load = token ? getManagedBooking(token, id) : Promise.reject(new ApiFailure(401, invalidLink));
    load.then(
      // The server has the last word at the cutoff; the page offers Cancel only until then.
      (booking) => live && setState({
        kind: 'ready', booking, cancelled: false, cancelError: null,
        canCancel: booking.status !== 'cancelled' && Date.now() < new Date(booking.cancelUntil).getTime(),
      }),
      (error: unknown) => live && setState({ kind: 'failed', message: messageOf(error, network) }),
    );
    return () => {
      live = false;
    };
  }, [id, token, invalidLink, network]);

  const cancel = useCallback(async () => {
    if (!token || state.kind !== 'ready') return;
    setBusy(true);
    try {
      const { message: _, ...booking } = await cancelManagedBooking(token, id);
      setState({ kind: 'ready', booking, canCancel: false, cancelled: true, cancelError: null });
    } catch (error) {
      setState({ ...state, cancelError: messageOf(error, network) });
    } finally {
      setBusy(false);
    }
  }, [id, token, state, network]);

  return { state, busy, cancel };
}
