import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { validate } from '../middleware/validate';
import { requireAdmin } from '../middleware/auth';
import { loginSchema } from '../../shared/rules/login';
import { AUTH_COOKIE, SESSION_HINT_COOKIE, SESSION_HOURS } from '../../shared/constants';
import { LOGIN_MESSAGES } from '../../shared/messages';
import { checkAdminCredentials } from '../lib/admin-account';
import { signAdminToken } from '../lib/jwt';
import { clearLoginFailures, recordLoginFailure, secondsUntilLoginAllowed } from '../lib/login-throttle';
import { specError } from '../lib/errors';
import { now } from '../lib/clock';

const cookieOptions = {
  path: '/',
  secure: true,
  sameSite: 'Strict',
  maxAge: SESSION_HOURS * 3600,
} as const;

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchema), async (c) => {
    const db = c.get('db');
    const ip = c.req.header('cf-connecting-ip') ?? 'local';
    const nowMs = now().getTime();
    const wait = await secondsUntilLoginAllowed(db, ip, nowMs);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ error: `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.` }, 429);
    }
    const { email, password } = c.req.valid('json');
    if (!(await checkAdminCredentials(db, c.env, email, password))) {
      await recordLoginFailure(db, ip, nowMs);
      return specError(c, 401, LOGIN_MESSAGES.failed);
    }
    await clearLoginFailures(db, ip);
    const token = await signAdminToken(email.toLowerCase(), c.env.JWT_SECRET, now());
    // The token itself is HttpOnly; the hint cookie only tells the page that someone is signed in.
    setCookie(c, AUTH_COOKIE, token, { ...cookieOptions, httpOnly: true });
    setCookie(c, SESSION_HINT_COOKIE, '1', cookieOptions);
    return c.json({ token });
  })
  .post('/logout', (c) => {
    deleteCookie(c, AUTH_COOKIE, { path: '/', secure: true, sameSite: 'Strict', httpOnly: true });
    deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: true, sameSite: 'Strict' });
    return c.json({ message: 'Signed out' });
  })
  .get('/session', requireAdmin, (c) => c.json({ email: c.get('adminEmail') }));
