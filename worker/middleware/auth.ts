import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { verifyAdminToken } from '../domain/staff/jwt';
import { liveStaff } from '../domain/staff/admin-sessions';
import type { StaffRole } from '../../shared/constants';
import { weakSecretsError } from '../infra/production-secrets';
import { now } from '../infra/clock';
import { AUTH_COOKIE } from '../../shared/constants';
import { GENERIC_MESSAGES } from '../../shared/messages';
import { readYourWrites, useD1Session } from './d1-session';

/** The token the caller presents: the Bearer header first, else the HttpOnly authToken cookie. */
export function presentedToken(c: Context<AppEnv>): string | undefined {
  const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer ?? getCookie(c, AUTH_COOKIE);
}

/** A 503 naming the secret to set while the secrets are missing or the examples (decision 011). */
function weakSecretsAnswer(c: Context<AppEnv>) {
  const weak = weakSecretsError(c.env);
  return weak ? c.json({ error: weak }, 503) : null;
}

/** Sign-in: nobody signs in under weak secrets. */
export const requireStrongSecrets = createMiddleware<AppEnv>(async (c, next) => weakSecretsAnswer(c) ?? next());

/**
 * Every admin call: a strictly valid HS256 token whose session is still live in D1, of an active
 * account. With weak or missing secrets no admin call runs at all (503 naming the secret, decision 011).
 * Sets `staff`, the caller, for the roles below and for the audit log.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const refused = weakSecretsAnswer(c);
  if (refused) return refused;
  const token = presentedToken(c);
  const claims = token ? await verifyAdminToken(token, c.env.JWT_SECRET) : null;
  // Read on the primary whatever the route reads later, so a sign-out or a deactivation stops the
  // very next call (decision 025).
  if (claims) useD1Session(c, 'primary', 'first-primary');
  const staff = claims ? await liveStaff(c.get('db'), c.env, claims, now().getTime()) : null;
  if (!claims || !staff) return c.json({ error: GENERIC_MESSAGES.unauthorized }, 401);
  c.set('staff', staff);
  c.set('sessionId', claims.sessionId);
  // The route itself reads from the browser's bookmark, or the primary for a change.
  await readYourWrites(c, next);
});

/** After requireAdmin: only these roles pass; others get 403 (signed in, but not allowed). */
const requireRole = (...roles: StaffRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('staff').role)) return c.json({ error: 'Only an owner can do this' }, 403);
    await next();
  });

/** Owners manage staff, the menu, banners and schedules (issue 14). */
export const requireOwner = [requireAdmin, requireRole('owner')] as const;
