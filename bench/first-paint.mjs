// What a page downloads before its first paint, on Lighthouse's mobile network and CPU: the
// requests that finished by then, text gzipped as the edge serves it. Issue 15: at most 30 KB.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

// Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TEXT = /\.(html|css|js|json|svg|xml|txt)$|\/api\/|\/$/;
const kindOf = (pathname, page) => {
  if (pathname === page) return 'html';
  const extension = pathname.match(/\.(\w+)$/)?.[1];
  return { css: 'css', woff2: 'font', js: 'js' }[extension] ?? (pathname.startsWith('/api/') ? 'data' : 'image');
};

export async function bytesBeforeFirstPaint(baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const requests = new Map();
      cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, start: e.timestamp }));
      cdp.on('Network.loadingFinished', (e) =>
        Object.assign(requests.get(e.requestId) ?? {}, { end: e.timestamp, raw: e.encodedDataLength }),
      );
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? 0);
      const origin = Math.min(...[...requests.values()].map((r) => r.start));
      const before = [];
      for (const [id, r] of requests) {
        // A data: URL is part of a stylesheet, not a download.
        if (r.end === undefined || r.url.startsWith('data:') || (r.end - origin) * 1000 > firstPaintMs) continue;
        const { pathname } = new URL(r.url);
        // Bodies only, as the edge sends them: text gzipped, a font or an image as it is.
        const { body, base64Encoded } = await cdp
          .send('Network.getResponseBody', { requestId: id })
          .catch(() => ({ body: '', base64Encoded: false }));
        const content = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
        const kind = kindOf(pathname, path);
        const text = kind === 'html' || TEXT.test(pathname);
        before.push({ path: pathname, kind, bytes: text ? gzipSync(content, { level: 9 }).length : content.length });
      }
      const sum = (rows) => rows.reduce((total, row) => total + row.bytes, 0);
      // The measure: the HTML, its stylesheet and the font it preloads.
      const critical = sum(before.filter((row) => ['html', 'css', 'font'].includes(row.kind)));
      out[path] = { firstPaintMs: Math.round(firstPaintMs), critical, bytes: sum(before), requests: before };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
