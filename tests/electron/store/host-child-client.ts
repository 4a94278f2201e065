/**
 * Starts host-child.ts, a Host in a process of its own, and talks to it: as a user other than
 * root (whom no file permission stops), or on a tiny disk of its own (a tmpfs mounted in a mount
 * namespace of its own, which disappears with the process).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RequestMethod, Result } from '../../../electron/shared/api';

export type ChildRequest = { id: number } & (
  | { call: RequestMethod; args: unknown[] }
  | { fill: string }
  | { remove: string }
  | { host: 'stop' | 'start' }
);
export type ChildReply = { id: number; value?: unknown; thrown?: string };

const childScript = fileURLToPath(new URL('./host-child.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const isRoot = process.getuid?.() === 0;

/** The user the Host runs as when the tests run as root: Debian's "nobody". */
export const unprivileged = { uid: 65534, gid: 65534 };

/** Fails with the message the child process gave. */
function settle(reply: ChildReply): unknown {
  if (reply.thrown !== undefined) throw new Error(`the Host's process threw: ${reply.thrown}`);
  return reply.value;
}

export class HostChild {
  #nextId = 1;
  readonly #waiting = new Map<number, (reply: ChildReply) => void>();
  readonly #exited: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: ChildReply) => {
      this.#waiting.get(reply.id)?.(reply);
      this.#waiting.delete(reply.id);
    });
    this.#exited = new Promise((resolve) => child.on('exit', () => resolve()));
  }

  /** A Host on `storePath` run by a user without root's powers, so permissions apply to it. */
  static unprivileged(storePath: string): Promise<HostChild> {
    return HostChild.#started(
      fork(childScript, [storePath], {
        cwd: repoRoot,
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        ...(isRoot ? unprivileged : {}),
      }),
    );
  }

  /**
   * A Host on `storePath` inside `folder`, on which a tmpfs of `size` (e.g. "2m") is mounted for
   * this process alone. Root mounts it in a new mount namespace; anyone else in a user namespace.
   */
  static onTinyDisk(folder: string, size: string, storePath: string): Promise<HostChild> {
    const mountThenRun = 'mount -t tmpfs -o size="$1" tmpfs "$2" && shift 2 && exec "$@"';
    return HostChild.#started(
      spawn(
        'unshare',
        [...(isRoot ? [] : ['--map-root-user']), '--mount', 'sh', '-c', mountThenRun, 'sh', size, folder, process.execPath, '--import', 'tsx', childScript, storePath],
        { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
      ),
    );
  }

  static async #started(child: ChildProcess): Promise<HostChild> {
    const host = new HostChild(child);
    await new Promise<void>((resolve, reject) => {
      host.#waiting.set(0, () => resolve());
      child.once('exit', (code) => reject(new Error(`the Host's process ended before it was ready (exit code ${code})`)));
    });
    return host;
  }

  call<T>(method: RequestMethod, ...args: unknown[]): Promise<Result<T>> {
    return this.#send({ call: method, args }) as Promise<Result<T>>;
  }

  /** Fills the disk with a file at `path`, until not a byte more fits. */
  async fill(path: string): Promise<void> {
    await this.#send({ fill: path });
  }

  async remove(path: string): Promise<void> {
    await this.#send({ remove: path });
  }

  /** Closes the Host, as quitting the app would. */
  async stopHost(): Promise<void> {
    await this.#send({ host: 'stop' });
  }

  /** Starts a new Host on the same file (closing any running one), as starting the app would. */
  async startHost(): Promise<void> {
    await this.#send({ host: 'start' });
  }

  async stop(): Promise<void> {
    if (this.child.connected) this.child.disconnect();
    await this.#exited;
  }

  #send(request: Record<string, unknown>): Promise<unknown> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, (reply) => {
        try {
          resolve(settle(reply));
        } catch (error) {
          reject(error);
        }
      });
      this.child.send({ id, ...request });
    });
  }
}
