import type { Env } from '../env';
import type { ChangedMessage, CloseSessions } from './live-messages';

/** One hub per restaurant: this deployment serves one, so one fixed name. */
const HUB_NAME = 'restaurant';

export const liveHub = (env: Env) => env.LIVE?.get(env.LIVE.idFromName(HUB_NAME));

/**
 * Best effort by design: a failed announcement never fails the change it reports, and screens
 * still refetch on focus and on reconnect. Logged so a broken hub shows in the logs.
 */
function logged(job: string, work: Promise<unknown> | undefined): Promise<void> {
  return Promise.resolve(work).then(
    () => undefined,
    (error: unknown) => console.log(JSON.stringify({ level: 'error', job, error: String(error) })),
  );
}

export const announceChange = (env: Env, message: ChangedMessage) =>
  logged('live-announce', liveHub(env)?.broadcast(message));

export const closeLiveSessions = (env: Env, request: Omit<CloseSessions, 'type'>) =>
  logged('live-close', liveHub(env)?.closeSessions(request));
