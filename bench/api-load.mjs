// API load with autocannon: warm-up, then the median of several rounds per endpoint.
import autocannon from 'autocannon';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function once(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Runs `rounds` rounds of `seconds` each after a warm-up; returns medians. */
export async function measure({ url, connections = 32, seconds = 5, rounds = 3, warmup = 2, ...rest }) {
  await once({ url, connections, duration: warmup, ...rest });
  const results = [];
  for (let i = 0; i < rounds; i++) results.push(await once({ url, connections, duration: seconds, ...rest }));
  return {
    connections,
    rps: Math.round(median(results.map((r) => r.requests.average))),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
    statusCounts: results.reduce((acc, r) => {
      for (const [code, n] of Object.entries(r.statusCodeStats ?? {})) acc[code] = (acc[code] ?? 0) + n.count;
      return acc;
    }, {}),
  };
}

/** Unique guests spread over many future dates and every default slot. */
export function bookingRequests(startDate, slots) {
  let n = 0;
  const day0 = new Date(`${startDate}T12:00:00Z`);
  return [
    {
      method: 'POST',
      path: '/api/reservations/book',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        const i = n++;
        const date = new Date(day0.getTime() + (Math.floor(i / slots.length) % 3000) * 86_400_000).toISOString().slice(0, 10);
        const body = { name: `Bench Guest ${i}`, email: `guest${i}@bench.example`, phone: '+49 30 1234567', date, time: slots[i % slots.length], guests: 2 };
        return { ...req, body: JSON.stringify(body) };
      },
    },
  ];
}
