import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * A drawn page's eager images (the home page's first banner, the menu's first cards) go out inside
 * the HTML, so a guest on a slow link sees them with the first paint instead of one more round trip
 * later: at 562 ms a request, that trip was a third of the home page's LCP (decision 048). Only the
 * site's own small SVGs are inlined; anything else keeps its address.
 */
const INLINE_PATH = /^\/images\/[\w/-]+\.svg$/;
/** Larger images cost more bytes in every visit's HTML than their request costs once. */
const MAX_INLINE_BYTES = 8_192;

/** What each path inlines to (null: it stays a request), once per isolate: assets change only with a deploy. */
const inlined = new Map<string, string | null>();

async function dataUriOf(c: Context<AppEnv>, path: string): Promise<string | null> {
  const known = inlined.get(path);
  if (known !== undefined) return known;
  let uri: string | null = null;
  try {
    const res = await c.env.ASSETS!.fetch(new URL(path, c.req.url));
    const svg = res.ok && res.headers.get('Content-Type')?.includes('svg') ? await res.text() : '';
    // Percent-encoded rather than base64: the page's gzip then compresses the SVG's text as text.
    if (svg && svg.length <= MAX_INLINE_BYTES) uri = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  } catch {
    // An asset that can't be read stays a request.
  }
  inlined.set(path, uri);
  return uri;
}

const EAGER_IMG = /<img\b[^>]*\bloading="eager"[^>]*>/g;
const SRC = /\ssrc="([^"]*)"/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `html` with its eager images' sources inlined, and without the image preloads they no longer need. */
export async function inlineEagerImages(c: Context<AppEnv>, html: string): Promise<string> {
  const paths = new Set<string>();
  for (const [tag] of html.matchAll(EAGER_IMG)) {
    const path = SRC.exec(tag)?.[1];
    if (path && INLINE_PATH.test(path)) paths.add(path);
  }
  let out = html;
  for (const path of paths) {
    const uri = await dataUriOf(c, path);
    if (uri === null) continue;
    out = out.replace(EAGER_IMG, (tag) => tag.replace(` src="${path}"`, () => ` src="${uri}"`));
    const preload = new RegExp(`<link rel="preload" as="image" href="${escapeRegExp(path)}"[^>]*>`, 'g');
    out = out.replace(preload, '');
  }
  return out;
}
