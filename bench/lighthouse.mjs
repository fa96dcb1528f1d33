// Lighthouse mobile (its default) with Debian's Chromium; the median of several runs per page.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function lighthouseMedians(baseUrl, paths, runs = 3) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const out = {};
  try {
    for (const path of paths) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error' });
        samples.push(lhr);
      }
      const score = (id) => median(samples.map((s) => Math.round((s.categories[id].score ?? 0) * 100)));
      const metric = (id) => median(samples.map((s) => s.audits[id].numericValue ?? 0));
      const failing = new Set();
      for (const s of samples) {
        for (const cat of ['accessibility', 'best-practices', 'seo']) {
          for (const ref of s.categories[cat].auditRefs) {
            const a = s.audits[ref.id];
            if (ref.weight > 0 && a.score !== null && a.score < 1) failing.add(`${cat}:${ref.id}`);
          }
        }
      }
      out[path] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        // Four places, one more than Lighthouse shows: a swap that moves a heading a few pixels stays visible.
        cls: Number(metric('cumulative-layout-shift').toFixed(4)),
        failingAudits: [...failing],
      };
    }
  } finally {
    chrome.kill();
  }
  return out;
}
