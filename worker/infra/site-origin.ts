import { RESTAURANT } from '../../shared/restaurant';
import type { Env } from '../env';

/**
 * Where every emailed link points: SITE_URL (`npm start` sets the local server), or, when it is
 * unset or not an http(s) address, shared/restaurant.ts's url. Never the request's Host or URL:
 * with `Host: evil.example` a reset link would send its token to whoever owns that host (issue 26).
 */
export function siteOrigin(env: Pick<Env, 'SITE_URL'>): string {
  if (!env.SITE_URL || !URL.canParse(env.SITE_URL)) return RESTAURANT.url;
  const url = new URL(env.SITE_URL);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : RESTAURANT.url;
}
