import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { etagMatches } from '../infra/if-none-match';
import { pageSecurityHeaders } from '../infra/page-security-headers';
import { etagOf } from '../infra/public-cache';
import { withRestaurantDetails } from './restaurant-details';

/** The build's prerendered pages the Worker draws into, read once per isolate: a deployment never changes them. */
const templates = new Map<string, string>();

/**
 * A prerendered page from the build, through the ASSETS binding. `drawnAs` is the address the build
 * drew it for (its `data-prerendered`): `npm run dev` has no prerendered pages (Vite serves the
 * plain shell), and that is never kept.
 */
export async function prerenderedPage(c: Context<AppEnv>, path: string, drawnAs: string) {
  let html = templates.get(path);
  if (html === undefined) {
    const res = await c.env.ASSETS!.fetch(new URL(path, c.req.url));
    html = await res.text();
    if (!res.ok || !html.includes(`data-prerendered="${drawnAs}"`)) throw new Error(`no prerendered page at ${path}`);
    templates.set(path, html);
  }
  return html;
}

/**
 * The pages a route draws, kept per key (language, tab, origin…) until the copy of the data they
 * were drawn from changes (`sourceEtag`). `limit` keys at most: the map never grows without bound.
 */
export function drawnPageCache(limit: number) {
  const pages = new Map<string, { sourceEtag: string; html: string; etag: string }>();
  return async (key: string, sourceEtag: string, draw: () => Promise<string>) => {
    const kept = pages.get(key);
    if (kept?.sourceEtag === sourceEtag) return kept;
    const html = await draw();
    const page = { sourceEtag, html, etag: await etagOf(html) };
    if (pages.size >= limit && !pages.has(key)) pages.clear();
    pages.set(key, page);
    return page;
  };
}

/**
 * Answers a page the Worker draws (the home page, decision 009; the menu, decision 028): revalidated
 * on every visit (no-cache, 304 while its ETag holds). If D1 or the template fails, the plain
 * prerendered page goes out and the browser reads its data itself: such a page never answers an error.
 */
export async function answerDrawnPage(c: Context<AppEnv>, draw: () => Promise<{ html: string; etag: string }>) {
  try {
    // The restaurant's details as the owner set them (issue 29), over the build's seed values.
    const page = await withRestaurantDetails(c, await draw());
    // Its own CSP, which allows its inline stylesheet; with it the middleware adds no headers of its own.
    const headers = { ...(await pageSecurityHeaders(page.html)), 'Cache-Control': 'no-cache', ETag: page.etag };
    if (etagMatches(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304, headers);
    return c.html(page.html, 200, headers);
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', requestId: c.get('requestId'), path: c.req.path, error: String(error) }),
    );
    const plain = await c.env.ASSETS!.fetch(c.req.raw);
    // A fresh Response: the asset's own headers are immutable, and the middleware adds to them.
    if (!plain.ok) return new Response(plain.body, plain);
    // The plain page carries the same inline stylesheet: its CSP must allow it (decision 041).
    const html = await plain.text();
    return c.html(html, 200, { ...(await pageSecurityHeaders(html)), 'Cache-Control': 'no-cache' });
  }
}
