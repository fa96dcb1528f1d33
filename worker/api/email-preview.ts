import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { emailOutbox } from '../db/schema';
import { requireAdmin } from '../middleware/auth';
import { requestContext } from '../middleware/request-id';
import { SECURITY_HEADERS } from '../infra/site-headers';
import { validate } from '../middleware/validate';
import { emailIdParamSchema } from '../../shared/rules/email-queries';
import { apiError } from '../contract/errors';
import { emailsVisibleTo } from '../domain/staff/staff-links';
import { maskEmailLinks } from '../contract/mask-email-links';

/**
 * The email's own CSP. Emails need inline styles, which the site's CSP refuses (decision 014), and
 * a srcdoc frame would inherit the site's policy. So the Emails page frames this URL instead: a
 * sandboxed document (no scripts, no same-origin access, even when opened directly) that may load
 * nothing at all, so its inline styles cannot reach anywhere. Only this page may frame it.
 */
const EMAIL_PREVIEW_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

/** The site's headers, but framable by the site and with the email's own CSP; on 401 and 404 too. */
const previewHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  c.res.headers.set('Content-Security-Policy', EMAIL_PREVIEW_CSP);
  c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
  c.res.headers.set('Cache-Control', 'no-store');
});

/**
 * GET /api/emails/:id/preview: the HTML body as staff see it in the Emails page's frame, its link
 * tokens masked as in the JSON (contract/mask-email-links.ts). Mounted on
 * the site before the API (worker/app.ts), because the API's headers forbid framing. The middleware
 * sits on this one route, so every other /api/emails call goes through the API's chain alone.
 */
export const emailPreviewRoutes = new Hono<AppEnv>().get(
  '/:id/preview',
  previewHeaders,
  requestContext,
  requireAdmin,
  validate('param', emailIdParamSchema),
  async (c) => {
    const [row] = await c
      .get('db')
      .select({ html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, c.req.valid('param').id), emailsVisibleTo(c.get('staff').role)));
    return row ? c.html(maskEmailLinks(row.html)) : apiError(c, 404, 'Email not found');
  },
);
