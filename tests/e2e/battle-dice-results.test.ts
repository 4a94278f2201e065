/**
 * Battle Dice's results to apply on the TV: a turn of three results, and a turn's FOCUS to decide
 * before its other results, at tables of two, four and six players with long names, at 1920×1080
 * and 3840×2160, in English and French. Every card (its name, its choices and what the choice will
 * do) is in view at once: nothing behind the window's edge, nothing that only scrolling the tray
 * would show.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAtOnceFaults } from './support/read-at-once';
import { useSession } from './support/session';
import { battleDiceResultsPlan, writeSweepSave } from './support/sweep-save';

const session = useSession();

describe('Battle Dice’s results to apply', () => {
  it('show every card whole at once, without scrolling, at two to six players, at 1080p and 4K, in English and French', async () => {
    const dbPath = join(session.scratch, 'battle-dice-results.sqlite');
    const swept = await writeSweepSave(dbPath, { plans: [2, 4, 6].map(battleDiceResultsPlan) });
    expect(await readAtOnceFaults(session, dbPath, swept, { ready: '[data-testid="match"] [data-result]' })).toEqual([]);
  });
});
