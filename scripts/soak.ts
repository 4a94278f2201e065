/**
 * `npm run soak`: the web server under a long seeded flood, on 127.0.0.1 only. Each round sets
 * up a fresh match of every game (a few legal moves in), then sends hostile frames mixed with
 * valid requests (the generator the fuzz test uses), checking every answer. Prints figures;
 * exits non-zero on the first wrong or missing answer. `npm run soak -- 200000 7` sends 200,000
 * messages from seed 7 (default: 100,000 from seed 1). Then a fifth as many hostile frames go to a
 * phone's seat link on the phone server (the generator of the phone tests), and as many to the
 * match's watch link, each refused.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startWebServer } from '../electron/main/web-server';
import type { MatchUpdate } from '../electron/shared/api';
import { phoneFlood, type PhoneFloodFigures } from '../tests/support/phone-fuzz';
import { flood, setUpMatches, takeBaseline, WireClient, type FloodFigures } from '../tests/support/wire-fuzz';
import { figure, fmt, heading } from './bench/measure';

const roundSize = 5_000;

async function soak(total: number, seed: number): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'troll-night-soak-'));
  mkdirSync(join(scratch, 'renderer'));
  writeFileSync(join(scratch, 'renderer', 'index.html'), '<!doctype html><title>Troll Night</title>');
  const server = await startWebServer({
    dbPath: join(scratch, 'soak.sqlite'),
    rendererDir: join(scratch, 'renderer'),
    port: 0,
    seed,
    // the flood measures the server, not the per-phone rate limit (which refuses most of it)
    phones: { port: 0, rateLimit: { perSecond: 1e9, burst: 1e9 } },
  });
  const url = `ws://127.0.0.1:${server.port}/api?token=${server.token}`;
  const client = await WireClient.connect(url);
  // ws closing a connection for a frame it refuses is logged once per such frame: counted below instead
  const warn = console.warn;
  console.warn = () => {};
  const totals: FloodFigures = { sent: 0, answered: 0, rejected: 0, validMatched: 0, connectionsClosed: 0, codes: {} };
  let floodMs = 0;
  let matches = 0;
  let phone: PhoneFloodFigures | undefined;
  let phoneMs = 0;
  let watch: PhoneFloodFigures | undefined;
  let watchMs = 0;
  try {
    for (let round = 0; totals.sent < total; round++) {
      const roundMatches = await setUpMatches(client, seed * 1000 + round);
      matches += roundMatches.length;
      const baseline = await takeBaseline(client, roundMatches);
      const start = performance.now();
      const figures = await flood({ url, client, seed: seed * 1000 + round, count: Math.min(roundSize, total - totals.sent), matches: roundMatches, baseline });
      floodMs += performance.now() - start;
      totals.sent += figures.sent;
      totals.answered += figures.answered;
      totals.rejected += figures.rejected;
      totals.validMatched += figures.validMatched;
      totals.connectionsClosed += figures.connectionsClosed;
      for (const [code, count] of Object.entries(figures.codes)) totals.codes[code] = (totals.codes[code] ?? 0) + count;
      process.stdout.write(`\r  ${totals.sent.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} messages`);
    }
    phone = await floodPhone(Math.round(total / 5));
  } finally {
    console.warn = warn;
    client.close();
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  heading(`Web server soak: ${total.toLocaleString('en-US')} seeded messages (seed ${seed}), ${matches} matches across every game`);
  figure('messages per second (flood only, answers checked)', fmt(totals.sent / (floodMs / 1000), 0));
  figure('sent', totals.sent.toLocaleString('en-US'));
  figure('answered by id', totals.answered.toLocaleString('en-US'));
  figure('valid requests answered exactly as before the flood', totals.validMatched.toLocaleString('en-US'));
  figure('rejected', totals.rejected.toLocaleString('en-US'));
  figure('  of which connections closed by the server (frames ws refuses)', totals.connectionsClosed.toLocaleString('en-US'));
  for (const [code, count] of Object.entries(totals.codes).sort((a, b) => b[1] - a[1])) figure(`  refused as ${code}`, count.toLocaleString('en-US'));
  if (phone) {
    heading(`Phone server: ${phone.sent.toLocaleString('en-US')} hostile frames on one seat link`);
    figure('frames per second (answers checked)', fmt(phone.sent / (phoneMs / 1000), 0));
    figure('refused with a translated error', phone.answered.toLocaleString('en-US'));
    for (const [code, count] of Object.entries(phone.codes).sort((a, b) => b[1] - a[1])) figure(`  refused as ${code}`, count.toLocaleString('en-US'));
  }
  if (watch) {
    heading(`Phone server: ${watch.sent.toLocaleString('en-US')} hostile frames on one watch link`);
    figure('frames per second (answers checked)', fmt(watch.sent / (watchMs / 1000), 0));
    figure('refused with a translated error', watch.answered.toLocaleString('en-US'));
    for (const [code, count] of Object.entries(watch.codes).sort((a, b) => b[1] - a[1])) figure(`  refused as ${code}`, count.toLocaleString('en-US'));
  }
  figure('server memory (RSS, MB, same process)', fmt(process.memoryUsage().rss / 1e6, 0));

  /** a Trolldilemma match with a phone on seat 0, and the flood on its link, then on the match's watch link */
  async function floodPhone(count: number): Promise<PhoneFloodFigures> {
    const host = server.host;
    const answer = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      return result.value;
    };
    answer(await host.setSettings({ phones: true }));
    const port = server.phonePort();
    if (port === undefined) throw new Error('the phone server did not start');
    const human = (name: string) => ({ name, color: 'orange', symbol: 'circle', kind: { type: 'human' as const } });
    const created = answer(await host.createMatch({ game: 'trolldilemma', seats: [human('Ann'), human('Bob'), human('Cid')] })) as MatchUpdate;
    answer(await host.invitePhone(created.summary.id, 0));
    // the match's links: the seat's, and the watch link every match going on has
    const links = answer(await host.phoneTable(created.summary.id));
    const flooding = { seed, count, matchIds: [created.summary.id], illegal: { type: 'point', side: 'left' }, actionCount: created.summary.actionCount };
    let start = performance.now();
    const figures = await phoneFlood({ port, token: new URL(links.invites[0].url).pathname.replace('/p/', ''), ...flooding });
    phoneMs = performance.now() - start;
    start = performance.now();
    watch = await phoneFlood({ port, token: new URL(links.watch!.url).pathname.replace('/w/', ''), socket: 'watch-api?watch=', ...flooding });
    watchMs = performance.now() - start;
    return figures;
  }
}

const [totalText = '100000', seedText = '1'] = process.argv.slice(2);
soak(Number(totalText), Number(seedText)).catch((error) => {
  console.error(error);
  process.exit(1);
});
