import { APPLIED_LCP_TARGET_MS } from './applied-throttling.mjs';
import { BEFORE_FIRST_PAINT_LIMIT } from './budgets.mjs';

// Renders a bench result as the markdown tables printed at the end and pasted into docs/quality.md.
// KB = 1,024 bytes, as Lighthouse and Chrome count; totals also in bytes, so either reading is exact.
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const verdict = (bytes, limit) => (bytes <= limit ? `≤ ${kb(limit)} ✓` : `> ${kb(limit)} ✗ (+${kb(bytes - limit)})`);

export function markdown(r) {
  const m = r.machine
    ? `, ${r.machine.cpus} cores, 1-min load ${r.machine.loadAverage1m.atStart.toFixed(2)} → ${r.machine.loadAverage1m.atEnd.toFixed(2)}`
    : '';
  const lines = [
    `## Benchmark ${r.at} (${r.seconds} s${r.quick ? ', BENCH_QUICK' : ''}${m})`,
    '',
    `### API (median of rounds; ${r.loadGenerator ?? 'autocannon'}; ${r.server ?? 'wrangler dev'})`,
    '',
  ];
  const q = (x) => `${x.statements ?? '–'} / ${x.roundTrips ?? '–'}${x.cache ? ` (${x.cache})` : ''}`;
  // p50/p99/max: what the answers took. "steady-arrival p99": wrk's coordinated-omission estimate (bench/wrk-histogram.mjs).
  lines.push(
    '| Endpoint | conns | req/s | × floor | p50 ms | p99 ms | max ms | steady-arrival p99 ms | errors | D1 statements / round trips: first request, repeat |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const [name, a] of Object.entries(r.api)) {
    const d = r.queries[name];
    lines.push(
      `| ${name} | ${a.connections} | ${a.rps} | ${a.ratioToFloor} | ${a.p50} | ${a.p99} | ${a.max ?? '–'} | ${a.p99SteadyArrival ?? '–'} | ${a.errors} | ${d ? `${q(d.first)}, ${q(d.repeat)}` : '–'} |`,
    );
  }
  lines.push(
    '',
    '### First load (gzip, real Chromium at 390×844)',
    '',
    '| Page | JS | CSS | JS+CSS | files | admin code | CI budget | issue 15 target |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const [path, w] of Object.entries(r.web)) {
    lines.push(
      `| ${path} | ${kb(w.jsGzip)} | ${kb(w.cssGzip)} | ${kb(w.totalGzip)} (${w.totalGzip.toLocaleString('en-GB')} B) | ${w.files.length} | ${w.adminGzip} B | ${verdict(w.totalGzip, w.budget)} | ${verdict(w.totalGzip, w.target)} |`,
    );
  }
  if (r.beforePaint) {
    lines.push(
      '',
      '### Before the first paint (Lighthouse mobile network and CPU; bodies, text gzip)',
      '',
      'HTML + CSS + font is the issue\'s measure (target ≤ 30 KB); "all" adds whatever else finished before the paint.',
      '',
      '| Page | first paint ms | HTML + CSS + font | all | what |',
      '|---|---|---|---|---|',
    );
    for (const [path, p] of Object.entries(r.beforePaint)) {
      const what = p.requests
        .map((q) => `${q.kind} ${q.path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\./, '.')} ${q.bytes}`)
        .join(', ');
      lines.push(
        `| ${path} | ${p.firstPaintMs} | ${kb(p.critical)} (${p.critical.toLocaleString('en-GB')} B) ${p.critical <= BEFORE_FIRST_PAINT_LIMIT ? '✓' : '✗'} | ${kb(p.bytes)} | ${what} |`,
      );
    }
  }
  lines.push(
    '',
    `Admin-only chunks: ${r.adminChunks.length}, ${kb(r.adminChunks.reduce((n, c) => n + c.gzipBytes, 0))} gzip in all.`,
    '',
    '| Admin chunk | gzip |',
    '|---|---|',
  );
  // Route chunks by their page; shared helpers by file, largest first.
  const name = (c) => c.chunk.match(/features\/([\w/-]+)\.tsx?$/)?.[1] ?? `shared ${c.file}`;
  for (const c of [...r.adminChunks].sort((a, b) => b.gzipBytes - a.gzipBytes))
    lines.push(`| ${name(c)} | ${c.gzipBytes.toLocaleString('en-GB')} B |`);
  lines.push(
    '',
    '### Lighthouse mobile (median of runs)',
    '',
    '| Page | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const [path, l] of Object.entries(r.lighthouse))
    lines.push(
      `| ${path} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} |`,
    );
  const failing = Object.entries(r.lighthouse).flatMap(([p, l]) => l.failingAudits.map((a) => `${p} ${a}`));
  if (failing.length) lines.push('', `Failing audits: ${failing.join(', ')}`);
  if (r.applied) {
    // Applied throttling slows with the machine: its load averages before and after stands beside the figures.
    lines.push(
      '',
      `### Lighthouse mobile, applied throttling (devtools; median of ${r.applied.runs})`,
      '',
      `Load before: ${r.applied.loadBefore}; after: ${r.applied.loadAfter}`,
      '',
    );
    lines.push(
      `| Page | LCP ms (target ≤ ${APPLIED_LCP_TARGET_MS}) | FCP ms | TBT ms | CLS | LCP of each run |`,
      '|---|---|---|---|---|---|',
    );
    for (const [path, a] of Object.entries(r.applied.pages)) {
      lines.push(
        `| ${path} | ${a.lcpMs} ${a.lcpMs <= APPLIED_LCP_TARGET_MS ? '✓' : '✗'} | ${a.fcpMs} | ${a.tbtMs} | ${a.cls} | ${a.lcpRunsMs.join(', ')} |`,
      );
    }
  }
  return lines.join('\n');
}
