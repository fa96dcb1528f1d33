/**
 * Counts what a request asks of D1: statements run and round trips made (a batch is one
 * trip). Reported in Server-Timing so operators and the benchmark can see query counts
 * without a debugger; the cost is two integer increments per statement.
 */
export type D1Meter = { statements: number; roundTrips: number };

const RUNNERS = new Set(['all', 'run', 'first', 'raw']);

function meterStatement(statement: D1PreparedStatement, meter: D1Meter): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'bind') return (...args: unknown[]) => meterStatement(value.apply(target, args), meter);
      if (RUNNERS.has(String(prop))) {
        return (...args: unknown[]) => {
          meter.statements += 1;
          meter.roundTrips += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

/** Works on the bare binding and on a D1 session alike: both run statements through prepare and batch. */
export function meterD1<T extends D1Database | D1DatabaseSession>(db: T, meter: D1Meter): T {
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'prepare') {
        return (query: string) => {
          const raw = target.prepare(query);
          const metered = meterStatement(raw, meter);
          unwrap.set(metered, raw);
          return metered;
        };
      }
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          meter.statements += statements.length;
          meter.roundTrips += 1;
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
