import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { validate } from '../middleware/validate';
import { presentedToken, requireAdmin, requireStrongSecrets } from '../middleware/auth';
import { loginSchema } from '../../shared/rules/login';
import { AUTH_COOKIE, SESSION_HOURS } from '../../shared/constants';
import { ROLE_HINT_COOKIE, SESSION_HINT_COOKIE } from '../../shared/session-hint';
import { LOGIN_MESSAGES } from '../../shared/messages';
import { checkStaffCredentials } from '../domain/staff/staff-accounts';
import { endSession, endSessionsOf, startSession } from '../domain/staff/admin-sessions';
import { clientKey } from '../infra/client-address';
import { signAdminToken, verifyAdminToken } from '../domain/staff/jwt';
import { clearLoginFailures, reserveLoginAttempt } from '../domain/staff/login-throttle';
import { specError } from '../contract/errors';
import { now } from '../infra/clock';
import { audit } from '../domain/audit/audit';
import { closeLiveSessions } from '../live/live-hub';

const cookieOptions = {
  path: '/',
  secure: true,
  sameSite: 'Strict',
  maxAge: SESSION_HOURS * 3600,
} as const;

const tryAgainIn = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

function clearCookies(c: Parameters<typeof deleteCookie>[0]) {
  deleteCookie(c, AUTH_COOKIE, { path: '/', secure: true, sameSite: 'Strict', httpOnly: true });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: true, sameSite: 'Strict' });
  deleteCookie(c, ROLE_HINT_COOKIE, { path: '/', secure: true, sameSite: 'Strict' });
}

export const authRoutes = new Hono<AppEnv>()
  .post('/login', requireStrongSecrets, validate('json', loginSchema), async (c) => {
    const db = c.get('db');
    const { email, password } = c.req.valid('json');
    const client = clientKey(c.req.header('cf-connecting-ip'));
    const account = email.toLowerCase();
    const nowMs = now().getTime();
    // The failure is counted before the (slow) hash, so a parallel burst cannot outrun the count.
    const attempt = await reserveLoginAttempt(db, client, account, nowMs);
    if ('retryAfter' in attempt) {
      c.header('Retry-After', String(attempt.retryAfter));
      return c.json({ error: tryAgainIn(attempt.retryAfter) }, 429);
    }
    const user = await checkStaffCredentials(db, c.env, email, password);
    if (!user) return specError(c, 401, LOGIN_MESSAGES.failed);
    await clearLoginFailures(db, client);
    const sessionId = await startSession(db, c.env, user, nowMs);
    const token = await signAdminToken({ email: account, sessionId }, c.env.JWT_SECRET, new Date(nowMs));
    // The token travels only in this HttpOnly cookie, never in the body, where a script could read it
    // (decision 037); the hint cookie only tells the page that someone is signed in.
    setCookie(c, AUTH_COOKIE, token, { ...cookieOptions, httpOnly: true });
    setCookie(c, SESSION_HINT_COOKIE, '1', cookieOptions);
    // The role, for the page to hide owner-only links (decision 022); the server decides on every call.
    setCookie(c, ROLE_HINT_COOKIE, user.role, cookieOptions);
    return c.json({ email: user.email, name: user.name, role: user.role });
  })
  // Ends the caller's session (cookie or Bearer) so the token is refused from now on; the
  // cookies go even when the token is already invalid, so signing out always works.
  .post('/logout', async (c) => {
    const token = presentedToken(c);
    const claims = token && c.env.JWT_SECRET ? await verifyAdminToken(token, c.env.JWT_SECRET) : null;
    if (claims) await endSession(c.get('db'), claims.sessionId);
    // Its live-updates socket closes with it (decision 055); awaited, so no announcement reaches it after.
    if (claims) await closeLiveSessions(c.env, { sessionIds: [claims.sessionId] });
    clearCookies(c);
    return c.json({ message: 'Signed out' });
  })
  // Every session of the caller's own account, on every device.
  .post('/logout-everywhere', requireAdmin, async (c) => {
    const db = c.get('db');
    const { id } = c.get('staff');
    // A security event: the owner can tell a colleague's lost phone was signed out, and when.
    const [result] = await db.batch([
      endSessionsOf(db, id),
      audit(
        db,
        { actorId: id, action: 'staff.signed-out-everywhere', targetType: 'staff', targetId: id },
        now().getTime(),
      ),
    ]);
    const ended = result.meta.changes;
    await closeLiveSessions(c.env, { staffId: id });
    clearCookies(c);
    return c.json({ message: 'Signed out everywhere', sessionsEnded: ended });
  })
  .get('/session', requireAdmin, (c) => {
    const { email, name, role } = c.get('staff');
    // An owner may have changed the role since sign-in: the hint follows the account's role now.
    setCookie(c, ROLE_HINT_COOKIE, role, cookieOptions);
    return c.json({ email, name, role });
  });
