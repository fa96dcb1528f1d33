import { createMiddleware } from 'hono/factory';
import type { AppEnv, Env } from '../env';
import { clientKey } from '../infra/client-address';
import { specError } from '../contract/errors';
import { RATE_LIMIT_PERIOD_SECONDS } from '../../shared/constants';
import type { Messages } from '../../shared/i18n/catalogues';
import { guestMessages } from '../infra/request-locale';

type LimiterName = { [K in keyof Env]-?: Env[K] extends RateLimit ? K : never }[keyof Env];

/**
 * Counts the request against the client's budget in a Workers Rate Limiting binding, keyed on the
 * client as Cloudflare reports it (an IPv6 client by its /64), and answers 429 once it is spent.
 * Counted before the body is read or checked, so a flood of invalid requests is limited too.
 */
export function rateLimit(limiter: LimiterName, message: keyof Messages['api']['rateLimit']) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { success } = await c.env[limiter].limit({ key: clientKey(c.req.header('cf-connecting-ip')) });
    if (success) return next();
    // The binding does not say when its window ends, so a refused client is told to wait one whole
    // period: it may then be let in a little earlier, never refused again for it.
    c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS));
    return specError(c, 429, guestMessages(c).api.rateLimit[message]);
  });
}
