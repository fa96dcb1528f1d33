import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { verifyAdminToken } from '../lib/jwt';
import { AUTH_COOKIE } from '../../shared/constants';
import { GENERIC_MESSAGES } from '../../shared/messages';

/** Every admin call: a valid HS256 token from the Bearer header or the authToken cookie. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('Authorization');
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = bearer ?? getCookie(c, AUTH_COOKIE);
  const email = token ? await verifyAdminToken(token, c.env.JWT_SECRET) : null;
  if (!email) return c.json({ error: GENERIC_MESSAGES.unauthorized }, 401);
  c.set('adminEmail', email);
  await next();
});
