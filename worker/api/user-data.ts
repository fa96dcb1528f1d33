import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { validate } from '../middleware/validate';
import { dataRequestFormSchema, dataRequestTokenSchema } from '../../shared/rules/data-request';
import { guestMessages, requestLocale } from '../infra/request-locale';
import { localizedPath } from '../../shared/i18n/locales';
import { DATA_REQUEST_EMAILS_PER_HOUR, DATA_REQUEST_LINK_MINUTES } from '../../shared/constants';
import { specError } from '../contract/errors';
import { signGuestToken, verifyGuestToken, type GuestTokenPurpose } from '../domain/reservations/guest-token';
import { weakSecretsError } from '../infra/production-secrets';
import { eraseGuestData, isTokenReuse, readGuestData } from '../domain/guests/guest-data';
import { dataRequestEmail } from '../domain/emails/data-request';
import { readSettings } from '../domain/settings/read-settings';
import { siteOrigin } from '../infra/site-origin';
import { queueEmailIf } from '../infra/outbox/queue-email';
import { deliverNow } from '../infra/outbox/deliver-now';
import { newId } from '../infra/ids';
import { now } from '../infra/clock';
import { invalidateSlotsOnWrite } from '../infra/public-cache';

const HOUR_MS = 3_600_000;
const PURPOSE = { access: 'data-access', deletion: 'data-deletion' } as const satisfies Record<
  string,
  GuestTokenPurpose
>;

/** The path the emailed link opens (web/src/features/data-request/confirm-route.tsx). */
const DATA_REQUEST_CONFIRM_PATH = '/data-request/confirm';

/**
 * Whose data a link's token is for, or the answer to give: 401 for a token we did not sign for
 * one of `purposes`, 410 for one that expired or (a deletion link) was already used.
 */
async function verifiedRequest(c: Context<AppEnv>, token: string, purposes: GuestTokenPurpose[]) {
  if (weakSecretsError(c.env)) return { error: specError(c, 503, guestMessages(c).api.dataRequest.unavailable) };
  const at = now();
  for (const purpose of purposes) {
    const check = await verifyGuestToken(c.env.JWT_SECRET, purpose, token, at);
    if (check.ok) {
      if (purpose === 'data-deletion' && (await isSpent(c, check.token.id)))
        return { error: specError(c, 410, guestMessages(c).api.dataRequest.linkGone) };
      return { purpose, ...check.token };
    }
    if (check.reason === 'expired') return { error: specError(c, 410, guestMessages(c).api.dataRequest.linkGone) };
  }
  return { error: specError(c, 401, guestMessages(c).api.dataRequest.invalidLink) };
}

const isSpent = async (c: Context<AppEnv>, jti: string) =>
  (await c.get('db').run(sql`SELECT 1 FROM used_tokens WHERE jti = ${jti}`)).results.length > 0;

/**
 * Verified data requests (GDPR Art. 12(6), 15, 17, 20; docs/decisions/018): the form only sends a
 * link to the address, and only that link's token reads or erases its data. Rate-limited per
 * client (worker/app.ts).
 */
export const userDataRoutes = new Hono<AppEnv>()
  // Erasing a guest's bookings frees their slots: guests' slot tables go (infra/public-cache.ts).
  .use(invalidateSlotsOnWrite)
  .post('/request', validate('json', dataRequestFormSchema), async (c) => {
    if (weakSecretsError(c.env)) return specError(c, 503, guestMessages(c).api.dataRequest.unavailable);
    const { email, type } = c.req.valid('json');
    const at = now();
    const address = email.toLowerCase();
    const expires = new Date(at.getTime() + DATA_REQUEST_LINK_MINUTES * 60_000);
    const token = await signGuestToken(c.env.JWT_SECRET, PURPOSE[type], address, expires, at);
    // The link opens the page in the language the guest asked in.
    const url = `${siteOrigin(c.env)}${localizedPath(DATA_REQUEST_CONFIRM_PATH, requestLocale(c))}?token=${token}`;
    // Sent whether or not the address has data, so that neither the answer nor its timing tells;
    // capped per address so that the form cannot flood someone's inbox.
    const underCap = sql`SELECT 1 WHERE (SELECT count(*) FROM email_outbox WHERE kind = 'data-request'
      AND lower(recipient) = ${address} AND created_at > ${at.getTime() - HOUR_MS}) < ${DATA_REQUEST_EMAILS_PER_HOUR}`;
    const id = newId();
    const queued = await queueEmailIf(
      c.get('db'),
      dataRequestEmail(email, type, url, requestLocale(c), await readSettings(c.get('db'))),
      underCap,
      id,
      at.getTime(),
    );
    if (queued.meta.changes === 1) deliverNow(c.env, c.executionCtx, [id]);
    return c.json({ message: guestMessages(c).api.dataRequest.linkSent }, 202);
  })
  .get('/request', validate('query', dataRequestTokenSchema), async (c) => {
    // A deletion link shows the data too, so that the guest sees what they are about to erase.
    const request = await verifiedRequest(c, c.req.valid('query').token, ['data-access', 'data-deletion']);
    if (request.error) return request.error;
    const data = await readGuestData(c.get('db'), request.subject);
    if (!data) return specError(c, 404, guestMessages(c).api.dataRequest.notFound);
    return c.json(data);
  })
  .delete('/request', validate('query', dataRequestTokenSchema), async (c) => {
    const request = await verifiedRequest(c, c.req.valid('query').token, ['data-deletion']);
    if (request.error) return request.error;
    // Nothing to erase: 404, and the link stays unspent and changes nothing (a 4xx never writes).
    if (!(await readGuestData(c.get('db'), request.subject)))
      return specError(c, 404, guestMessages(c).api.dataRequest.notFound);
    try {
      const erased = await eraseGuestData(c.get('db'), c.env, request.subject, request.id, request.expiresAt);
      return c.json({
        message: guestMessages(c).api.dataRequest.deleted(
          erased.reservationsDeleted,
          erased.ordersDeleted,
          erased.ordersAnonymised,
        ),
        ...erased,
      });
    } catch (error) {
      // Two clicks at once: the second batch fails on the spent token and changes nothing.
      if (isTokenReuse(error)) return specError(c, 410, guestMessages(c).api.dataRequest.linkGone);
      throw error;
    }
  });
