import { bodyLimit } from 'hono/body-limit';

const MAX_BODY_BYTES = 64 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: 'Request body is too large (limit 64 KB)' }, 413),
});
