// The two Debian tools the benchmark drives: wrk (load) and Chromium (first-load bytes, Lighthouse).
// A fresh machine has neither; as root, `npm run bench` installs them, as .ci/run does Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

export function ensureTools() {
  const missing = [...(onPath('wrk') ? [] : ['wrk']), ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium'])];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`npm run bench needs Debian's ${missing.join(' and ')}: apt-get install -y ${missing.join(' ')}`);
  }
  console.error(`Installing Debian's ${missing.join(' and ')} for the benchmark`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
}
