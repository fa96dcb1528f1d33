// Gzip bytes of the JS and CSS a guest's first load downloads, measured in real Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** Chunks only admin routes reach, from Vite's manifest (build.manifest). */
export function adminChunks(clientDir) {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const reach = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      reach([...(manifest[key].imports ?? [])], seen);
    }
    return seen;
  };
  const isAdmin = (key) => /features\/(admin-|auth\/)/.test(key);
  const adminRoots = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && isAdmin(k));
  const publicRoots = Object.keys(manifest).filter(
    (k) => manifest[k].isEntry || (manifest[k].isDynamicEntry && !isAdmin(k)),
  );
  const publicReach = reach(publicRoots);
  const adminOnly = [...reach(adminRoots)].filter((k) => !publicReach.has(k));
  return adminOnly.map((k) => {
    const file = manifest[k].file;
    return { chunk: k, file, gzipBytes: gz(readFileSync(join(clientDir, file))) };
  });
}

export async function firstLoadBytes(baseUrl, paths, clientDir) {
  const admin = new Set(adminChunks(clientDir).map((c) => c.file));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out = {};
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const files = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname.slice(1));
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    // Live (islands.ts marks <main data-live>) and idle again: the menu's scripts start only after
    // its first card has faded in (decision 035), which can be after a first idle moment.
    await page.locator('main[data-live]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    let js = 0;
    let css = 0;
    let adminBytes = 0;
    for (const file of files) {
      const bytes = gz(readFileSync(join(clientDir, file)));
      if (file.endsWith('.js')) js += bytes;
      else css += bytes;
      if (admin.has(file)) adminBytes += bytes;
    }
    out[path] = { jsGzip: js, cssGzip: css, totalGzip: js + css, adminGzip: adminBytes, files: [...files].sort() };
    await context.close();
  }
  await browser.close();
  return out;
}
