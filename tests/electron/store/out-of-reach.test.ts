/**
 * A save file the app cannot write: a read-only folder or file, a full disk. The user is told
 * what is wrong and where, nothing is lost or changed, and the app goes on once it is fixed.
 *
 * The tests run as root, whom no file permission stops: the Host runs in a child process as
 * "nobody" (host-child.ts), so chmod and chown apply to it. The full disk is a real one: a 2 MB
 * tmpfs mounted for the child process alone, filled until not a byte more fits.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppStatus, MatchSummary, MatchUpdate } from '../../../electron/shared/api';
import { applyMatchUpdate } from '../../../electron/shared/match-update';
import { seat } from '../host-fixtures';
import { HostChild, unprivileged } from './host-child-client';
import { newMatch, openOk, sha256, useTempDir } from './helpers';

const tempDir = useTempDir();
const children: HostChild[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) await child.stop();
});

const isRoot = process.getuid?.() === 0;

/** Gives `place` to the user the Host runs as: what a user fixing permissions would do. */
function giveToHostUser(place: string): void {
  if (isRoot) fs.chownSync(place, unprivileged.uid, unprivileged.gid);
  fs.chmodSync(place, fs.statSync(place).isDirectory() ? 0o755 : 0o644);
}

/** Takes write permission on `place` away from the user the Host runs as. */
function takeFromHostUser(place: string): void {
  if (isRoot) fs.chownSync(place, 0, 0);
  fs.chmodSync(place, fs.statSync(place).isDirectory() ? 0o555 : 0o444);
}

/** A folder the Host's user can reach, holding a healthy store with one match that user may write. */
function folderWithStore(): { folder: string; path: string } {
  const folder = tempDir();
  const path = nodePath.join(folder, 'troll-night.sqlite');
  const store = openOk(path);
  store.createMatch(newMatch('m'));
  store.close();
  giveToHostUser(folder);
  giveToHostUser(path);
  return { folder, path };
}

async function start(path: string): Promise<HostChild> {
  const child = await HostChild.unprivileged(path);
  children.push(child);
  return child;
}

function ok<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

async function status(host: HostChild): Promise<AppStatus> {
  return ok(await host.call<AppStatus>('status'));
}

const unavailable = { ok: false, error: { code: 'store-unavailable', key: 'common:errors.store-unavailable', params: {} } };

describe('a save file the app may not write', () => {
  it('names a read-only folder, changes nothing, and opens the file once the folder is writable', async () => {
    const { folder, path } = folderWithStore();
    takeFromHostUser(folder);
    const hash = sha256(path);
    const host = await start(path);

    const problem = (await status(host)).store;
    expect(problem).toMatchObject({ state: 'read-only', path });
    expect(problem.state !== 'ok' && problem.detail).toContain(folder);
    expect(await host.call('listMatches')).toEqual(unavailable);
    // nothing is set aside: the file is fine, only out of reach
    expect((ok(await host.call<AppStatus>('startFreshStore'))).store).toMatchObject({ state: 'read-only' });
    expect(fs.readdirSync(folder)).toEqual(['troll-night.sqlite']);
    expect(sha256(path)).toBe(hash);

    giveToHostUser(folder);
    expect(ok(await host.call<AppStatus>('reopenStore')).store).toEqual({ state: 'ok' });
    expect(ok(await host.call<MatchSummary[]>('listMatches')).map((match) => match.id)).toEqual(['m']);
    const created = ok(await host.call<MatchUpdate>('createMatch', { game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] }));
    expect(created.summary.actionCount).toBe(0);
  });

  it('names a read-only file instead of failing every move, and opens it once it is writable', async () => {
    const { path } = folderWithStore();
    takeFromHostUser(path);
    const hash = sha256(path);
    const host = await start(path);

    const problem = (await status(host)).store;
    expect(problem).toMatchObject({ state: 'read-only', path });
    expect(problem.state !== 'ok' && problem.detail).toContain(path);
    expect(await host.call('openMatch', 'm')).toEqual(unavailable);
    expect(sha256(path)).toBe(hash);

    giveToHostUser(path);
    expect(ok(await host.call<AppStatus>('reopenStore')).store).toEqual({ state: 'ok' });
    const opened = ok(await host.call<MatchUpdate>('openMatch', 'm'));
    const [actor] = opened.activeSeats;
    const moved = ok(await host.call<MatchUpdate>('act', 'm', actor, opened.legal[actor][0], 0));
    expect(moved.summary.actionCount).toBe(1);
  });

  it('names the read-only folder a new save file would go in', async () => {
    const folder = tempDir();
    fs.chmodSync(folder, 0o755);
    const host = await start(nodePath.join(folder, 'saves', 'troll-night.sqlite'));
    const problem = (await status(host)).store;
    expect(problem).toMatchObject({ state: 'read-only' });
    expect(problem.state !== 'ok' && problem.detail).toContain(folder);
    expect(fs.readdirSync(folder)).toEqual([]);
  });
});

describe('a full disk', () => {
  /** A Host whose save file is on a 2 MB disk of its own. */
  async function onTinyDisk(): Promise<{ host: HostChild; path: string; ballast: string }> {
    const folder = tempDir();
    const host = await HostChild.onTinyDisk(folder, '2m', nodePath.join(folder, 'troll-night.sqlite'));
    children.push(host);
    return { host, path: nodePath.join(folder, 'troll-night.sqlite'), ballast: nodePath.join(folder, 'ballast') };
  }

  it('refuses a move with a translated "disk full", changes nothing, and plays on once there is room', async () => {
    const { host, ballast } = await onTinyDisk();
    const created = ok(await host.call<MatchUpdate>('createMatch', { game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] }));
    const id = created.summary.id;
    let table = applyMatchUpdate(null, created);
    const move = async () => {
      if (!table) throw new Error('no table');
      const [actor] = table.activeSeats;
      return host.call<MatchUpdate>('act', id, actor, table.legal[actor][0], table.summary.actionCount);
    };
    for (let i = 0; i < 3; i++) table = applyMatchUpdate(table, ok(await move()));
    const before = applyMatchUpdate(null, ok(await host.call<MatchUpdate>('openMatch', id)));

    await host.fill(ballast);
    expect(await move()).toEqual({ ok: false, error: { code: 'disk-full', key: 'store:errors.disk-full', params: {} } });
    // nothing changed in memory: the table is exactly as before the refused move
    const after = applyMatchUpdate(null, ok(await host.call<MatchUpdate>('openMatch', id)));
    expect(after).toEqual({ ...before, revision: after?.revision });

    await host.remove(ballast);
    table = applyMatchUpdate(table, ok(await move()));
    expect(table?.summary.actionCount).toBe(4);
    await host.startHost();
    expect(ok(await host.call<MatchUpdate>('openMatch', id)).summary.actionCount).toBe(4);
  });

  it('says the disk is full when there is no room to start a save file, and starts one once there is', async () => {
    const { host, path, ballast } = await onTinyDisk();
    await host.stopHost();
    await host.remove(path);
    await host.fill(ballast);
    await host.startHost();
    expect((await status(host)).store).toMatchObject({ state: 'disk-full', path });
    expect(await host.call('listMatches')).toEqual(unavailable);

    await host.remove(ballast);
    expect(ok(await host.call<AppStatus>('reopenStore')).store).toEqual({ state: 'ok' });
    expect(ok(await host.call<MatchSummary[]>('listMatches'))).toEqual([]);
  });
});
