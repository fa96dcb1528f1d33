// What a page downloads before its first paint, on Lighthouse's mobile network and CPU: the
// requests that finished by then, text gzipped as the edge serves it. Issue 15: at most 30 KB.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

// Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU.
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TEXT = /\.(html|css|js|json|svg|xml|txt)$|\/api\/|\/$/;

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
      cdp.on('Network.loadingFinished', (e) => Object.assign(requests.get(e.requestId) ?? {}, { end: e.timestamp, raw: e.encodedDataLength }));
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? 0);
      const origin = Math.min(...[...requests.values()].map((r) => r.start));
      const before = [];
      for (const [id, r] of requests) {
        if (r.end === undefined || (r.end - origin) * 1000 > firstPaintMs) continue;
        const { pathname } = new URL(r.url);
        let bytes = r.raw;
        if (TEXT.test(pathname)) {
          const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: id }).catch(() => ({ body: '', base64Encoded: false }));
          bytes = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
        }
        before.push({ path: pathname, bytes });
      }
      out[path] = { firstPaintMs: Math.round(firstPaintMs), bytes: before.reduce((sum, r) => sum + r.bytes, 0), requests: before };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
