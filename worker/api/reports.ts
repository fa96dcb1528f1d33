import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { reportQuerySchema, reportRangeProblem, REPORT_DEFAULT_DAYS } from '../../shared/rules/reports';
import { addDays, berlinToday } from '../../shared/berlin-time';
import { now } from '../infra/clock';
import { readDays } from '../domain/reports/read-days';
import { summarize } from '../domain/reports/summarize';
import { dayCsv } from '../domain/reports/day-csv';

/**
 * The owner's reports (issue 32, decision 054): a Berlin date range's figures, past days from the
 * nightly job's rows and today counted live. `format=csv` answers the per-day figures as a file.
 */
/** The range asked for, filled (last 4 weeks to today) and checked against today; or its problem. */
function rangeOf(query: { from?: string; to?: string }) {
  const today = berlinToday(now());
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  return { from, to, today, problem: reportRangeProblem(from, to, today) };
}

/**
 * The owner's reports (issue 32, decision 054): a Berlin date range's figures, past days from the
 * nightly job's rows and today counted live. /csv answers the per-day figures as a file.
 */
export const reportRoutes = new Hono<AppEnv>()
  .use(...requireOwner)
  .get('/', validate('query', reportQuerySchema), async (c) => {
    const { from, to, today, problem } = rangeOf(c.req.valid('query'));
    if (problem) return c.json({ error: problem }, 400);
    return c.json(summarize(from, to, await readDays(c.get('db'), from, to, today)));
  })
  .get('/csv', validate('query', reportQuerySchema), async (c) => {
    const { from, to, today, problem } = rangeOf(c.req.valid('query'));
    if (problem) return c.json({ error: problem }, 400);
    return c.body(dayCsv(await readDays(c.get('db'), from, to, today)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="kovalam-report-${from}-to-${to}.csv"`,
    });
  });
