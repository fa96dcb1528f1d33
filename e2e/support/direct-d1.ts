import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Playwright runs from the project root (playwright.config.ts lives there).
const ROOT = process.cwd();
const PORT = Number(process.env.E2E_PORT ?? 8788);

/**
 * Runs SQL on the e2e server's own local D1 (scripts/e2e-server.mjs keeps it per port), for
 * volumes the public API would refuse to one client, such as 450 bookings in a minute.
 */
export function executeSql(statements: string[]) {
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-sql-')), 'rows.sql');
  writeFileSync(file, statements.join('\n'));
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'wrangler'),
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      join(ROOT, '.wrangler', `e2e-state-${PORT}`),
      '--file',
      file,
      '--yes',
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
    },
  );
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
}

/** A SQL text literal. */
export const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Rows of one SELECT on the e2e server's local D1 (`wrangler d1 execute --json`). */
export function querySql<T>(statement: string): T[] {
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'wrangler'),
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      join(ROOT, '.wrangler', `e2e-state-${PORT}`),
      '--command',
      statement,
      '--json',
      '--yes',
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
    },
  );
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  const [first] = JSON.parse(result.stdout) as { results: T[] }[];
  return first.results;
}
