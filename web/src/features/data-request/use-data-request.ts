import { useState } from 'react';
import { DATA_REQUEST_MESSAGES, RATE_LIMIT_MESSAGES } from '../../../../shared/messages';
import { getUserData, type UserData } from './api/get-user-data';
import { deleteUserData } from './api/delete-user-data';

export type RequestResult =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'access'; data: UserData }
  | { kind: 'deleted'; reservations: number; orders: number }
  | { kind: 'error'; message: string };

const known: readonly string[] = [DATA_REQUEST_MESSAGES.notFound, DATA_REQUEST_MESSAGES.failed, RATE_LIMIT_MESSAGES.dataRequest];
// Network failures surface as the §8 generic message, never as a browser's raw error text.
const messageOf = (error: unknown) =>
  error instanceof Error && known.includes(error.message) ? error.message : DATA_REQUEST_MESSAGES.failed;

export function useDataRequest() {
  const [result, setResult] = useState<RequestResult>({ kind: 'idle' });

  const access = async (email: string) => {
    setResult({ kind: 'pending' });
    try {
      setResult({ kind: 'access', data: await getUserData(email) });
    } catch (error) {
      setResult({ kind: 'error', message: messageOf(error) });
    }
  };

  const remove = async (email: string) => {
    setResult({ kind: 'pending' });
    try {
      const deleted = await deleteUserData(email);
      setResult({ kind: 'deleted', reservations: deleted.reservationsDeleted, orders: deleted.ordersDeleted });
    } catch (error) {
      setResult({ kind: 'error', message: messageOf(error) });
    }
  };

  return { result, access, remove, clear: () => setResult({ kind: 'idle' }) };
}
