/**
 * Runs the real `npm run web` entry (out/main/web.js, built by `npm run test:e2e`) as a child
 * process, as a player would, so stopping and restarting it is a real server restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  token: string;
  stop(): Promise<void>;
}

const webEntry = resolve('out/main/web.js');

/**
 * Starts the web server on `port` (0 = any free port; 'default' = as `npm run web` picks it, the
 * last start's port first) with the save file `dbPath`. New games draw their dice from `seed`, so a
 * test plays the same game on every run. `token` names a fixed token: the same name gives the same
 * token, one strong enough for the server (it refuses guessable ones), passed as a player would, in
 * the environment; without it the server keeps its own token beside the save file, as by default.
 * `phonePort` is where the phone server listens while the setting is on (0 = any free port).
 */
export async function startServer(
  dbPath: string,
  options: { port?: number | 'default'; token?: string; seed?: number; phonePort?: number } = {},
): Promise<RunningServer> {
  const args = ['--db', dbPath, '--seed', String(options.seed ?? 1)];
  if (options.port !== 'default') args.push('--port', String(options.port ?? 0));
  if (options.phonePort !== undefined) args.push('--phone-port', String(options.phonePort));
  const { TROLL_NIGHT_TOKEN, TROLL_NIGHT_TOKEN_FILE, PORT, ...env } = process.env;
  if (options.token) env.TROLL_NIGHT_TOKEN = createHash('sha256').update(options.token).digest('base64url');
  const child = spawn(process.execPath, [webEntry, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`web server did not start:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`web server exited with ${code}:\n${output}`)));
  });
  const parsed = new URL(url);
  return {
    url,
    port: Number(parsed.port),
    token: parsed.searchParams.get('token')!,
    stop: () => stopChild(child),
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
