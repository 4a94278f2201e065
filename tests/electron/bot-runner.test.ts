import nodePath from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseBotMove, type BotRequest } from '../../engine/ai/bot-move';
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
    for (const level of gameModules['troll-dice'].bots.map((b) => b.id)) {
      for (const actionIndex of [0, 1, 2, 3]) {
        const request = openingRequest(level, actionIndex);
        expect(await runner.choose(request)).toEqual(chooseBotMove(request));
      }
    }
  });

  it('rejects a request the worker cannot serve and keeps serving the next ones', async () => {
    const runner = workerRunner();
    await expect(runner.choose(openingRequest('grandmaster', 0))).rejects.toThrow(/grandmaster/);
    expect(await runner.choose(openingRequest('random', 0))).toEqual(chooseBotMove(openingRequest('random', 0)));
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
