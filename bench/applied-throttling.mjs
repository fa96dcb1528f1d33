// Lighthouse mobile with applied throttling (`throttlingMethod: 'devtools'`): Chrome itself slows
// the network (562.5 ms request latency, 1.47 Mbit/s down) and the CPU (4×) while the page loads,
// so the figures are what a browser on such a link recorded, not lantern's estimate from an
// unthrottled trace (lighthouse.mjs). Issue 27's target: every guest page LCP ≤ 1.2 s here.
import { cpus, loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const APPLIED_LCP_TARGET_MS = 1200;
const CONFIG = {
  extends: 'lighthouse:default',
  settings: { throttlingMethod: 'devtools', onlyCategories: ['performance'] },
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The machine's load averages (1, 5, 15 min) and cores: other work on a shared machine slows applied throttling's figures. */
export const uptime = () =>
  `load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} (${cpus().length} cores)`;

const summary = (samples) => {
  const metric = (id) => samples.map((s) => s.audits[id].numericValue ?? 0);
  return {
    lcpMs: Math.round(median(metric('largest-contentful-paint'))),
    fcpMs: Math.round(median(metric('first-contentful-paint'))),
    tbtMs: Math.round(median(metric('total-blocking-time'))),
    cls: Number(median(metric('cumulative-layout-shift')).toFixed(4)),
    lcpRunsMs: metric('largest-contentful-paint').map(Math.round),
  };
};

/**
 * One Lighthouse run. A trace Chrome failed to record (NO_NAVSTART, which a busy machine provokes
 * now and then) is run again, twice at most, rather than losing the whole comparison.
 */
async function oneRun(port, url, name, attempts = 3) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, CONFIG);
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) return oneRun(port, url, name, attempts - 1);
  throw new Error(`${name}: ${lhr.runtimeError.message}`);
}

/**
 * Median of `runs` Lighthouse runs per page for each site in `sites` ({ label: base URL }). The
 * sites take turns run by run, so a busy patch on a shared machine slows each of them alike and a
 * comparison (a build with and without a layer) stays fair.
 */
export async function appliedRuns(sites, paths, runs = 5, onPage = () => {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const out = { runs, loadBefore: uptime(), sites: Object.fromEntries(Object.keys(sites).map((label) => [label, {}])) };
  try {
    for (const path of paths) {
      const samples = Object.fromEntries(Object.keys(sites).map((label) => [label, []]));
      for (let i = 0; i < runs; i++) {
        for (const [label, base] of Object.entries(sites)) {
          samples[label].push(await oneRun(chrome.port, base + path, `${label} ${path}`));
        }
      }
      for (const label of Object.keys(sites)) {
        out.sites[label][path] = summary(samples[label]);
        onPage(label, path, out.sites[label][path]);
      }
    }
  } finally {
    chrome.kill();
  }
  out.loadAfter = uptime();
  return out;
}

/** One site's medians, for `npm run bench`. */
export async function appliedMedians(baseUrl, paths, runs = 5) {
  const { sites, ...rest } = await appliedRuns({ site: baseUrl }, paths, runs);
  return { ...rest, pages: sites.site };
}
