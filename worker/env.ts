import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { StaffIdentity } from './domain/staff/admin-sessions';
import type { D1Meter } from './infra/d1-meter';
import type { D1SessionKind } from './middleware/d1-session';
import type { AnnounceDetail, LiveHub } from './live/live-messages';

export interface Env {
  DB: D1Database;
  ASSETS?: Fetcher;
  /** Cloudflare Email Service (send_email in wrangler.jsonc); miniflare simulates it locally. */
  EMAIL: SendEmail;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  JWT_SECRET: string;
  /**
   * Optional: the secret the audit log's guest digests are keyed with (domain/guests/guest-digest.ts). Unset,
   * a key derived from JWT_SECRET is used; set, JWT_SECRET can be rotated without losing track of them.
   */
  AUDIT_PEPPER?: string;
  ENVIRONMENT?: string;
  /**
   * The site's address, the origin of every emailed link (infra/site-origin.ts), never the request's
   * Host: `npm start` sets http://localhost:<port>; unset, shared/restaurant.ts's url is used.
   */
  SITE_URL?: string;
  /** Workers Rate Limiting bindings (`ratelimits` in wrangler.jsonc), per client. */
  BOOKING_LIMITER: RateLimit;
  LOGIN_LIMITER: RateLimit;
  DATA_REQUEST_LIMITER: RateLimit;
  MANAGE_LIMITER: RateLimit;
  /** The staff screens' hub (live/live-updates-object.ts, decision 055); optional so a bare env still runs. */
  LIVE?: DurableObjectNamespace<LiveHub>;
}

/** Query-builder drizzle over D1 (no relational `db.query`; see db/client.ts). */
export type Database = DrizzleD1Database;

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    db: Database;
    staff: StaffIdentity;
    sessionId: string;
    /** What the request asked of D1 so far, and which copy it reads (middleware/d1-session.ts, decision 025). */
    d1Meter: D1Meter;
    d1Session: D1SessionKind;
    /** Set by a write handler to name the day and ids it changed (middleware/announce-changes.ts). */
    announce: AnnounceDetail;
  };
};
