/** What a back-office screen shows and may need to refetch: a topic, the day when known, ids only. */
export type LiveTopic = 'reservations' | 'waitlist' | 'schedule' | 'room';

/**
 * One change, announced to every connected staff screen. Ids, a date and a topic only: never a
 * guest's name, email or phone (docs/decisions/055), so nothing personal crosses the socket.
 */
export type ChangedMessage = { type: 'changed'; topic: LiveTopic; date?: string; ids?: string[] };

/** Which sockets to close when sessions end: one sign-out, or every session of an account. */
export type CloseSessions = { type: 'close-sessions'; sessionIds?: string[]; staffId?: string };

/** The close code a socket of an ended session gets: the browser then stops reconnecting. */
export const SESSION_ENDED_CODE = 4401;

/** The hub's methods as the Worker calls them through its stub (live-updates-object.ts implements them). */
export interface LiveHub extends Rpc.DurableObjectBranded {
  fetch(request: Request): Promise<Response>;
  broadcast(message: ChangedMessage): number;
  closeSessions(request: Omit<CloseSessions, 'type'>): number;
}

/** What a write handler may tell the announcement about its change: the day and the ids it touched. */
export type AnnounceDetail = { date?: string; ids?: string[]; topic?: LiveTopic };
