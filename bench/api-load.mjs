// API load with Debian's wrk (one thread; a C event loop costs the 2-core machine ~5x less CPU
// than autocannon in Node, so the Worker under test keeps more of it). Warm-up, then the median
// of several rounds per endpoint. Errors: socket errors, timeouts and every answer that is not 2xx/3xx.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, uncorrect, wrkInterval } from './wrk-histogram.mjs';

const SCRIPT = join(fileURLToPath(new URL('.', import.meta.url)), 'wrk.lua');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function wrk({ url, connections, seconds, args = [] }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      [
        '-t1',
        `-c${connections}`,
        `-d${seconds}s`,
        '--timeout',
        '5s',
        '-s',
        SCRIPT,
        url,
        ...(args.length ? ['--', ...args] : []),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => reject(new Error(`wrk could not start (apt-get install wrk): ${err.message}`)));
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (exit ${code}): ${out}`));
      const { histogram, ...run } = JSON.parse(line.slice('WRK_JSON '.length));
      const recorded = uncorrect(new Map(histogram), wrkInterval(run.durationUs, run.requests, connections));
      // Every answer is in the recorded histogram once (a timeout is not an answer): a check that
      // the correction was undone with wrk's own interval.
      const answers = [...recorded.values()].reduce((n, c) => n + c, 0);
      if (answers !== run.requests - run.timeout)
        return reject(new Error(`wrk histogram holds ${answers} answers, wrk counted ${run.requests}`));
      resolve({
        ...run,
        recordedP50Us: percentile(recorded, 50),
        recordedP99Us: percentile(recorded, 99),
        recordedMaxUs: percentile(recorded, 100),
      });
    });
  });
}

const ms = (us) => Math.round(us / 100) / 10;

/**
 * Warms every target up (`warmup` seconds each), then runs `rounds` rounds of `seconds` each,
 * visiting the targets in turn within a round, so a slow patch on a shared machine hits the floor
 * and the app alike. Returns the medians per target. `args(round)` gives wrk.lua its arguments
 * (round 0 is the warm-up).
 */
export async function measureAll(targets, { rounds = 3, seconds = 5, warmup = 2, onRound = () => {} } = {}) {
  const runs = {};
  for (const [name, { url, connections = 32, args = () => [] }] of Object.entries(targets)) {
    await wrk({ url, connections, seconds: warmup, args: args(0) });
    runs[name] = [];
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [name, { url, connections = 32, args = () => [] }] of Object.entries(targets)) {
      runs[name].push(await wrk({ url, connections, seconds, args: args(round) }));
    }
    onRound(round);
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, rs]) => [
      name,
      {
        connections: targets[name].connections ?? 32,
        rps: Math.round(median(rs.map((r) => r.requests / (r.durationUs / 1e6)))),
        p50: ms(median(rs.map((r) => r.recordedP50Us))),
        p99: ms(median(rs.map((r) => r.recordedP99Us))),
        max: ms(median(rs.map((r) => r.recordedMaxUs))),
        p99SteadyArrival: ms(median(rs.map((r) => r.p99Us))),
        requests: rs.reduce((n, r) => n + r.requests, 0),
        errors: rs.reduce((n, r) => n + r.connect + r.read + r.write + r.status + r.timeout, 0),
        rounds: rs.map((r) => ({
          rps: Math.round(r.requests / (r.durationUs / 1e6)),
          p50: ms(r.recordedP50Us),
          p99: ms(r.recordedP99Us),
          max: ms(r.recordedMaxUs),
          p99SteadyArrival: ms(r.p99Us),
        })),
      },
    ]),
  );
}

/** wrk.lua arguments for unique guests over many future dates and every given slot. */
export const bookingArgs = (startDate, slots) => (round) => ['book', startDate, slots.join(','), String(round * 9000)];
