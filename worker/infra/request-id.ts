/**
 * A Cloudflare ray id: 16 hex digits, then the data centre's code. Cloudflare sets cf-ray itself,
 * but whatever else stands in front of the Worker (wrangler dev, a proxy) passes a client's on.
 */
const RAY_ID = /^[0-9a-f]{16}(-[A-Z]{3})?$/;

/**
 * The id of one request (X-Request-Id, the error logs): its ray id, to find it in Cloudflare's
 * logs, or our own when the header is missing or is not a ray id, so a forged one never comes back.
 */
export const requestIdFrom = (cfRay: string | null | undefined) =>
  cfRay && RAY_ID.test(cfRay) ? cfRay : crypto.randomUUID();
