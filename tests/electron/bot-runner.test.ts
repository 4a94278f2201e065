import nodePath from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PONDER_LIMIT, chooseBotMove, ponderAfterMove, type BotRequest } from '../../engine/ai/bot-move';
import { gameModules } from '../../engine/games';
import { WorkerBotRunner } from '../../electron/main/bot-runner';
import { bot, botsDone, ok, seat, useHosts } from './host-fixtures';

/** The worker entry as electron-vite builds it, run here from source through tsx. */
const workerEntry = nodePath.resolve('engine/ai/bot-worker.ts');
const runners: WorkerBotRunner[] = [];
const hosts = useHosts();

function workerRunner(): WorkerBotRunner {
  const runner = new WorkerBotRunner(workerEntry, ['--import', 'tsx']);
  runners.push(runner);
  return runner;
}

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.close();
});

function openingRequest(level: string, actionIndex: number): BotRequest {
  const { definition } = gameModules['troll-dice'];
  const state = definition.setup({ seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }], firstSeat: 1 }, 2024);
  return { game: 'troll-dice', level, state, seat: 1, seed: 2024, actionIndex };
}

describe('WorkerBotRunner', () => {
  it('chooses in a worker thread exactly what the bot chooses in-process', async () => {
    const runner = workerRunner();
    // the expert stops on the clock, so where it stops depends on the machine's load: it has its own test
    for (const level of gameModules['troll-dice'].bots.map((b) => b.id).filter((id) => id !== 'expert')) {
      for (const actionIndex of [0, 1, 2, 3]) {
        const request = openingRequest(level, actionIndex);
        expect(await runner.choose(request)).toEqual(chooseBotMove(request));
      }
    }
  });

  it('lets the expert search in a worker thread and answer a legal move within about a second', async () => {
    const runner = workerRunner();
    const { definition } = gameModules.trol;
    const state = definition.setup({ seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }], firstSeat: 0 }, 2024);
    const asked = performance.now();
    const action = await runner.choose({ game: 'trol', level: 'expert', state, seat: 0, seed: 2024, actionIndex: 0 });
    // a generous bound: the worker starts cold, and the machine running the tests is busy
    expect(performance.now() - asked).toBeLessThan(3_000);
    expect(definition.legalActions(state, 0)).toContainEqual(action);
  });

  it('rejects a request the worker cannot serve and keeps serving the next ones', async () => {
    const runner = workerRunner();
    await expect(runner.choose(openingRequest('grandmaster', 0))).rejects.toThrow(/grandmaster/);
    expect(await runner.choose(openingRequest('random', 0))).toEqual(chooseBotMove(openingRequest('random', 0)));
  });

  it('lets the Warlord think on the next player\'s time, and stops it as soon as a bot is wanted again', async () => {
    const runner = workerRunner();
    const { definition } = gameModules.thud;
    const start = definition.setup({ seats: [{ name: 'Ann' }, { name: 'Bob' }], firstSeat: 0 }, 5);
    const warlordMove = await runner.choose({ game: 'thud', level: 'hard', state: start, seat: 0, seed: 5, actionIndex: 0 });
    const after = definition.apply(start, 0, warlordMove);
    expect(definition.legalActions(start, 0)).toContainEqual(warlordMove);
    // the Warlord now ponders for up to PONDER_LIMIT; the Veteran's request must not wait for that
    const veteran: BotRequest = { game: 'thud', level: 'medium', state: after, seat: 1, seed: 5, actionIndex: 1 };
    const asked = performance.now();
    expect(await runner.choose(veteran)).toEqual(chooseBotMove(veteran));
    expect(performance.now() - asked).toBeLessThan(PONDER_LIMIT.timeMs / 3);

    // what the worker runs after each reply: the Warlord thinks until told to stop, the Veteran never
    let looks = 0;
    ponderAfterMove({ game: 'thud', level: 'hard', state: start, seat: 0, seed: 5, actionIndex: 0 }, warlordMove, () => ++looks >= 3);
    expect(looks).toBe(3);
    const veteranMove = chooseBotMove(veteran);
    ponderAfterMove(veteran, veteranMove, () => ++looks > 0);
    expect(looks).toBe(3);
  });

  it('fails pending requests when closed', async () => {
    const runner = workerRunner();
    const refused = expect(runner.choose(openingRequest('smart', 0))).rejects.toThrow(/closed/);
    await runner.close();
    await refused;
  });

  it('plays a whole bots-only game for the Host, the same way twice from the same seed', async () => {
    const dir = hosts.tempDir();
    const play = async (file: string) => {
      const host = hosts.open(nodePath.join(dir, file), {
        botRunner: workerRunner(),
        randomInt: (max) => (max === 2 ** 31 ? 777 : 0),
      });
      const created = ok(
        await host.createMatch({ game: 'troll-dice', seats: [seat('Bob', bot('random')), seat('Cid', bot('smart'))] }),
      );
      const done = await botsDone(host, created.summary.id);
      return done;
    };
    const first = await play('a.sqlite');
    const second = await play('b.sqlite');
    expect(first.outcome).not.toBeNull();
    expect(second.log).toEqual(first.log);
    expect(second.view).toEqual(first.view);
  });
});
