/**
 * `npm run web`: the app in a browser. `node out/main/web.js [--port N] [--phone-port N] [--db PATH]
 * [--seed N] [--token-file PATH] [--new-token | --forget-token]` (or PORT / TROLL_NIGHT_PHONE_PORT /
 * TROLL_NIGHT_DB / TROLL_NIGHT_SEED / TROLL_NIGHT_TOKEN_FILE, and the token itself in TROLL_NIGHT_TOKEN).
 * The phone server listens on the local network only while the setting "Players can join from their
 * phones" is on. An open browser tab reconnects by itself after a restart, so a restart keeps the
 * address: the token is kept beside the save file, readable by its owner alone, and the port of the
 * last start is tried first. Importing this file only exports startWeb and the option handling.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { WorkerBotRunner } from './bot-runner';
import { startWebServer, type WebServer, type WebServerOptions } from './web-server';
import { tokenProblem } from './web-token';

export { startWebServer };
export type { WebServer, WebServerOptions } from './web-server';

/** The per-user data folder, as Electron's app.getPath('userData') would place it. */
export function defaultDbPath(env: NodeJS.ProcessEnv = process.env): string {
  const home = homedir();
  const base =
    process.platform === 'win32'
      ? (env.APPDATA ?? join(home, 'AppData', 'Roaming'))
      : process.platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : (env.XDG_DATA_HOME ?? join(home, '.local', 'share'));
  return join(base, 'troll-night', 'troll-night.sqlite');
}

export interface WebOptions {
  port: number | undefined;
  /** where phones join, while the setting is on (5180 or the next free port when not given) */
  phonePort: number | undefined;
  dbPath: string;
  seed: number | undefined;
  /** a fixed token, and where it was read (for messages); undefined: a fresh one at this start */
  token: { value: string; from: string } | undefined;
  /** where the token is kept for later starts, beside the save file */
  savedTokenPath: string;
  /** whether this start makes a fresh token and keeps it in savedTokenPath, for later starts */
  saveToken: boolean;
  /** where the port of the last start is kept, so a restart tries it first */
  savedPortPath: string;
  /** the port of the last start, tried first when no port is given */
  lastPort: number | undefined;
}

const tokenOnCommandLine =
  'the token does not go on the command line, where other users of this machine can read it (ps): ' +
  'put it in the TROLL_NIGHT_TOKEN environment variable, or in a file readable by you alone named by ' +
  '--token-file PATH or TROLL_NIGHT_TOKEN_FILE, or let `npm run web` make one and keep it';

/** The options of `npm run web` from its arguments and environment; throws a message for the user on a bad one. */
export function webOptionsFrom(argv: string[], env: NodeJS.ProcessEnv): WebOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'phone-port': { type: 'string' },
      db: { type: 'string' },
      seed: { type: 'string' },
      'token-file': { type: 'string' },
      'new-token': { type: 'boolean' },
      'forget-token': { type: 'boolean' },
      // the default since restarts keep the token; still taken, for the scripts that say it
      'save-token': { type: 'boolean' },
      // known only to be refused with a better message than "unknown option"
      token: { type: 'string' },
    },
  });
  if (values.token !== undefined) throw new Error(tokenOnCommandLine);

  const port = portNumber(values.port ?? env.PORT);
  const phonePort = portNumber(values['phone-port'] ?? env.TROLL_NIGHT_PHONE_PORT);
  const seedText = values.seed ?? env.TROLL_NIGHT_SEED;
  const seed = seedText === undefined ? undefined : Number(seedText);
  if (seed !== undefined && !(Number.isSafeInteger(seed) && seed >= 0)) {
    throw new Error(`not a seed (a whole number from 0): ${seedText}`);
  }
  const dbPath = values.db ?? env.TROLL_NIGHT_DB ?? defaultDbPath(env);
  const savedTokenPath = join(dirname(dbPath), 'web-token');
  const savedPortPath = join(dirname(dbPath), 'web-port');

  const tokenFile = values['token-file'] ?? env.TROLL_NIGHT_TOKEN_FILE;
  const tokenWays = [env.TROLL_NIGHT_TOKEN !== undefined, tokenFile !== undefined, values['new-token'], values['forget-token']];
  if (tokenWays.filter(Boolean).length > 1) {
    throw new Error('choose the token one way: TROLL_NIGHT_TOKEN, a token file, --new-token or --forget-token, not two of them');
  }
  const fresh = values['new-token'] || values['forget-token'];
  const token =
    env.TROLL_NIGHT_TOKEN !== undefined
      ? { value: env.TROLL_NIGHT_TOKEN, from: 'TROLL_NIGHT_TOKEN' }
      : tokenFile !== undefined
        ? { value: readTokenFile(tokenFile), from: tokenFile }
        : !fresh && isPresent(savedTokenPath)
          ? { value: readTokenFile(savedTokenPath), from: savedTokenPath }
          : undefined;
  const weakness = token && tokenProblem(token.value);
  if (weakness) throw new Error(`${token.from}: ${weakness}, or let \`npm run web -- --new-token\` make one`);

  return {
    port,
    phonePort,
    dbPath,
    seed,
    token,
    savedTokenPath,
    // a token given in the environment or a file stays where its owner put it
    saveToken: token === undefined && !values['forget-token'],
    savedPortPath,
    lastPort: readLastPort(savedPortPath),
  };
}

/** The port kept by the last start, if any: a file that does not hold one is passed over, since the port is only a preference. */
function readLastPort(path: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
  const port = Number(text);
  return /^\d+$/.test(text) && port > 0 && port < 65536 ? port : undefined;
}

function portNumber(text: string | undefined): number | undefined {
  const port = text === undefined ? undefined : Number(text);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) throw new Error(`not a port number: ${text}`);
  return port;
}

function isPresent(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The token in a file that only its owner may read (as ssh wants of a private key). */
function readTokenFile(path: string): string {
  let text: string;
  try {
    if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) {
      throw new Error(`${path} can be read by other users of this machine: make it yours alone (chmod 600 ${path})`);
    }
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw code ? new Error(`cannot read the token file ${path} (${code})`) : error;
  }
  return text.trim();
}

/** Writes `token` to `path`, readable and writable by its owner alone, replacing any earlier one whole. */
export function saveToken(path: string, token: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${token}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(temporary, path);
}

/**
 * Starts the server as `npm run web` does with `options`: keeps its token and the port it picked for
 * the next start, and returns it with the lines that tell the user where it is.
 */
export async function startWeb(
  options: WebOptions,
  serverOptions: Pick<WebServerOptions, 'rendererDir' | 'botRunner' | 'games'>,
): Promise<{ server: WebServer; messages: string[] }> {
  mkdirSync(dirname(options.dbPath), { recursive: true });
  const server = await startWebServer({
    ...serverOptions,
    dbPath: options.dbPath,
    port: options.port,
    preferredPort: options.lastPort,
    phones: { port: options.phonePort },
    token: options.token?.value,
    seed: options.seed,
  });
  if (options.saveToken) saveToken(options.savedTokenPath, server.token);
  if (options.port === undefined && server.port !== options.lastPort) writeFileSync(options.savedPortPath, `${server.port}\n`);

  const messages = [`Troll Night is ready at ${server.url}`, `Saved games: ${options.dbPath}`];
  if (options.saveToken || options.token?.from === options.savedTokenPath) {
    messages.push(
      `The token is kept in ${options.savedTokenPath} (readable by you alone): later starts use it, so this address stays the same and an open tab reconnects by itself.`,
    );
  } else if (options.token) {
    messages.push(`The token comes from ${options.token.from}: later starts with it keep this address.`);
  } else {
    messages.push('The token is not kept: the next start prints a new address.');
  }
  return { server, messages };
}

async function main(): Promise<void> {
  const options = webOptionsFrom(process.argv.slice(2), process.env);
  const { server, messages } = await startWeb(options, {
    rendererDir: join(__dirname, '../renderer'),
    botRunner: new WorkerBotRunner(join(__dirname, 'bot-worker.js')),
  });
  for (const message of messages) console.log(message);

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
