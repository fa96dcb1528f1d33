import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { keysToRefetch, parseLiveChange } from './live-invalidation';

/** The server closes a signed-out session's socket with this code (worker/live/live-messages.ts). */
const SESSION_ENDED_CODE = 4401;
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;
/** A ping this often, answered by the server without waking it, so a dead line is noticed. */
const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;

/** 1 s, 2 s, 4 s … up to 30 s, each with up to a third added at random so screens don't return in step. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.min(LONGEST_DELAY_MS, Math.round(base * (1 + random() / 3)));
}

const liveUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;

/**
 * Keeps the back office current (docs/decisions/055): one WebSocket to /api/live; each change it
 * announces refetches the views that show it. A dropped line reconnects with backoff, and on return
 * every shown view refetches, since announcements made meanwhile were missed. Returns whether the
 * line is down (after it was up or failed once), for the shell's "Offline: reconnecting".
 * `onSessionEnded` runs when the server closed the socket because the session ended.
 */
export function useLiveUpdates(onSessionEnded: () => Promise<void>): { offline: boolean } {
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let attempt = 0;
    let everOpened = false;
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let pongTimer: ReturnType<typeof setTimeout> | undefined;

    const retryLater = () => {
      if (stopped) return;
      setOffline(true);
      retryTimer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };

    function connect() {
      if (stopped) return;
      const current = new WebSocket(liveUrl());
      socket = current;
      current.addEventListener('open', () => {
        if (everOpened || attempt > 0) void queryClient.invalidateQueries();
        everOpened = true;
        attempt = 0;
        setOffline(false);
        pingTimer = setInterval(() => {
          current.send('ping');
          pongTimer ??= setTimeout(() => current.close(4000, 'No pong'), PONG_WITHIN_MS);
        }, PING_EVERY_MS);
      });
      current.addEventListener('message', (event) => {
        if (event.data === 'pong') {
          clearTimeout(pongTimer);
          pongTimer = undefined;
          return;
        }
        const change = parseLiveChange(event.data);
        if (!change) return;
        for (const queryKey of keysToRefetch(change)) void queryClient.invalidateQueries({ queryKey });
      });
      current.addEventListener('close', (event) => {
        clearInterval(pingTimer);
        clearTimeout(pongTimer);
        pongTimer = undefined;
        if (socket !== current) return;
        socket = null;
        // A signed-out session goes to the sign-in (the API client's 401); a role change comes back.
        if (event.code === SESSION_ENDED_CODE) void onSessionEnded().catch(() => undefined);
        retryLater();
      });
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      clearTimeout(pongTimer);
      socket?.close(1000, 'Left the back office');
    };
  }, [queryClient, onSessionEnded]);

  return { offline };
}
