/**
 * A Host in a process of its own, driven over Node's IPC channel by host-child-client.ts: so it
 * can run as a user who may not write the save file (the tests run as root, whom no permission
 * stops), or see a tiny disk of its own. Run as `node --import tsx host-child.ts <store path>`.
 * Messages: `{id, call, args}` runs a Host request; `{id, fill}` fills the disk with a file at that
 * path; `{id, remove}` removes a file; `{id, host: 'stop' | 'start'}` closes the Host or starts a
 * new one, as quitting or starting the app would.
 */
import fs from 'node:fs';
import type { RequestMethod } from '../../../electron/shared/api';
import { Host } from '../../../electron/main/host';
import type { ChildReply, ChildRequest } from './host-child-client';

const [storePath] = process.argv.slice(2);
const noPause = { off: 0, fast: 0, normal: 0, slow: 0 };
const openHost = () => new Host({ storePath, botPaceMs: noPause });
let host: Host | undefined = openHost();

/** Writes `path` until the disk has no room left, however little. */
function fillDisk(path: string): void {
  const fd = fs.openSync(path, 'w');
  try {
    for (const chunk of [1 << 20, 1 << 16, 1 << 12, 1 << 9, 1]) {
      const bytes = Buffer.alloc(chunk, 0x5a);
      for (;;) {
        try {
          if (fs.writeSync(fd, bytes) < chunk) break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          break;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

async function run(request: ChildRequest): Promise<unknown> {
  if ('call' in request) {
    if (!host) throw new Error('the Host is stopped');
    return host.request(request.call as RequestMethod, request.args);
  }
  if ('fill' in request) return fillDisk(request.fill);
  if ('remove' in request) return fs.rmSync(request.remove);
  await host?.close();
  host = request.host === 'start' ? openHost() : undefined;
  return null;
}

process.on('message', (request: ChildRequest) => {
  run(request).then(
    (value) => process.send?.({ id: request.id, value } satisfies ChildReply),
    (error: unknown) => process.send?.({ id: request.id, thrown: String(error) } satisfies ChildReply),
  );
});
process.on('disconnect', () => void host?.close().then(() => process.exit(0)));
process.send?.({ id: 0, value: 'ready' } satisfies ChildReply);
