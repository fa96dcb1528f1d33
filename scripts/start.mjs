// npm start: build, migrate, seed an empty database, then serve everything on one port.
import { buildWeb, ensureDevVars, migrate, seedIfEmpty, serve } from './local-db.mjs';

const port = Number(process.env.PORT ?? 8787);
const vars = ensureDevVars();
buildWeb();
migrate();
if (seedIfEmpty()) console.log('Seeded the demo restaurant into the empty local database.');

const server = serve({ port, stdio: 'inherit' });
const url = `http://localhost:${port}`;
const ready = setInterval(async () => {
  try {
    const res = await fetch(`${url}/api/menu/featured`);
    if (!res.ok) return;
    clearInterval(ready);
    console.log(
      `\n  Kovalam is running at ${url}\n  Admin login: ${vars.ADMIN_EMAIL} / ${vars.ADMIN_PASSWORD} (${url}/login)\n`,
    );
  } catch {
    // not listening yet
  }
}, 500);
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
