/**
 * `npm run bench`: speed and strength figures, printed, never asserted (the machines are shared
 * and noisy, so figures are medians of several rounds). Run after `electron-vite build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { playGame } from '../engine/core/simulate';
import { trollDice } from '../engine/games/troll-dice';
import { Host } from '../electron/main/host';
import { openStore } from '../electron/store/sqlite-store';
import { marathonModule } from './bench/marathon';
import { benchBattleDice } from './bench/battle-dice';
import { benchDuelLengths } from './bench/battle-dice-duels';
import { benchExperts, EXPERT_GAMES, LADDER_GAMES } from './bench/expert';
import { benchCampaign } from './bench/campaign';
import { benchHallOfFame } from './bench/hall-of-fame';
import { randomGamesPerSecond, smartAgainstRandom } from './bench/bot-games';
import { benchThud } from './bench/thud';
import { benchTrol } from './bench/trol';
import { benchTrolldilemma } from './bench/trolldilemma';
import { benchTrolldilemmaPace } from './bench/trolldilemma-pace';
import { browserLatency, bundleSize, longMatchLatency, phoneLatency } from './bench/browser';
import { figure, fmt, heading, median } from './bench/measure';

const scratch = mkdtempSync(join(tmpdir(), 'troll-night-bench-'));

function durableAppends(): void {
  heading('Save store: durable appends (WAL, synchronous=FULL, one transaction each)');
  const games = Array.from({ length: 40 }, (_, i) => playGame(trollDice, ['random', 'random', 'random', 'random'], 500 + i));
  const rates: number[] = [];
  for (let round = 0; round < 5; round++) {
    const path = join(scratch, `appends-${round}.sqlite`);
    const opened = openStore(path);
    if (!opened.ok) throw new Error(opened.detail);
    const store = opened.store;
    let appended = 0;
    const start = performance.now();
    games.forEach((game, g) => {
      const id = `m${g}`;
      store.createMatch({ id, game: 'troll-dice', version: 1, config: game.config, seed: 500 + g, seats: [], createdAt: 0 });
      game.log.forEach((entry, index) => {
        store.appendAction(id, { index, seat: entry.seat, action: entry.action, events: [] }, null, index);
        appended++;
      });
    });
    rates.push((appended * 1000) / (performance.now() - start));
    store.close();
  }
  figure('appends per second (median of 5 rounds)', fmt(median(rates), 0));
}

async function resumeLongMatch(): Promise<void> {
  heading('Resume a match with 10,000 logged actions');
  const length = 10_000;
  const games = { marathon: marathonModule(length + 1) };
  const storePath = join(scratch, 'resume.sqlite');
  const writer = new Host({ storePath, games });
  const created = await writer.createMatch({
    game: 'marathon',
    seats: ['Ada', 'Bert'].map((name, i) => ({ name, color: `c${i}`, symbol: `s${i}`, kind: { type: 'human' } as const })),
  });
  if (!created.ok) throw new Error(created.error.code);
  const id = created.value.summary.id;
  const actStart = performance.now();
  let seat = created.value.activeSeats[0];
  for (let i = 0; i < length; i++) {
    const result = await writer.act(id, seat, { type: 'roll', green: 0 }, i);
    if (!result.ok) throw new Error(result.error.code);
    seat = result.value.activeSeats[0];
  }
  const perAct = (performance.now() - actStart) / length;
  await writer.close();
  figure('a human move through the Host, saved before it answers (mean)', `${fmt(perAct, 2)} ms`);

  const times: number[] = [];
  for (let round = 0; round < 7; round++) {
    const reader = new Host({ storePath, games });
    const start = performance.now();
    const opened = await reader.openMatch(id);
    times.push(performance.now() - start);
    if (!opened.ok || opened.value.summary.actionCount !== length) throw new Error('resume failed');
    await reader.close();
  }
  figure('openMatch on a fresh Host: snapshot + tail + 10,000-line log (median of 7)', `${fmt(median(times))} ms (aim < 200 ms)`);
}

async function browserFigures(): Promise<void> {
  bundleSize();
  await browserLatency(scratch);
  await longMatchLatency(scratch);
  await phoneLatency(scratch);
}

/** the value of `--name=value` on the command line */
function optionValue(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(): Promise<void> {
  console.log('Troll Night bench — figures are medians; this machine is shared, compare ratios.');
  // `npm run bench -- --round-end`: only the Trolldilemma round's end, from a round's last secret choice until a human can act
  if (process.argv.includes('--round-end')) return benchTrolldilemmaPace(scratch);
  // `npm run bench -- --browser`: only the page figures: the bundles against their budgets, and a move to the updated table
  if (process.argv.includes('--browser')) return browserFigures();
  // `npm run bench -- --sizes`: only the bundles against their budgets
  if (process.argv.includes('--sizes')) return bundleSize();
  // `npm run bench -- --fame`: only the hall of fame's figures
  if (process.argv.includes('--fame')) return benchHallOfFame(scratch);
  // `npm run bench -- --expert-games=500 --ladder-games=50`: more games for the expert's figures and its ladder (a night for 500)
  const expertGames = Number(optionValue('--expert-games') ?? EXPERT_GAMES);
  const ladderGames = Number(optionValue('--ladder-games') ?? LADDER_GAMES);
  // `npm run bench -- --expert`: the expert's strength, its ladder and its time per decision, on their own:
  // up to a second a decision makes them long, too long to ride along with the figures above
  if (process.argv.includes('--expert')) return benchExperts(expertGames, ladderGames);
  randomGamesPerSecond(trollDice, 'Troll Dice', [2, 4, 6], 200);
  smartAgainstRandom(trollDice, 'Troll Dice', [2, 3, 4, 6], 100_000);
  durableAppends();
  await resumeLongMatch();
  await browserLatency(scratch);
  await longMatchLatency(scratch);
  await phoneLatency(scratch);
  await benchCampaign(scratch);
  await benchHallOfFame(scratch);
  bundleSize();
  await benchBattleDice();
  benchDuelLengths(process.argv.includes('--quick'));
  benchTrolldilemma();
  await benchTrolldilemmaPace(scratch);
  benchTrol();
  await benchThud(process.argv.includes('--quick'));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(scratch, { recursive: true, force: true }));

