/**
 * Run by crash.test.ts as `node --import tsx crash-child.ts <store path> <seed>`, then killed with
 * SIGKILL at a random moment. Plays Troll Dice between bots for ever, as the Host would: each move
 * is appended (and so durable) before it is acknowledged on stdout, and a snapshot is saved every
 * few moves. On start it resumes the unfinished match left by the previous, killed, run.
 */
import { applyChecked, replay } from '../../../engine/core/match';
import { randomSource } from '../../../engine/core/rng';
import { gameModule } from '../../../engine/games';
import { openStore } from '../../../electron/store/sqlite-store';
import type { Store, StoredMatch } from '../../../electron/store/types';
import { acknowledgementLine, readyLine, stateHash } from './crash-protocol';

const snapshotEvery = 7;
const seatBots = ['random', 'smart', 'random'];

const [storePath, seedArgument] = process.argv.slice(2);
const runSeed = Number(seedArgument);
const trollDiceModule = gameModule('troll-dice');
if (!trollDiceModule) throw new Error('the troll-dice game is not registered');
const { definition, bots } = trollDiceModule;
const random = randomSource(runSeed);

function botFor(seat: number) {
  const bot = bots.find((candidate) => candidate.id === seatBots[seat]);
  if (!bot) throw new Error(`troll-dice has no bot ${seatBots[seat]}`);
  return bot;
}

function newMatch(store: Store): StoredMatch {
  const id = `match-${store.listMatches().matches.length + 1}`;
  const seats = seatBots.map((level, seat) => ({ name: `Troll ${seat + 1}`, color: `c${seat}`, symbol: `s${seat}`, kind: { type: 'bot' as const, level } }));
  store.createMatch({
    id,
    game: definition.id,
    version: definition.version,
    config: { seats: seats.map(({ name }) => ({ name })), firstSeat: Math.floor(random() * seats.length) },
    seed: Math.floor(random() * 0x7fffffff),
    seats,
    createdAt: Date.now(),
  });
  return store.getMatch(id)!;
}

const opened = openStore(storePath);
if (!opened.ok) throw new Error(`store refused: ${opened.problem} ${opened.detail}`);
const store = opened.store;
process.stdout.write(readyLine);

// bounded, in case no kill ever comes
for (let played = 0; played < 1_000; played++) {
  const match = store.listMatches().matches.find((candidate) => candidate.outcome === null) ?? newMatch(store);
  let state = replay(definition, match.config, match.seed, store.actions(match.id));
  for (let index = match.actionCount; !definition.outcome(state); index++) {
    const seat = definition.activeSeats(state)[0];
    const action = botFor(seat).choose(state, seat, random);
    state = applyChecked(definition, state, seat, action);
    store.appendAction(match.id, { index, seat, action, events: state.events }, definition.outcome(state), Date.now());
    // stdout is a pipe: on Linux this write is synchronous, so once it returns the test can read it
    process.stdout.write(acknowledgementLine({ matchId: match.id, index, stateHash: stateHash(state) }));
    if ((index + 1) % snapshotEvery === 0) store.saveSnapshot(match.id, { index: index + 1, state });
  }
}
store.close();
