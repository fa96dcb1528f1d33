import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { SESSION_ENDED_CODE, type ChangedMessage, type CloseSessions, type LiveHub } from './live-messages';

/** Who a socket belongs to, kept with the socket through hibernation. */
type SocketOwner = { sessionId: string; staffId: string };

const sessionTag = (id: string) => `session:${id}`;
const staffTag = (id: string) => `staff:${id}`;

/**
 * The restaurant's one hub of staff screens (docs/decisions/055). Sockets are accepted through the
 * Hibernation API, so between announcements the object is evicted from memory while the sockets stay
 * open, and no duration is billed. Pings are answered by the runtime's auto-response, without waking it.
 */
export class LiveUpdates extends DurableObject<Env> implements LiveHub {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** The upgrade, forwarded by GET /api/live once the session was checked there. */
  override async fetch(request: Request): Promise<Response> {
    const sessionId = request.headers.get('x-live-session') ?? '';
    const staffId = request.headers.get('x-live-staff') ?? '';
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket' || !sessionId || !staffId)
      return new Response('Expected a staff WebSocket upgrade', { status: 426 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [sessionTag(sessionId), staffTag(staffId)]);
    server.serializeAttachment({ sessionId, staffId } satisfies SocketOwner);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends one change to every open screen; a socket already closing is skipped. */
  broadcast(message: ChangedMessage): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
        sent += 1;
      } catch {
        // Closed between the listing and the send: its screen reconnects and refetches anyway.
      }
    }
    return sent;
  }

  /** A sign-out, a deactivation or a role change: that session's (or account's) screens stop at once. */
  closeSessions(request: Omit<CloseSessions, 'type'>): number {
    const tags = [
      ...(request.sessionIds ?? []).map(sessionTag),
      ...(request.staffId ? [staffTag(request.staffId)] : []),
    ];
    let closed = 0;
    for (const tag of tags) {
      for (const socket of this.ctx.getWebSockets(tag)) {
        socket.close(SESSION_ENDED_CODE, 'Session ended');
        closed += 1;
      }
    }
    return closed;
  }

  /** A client's own ping when the auto-response did not match (a different text): answer it anyway. */
  override webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    if (message === 'ping' || (typeof message === 'string' && message.includes('"ping"'))) socket.send('pong');
  }

  override webSocketClose(socket: WebSocket, code: number) {
    // Completes the closing handshake the browser began; 1005/1006 may not be sent back.
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, 'Closed');
    } catch {
      // already closed
    }
  }
}
