/**
 * `npm run web`: the app in a browser. `node out/main/web.js [--port N] [--db PATH] [--token T] [--seed N]`
 * (or PORT / TROLL_NIGHT_DB / TROLL_NIGHT_TOKEN / TROLL_NIGHT_SEED). A fixed port and token let an open browser tab
 * reconnect after a restart; without them each start gets a fresh random token.
 * Importing this file only exports startWebServer.
 */
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { WorkerBotRunner } from './bot-runner';
import { startWebServer } from './web-server';

export { startWebServer };
export type { WebServer, WebServerOptions } from './web-server';

/** The per-user data folder, as Electron's app.getPath('userData') would place it. */
export function defaultDbPath(): string {
  const home = homedir();
  const base =
    process.platform === 'win32'
      ? (process.env.APPDATA ?? join(home, 'AppData', 'Roaming'))
      : process.platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : (process.env.XDG_DATA_HOME ?? join(home, '.local', 'share'));
  return join(base, 'troll-night', 'troll-night.sqlite');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' }, db: { type: 'string' }, token: { type: 'string' }, seed: { type: 'string' } } });
  const portText = values.port ?? process.env.PORT;
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
    throw new Error(`not a port number: ${portText}`);
  }
  const token = values.token ?? process.env.TROLL_NIGHT_TOKEN;
  if (token !== undefined && !/^[\w-]{16,}$/.test(token)) {
    throw new Error('a token needs at least 16 letters, digits, "-" or "_"');
  }
  const seedText = values.seed ?? process.env.TROLL_NIGHT_SEED;
  const seed = seedText === undefined ? undefined : Number(seedText);
  if (seed !== undefined && !(Number.isSafeInteger(seed) && seed >= 0)) {
    throw new Error(`not a seed (a whole number from 0): ${seedText}`);
  }
  const dbPath = values.db ?? process.env.TROLL_NIGHT_DB ?? defaultDbPath();
  mkdirSync(dirname(dbPath), { recursive: true });

  const server = await startWebServer({
    dbPath,
    port,
    token,
    seed,
    rendererDir: join(__dirname, '../renderer'),
    botRunner: new WorkerBotRunner(join(__dirname, 'bot-worker.js')),
  });
  console.log(`Troll Night is ready at ${server.url}`);
  console.log(`Saved games: ${dbPath}`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// built as CommonJS: run only when started as `node out/main/web.js`, not when imported
if (typeof module !== 'undefined' && require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
