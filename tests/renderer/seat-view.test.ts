/** AppState.seatView: a seat's own snapshot, asked of the Host for the open match; refusals become messages. */
import { describe, expect, it } from 'vitest';
import { trollDice } from '$engine/games/troll-dice';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { FakeHost } from './support/fake-host';

const human = (name: string) => ({ name, color: 'amber', symbol: 'axe', kind: { type: 'human' as const } });
const computer = (name: string) => ({ name, color: 'sky', symbol: 'circle', kind: { type: 'bot' as const, level: 'random' } });

async function openMatch() {
  const host = new FakeHost();
  const app = new AppState(host.connection());
  await app.refresh();
  await app.createMatch({ game: 'troll-dice', seats: [human('Ann'), computer('Bob')] });
  return { host, app };
}

describe('AppState.seatView', () => {
  it("asks the Host for the open match's seat and gives back its snapshot, leaving the table's alone", async () => {
    const { host, app } = await openMatch();
    const table = app.match;
    const seat = await app.seatView(0);
    expect(host.called('seatView')).toEqual([['m1', 0]]);
    const state = trollDice.definition.setup({ seats: [{ name: 'Ann' }, { name: 'Bob' }], firstSeat: 0 }, 1);
    expect(seat).toEqual({
      matchId: 'm1',
      seat: 0,
      actionCount: 0,
      view: trollDice.definition.view(state, 0),
      legal: trollDice.definition.legalActions(state, 0),
    });
    expect(app.match).toBe(table);
    expect(app.toasts).toEqual([]);
  });

  it("shows the Host's refusal for a bot's seat and gives back nothing", async () => {
    const { app } = await openMatch();
    expect(await app.seatView(1)).toBeUndefined();
    expect(app.toasts.map((toast) => toast.error.key)).toEqual(['common:errors.bot-seat']);
  });

  it('asks nothing when no match is open', async () => {
    const host = new FakeHost();
    const app = new AppState(host.connection());
    expect(await app.seatView(0)).toBeUndefined();
    expect(host.called('seatView')).toEqual([]);
  });
});
