import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { GENERIC_MESSAGES } from '../../shared/messages';

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HTTPException && err.status < 500) {
    // Hono raises these for malformed JSON and similar client mistakes.
    const text = err.message || 'Bad request';
    return c.json({ error: text }, err.status);
  }
  const requestId = c.get('requestId') ?? 'unknown';
  console.error(JSON.stringify({ level: 'error', requestId, path: c.req.path, error: String(err), stack: err.stack }));
  return c.json({ error: GENERIC_MESSAGES.internal, requestId }, 500);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404);
