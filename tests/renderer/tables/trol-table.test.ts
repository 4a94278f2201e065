/**
 * The TRÔL table in jsdom: each stage of a game as the TV shows it, and the keys and taps it
 * takes. Over 500 lines: one file per table, since every test builds its snapshots with the same
 * helpers.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatSnapshot } from '$contract/api';
import { sameJson } from '$engine/core/json';
import type { Action, Seat } from '$engine/core/types';
import { cardKind, gibier, TRIBE, tribeCard } from '$engine/games/trol/cards';
import { pointsOf, tallies } from '$engine/games/trol/finale';
import type { TrolAction, TrolState } from '$engine/games/trol/types';
import { eliminations } from '$engine/games/trol/victory';
import { setLanguage, t } from '../../../renderer/src/lib/i18n.svelte';
import { runCommand, startInput } from '../../../renderer/src/lib/input';
import { phoneGames } from '../../../renderer/src/phone/phone-games.svelte';
import { optionsFor, rulesAppendixFor, tableFor } from '../../../renderer/src/tables';
import TrolPhoneHand from '../../../renderer/src/tables/trol/PhoneHand.svelte';
import FinalePanel from '../../../renderer/src/tables/trol/FinalePanel.svelte';
import TrolTable from '../../../renderer/src/tables/trol/TrolTable.svelte';
import { avoidTriggers, definition, playUntil, seatSetups, seatSnapshotOf, settings, snapshotOf } from './trol-fixtures';

const undo = async () => {};
const ADA = 0;
const CLEO = 2;
const humans = [ADA, CLEO, 4];

function recorder() {
  const calls: { seat: Seat; action: Action }[] = [];
  const act = vi.fn(async (seat: Seat, action: Action) => {
    calls.push({ seat, action });
  });
  return { act, calls };
}

/** `phoneSeats`: the seats whose player holds their link open on a phone */
function show(state: TrolState, speed: 'off' | 'normal' = 'off', phoneSeats: Seat[] = []) {
  const { act, calls } = recorder();
  const seatView = vi.fn(async (seat: Seat): Promise<SeatSnapshot | undefined> => seatSnapshotOf(state, seat));
  const view = render(TrolTable, { snapshot: snapshotOf(state), act, undo, seatView, settings: settings(speed), phoneSeats });
  return { act, calls, seatView, view };
}

const isLegal = (state: TrolState, seat: Seat, action: Action) =>
  definition.legalActions(state, seat).some((legal) => sameJson(legal, action));
const settle = () => new Promise((resolve) => setTimeout(resolve));
const curtain = () => document.querySelector<HTMLElement>('[data-testid="hand-off-curtain"]');
const tribePanel = (name: string) => document.querySelector<HTMLElement>(`.tribe[data-player="${name}"]`)!;
const waitingLine = () => screen.queryByTestId('waiting')?.textContent;
const cardName = (card: string) => t(`trol:cards.${cardKind(card)}.name`);
const huntColumns = () => [...document.querySelectorAll<HTMLElement>('[data-testid="hunt-row"] > [data-hunt]')];
/** a seat's turn or prompt is being waited on, with nothing being resolved unless asked */
const waitsOn = (state: TrolState, seat: Seat) => !state.finale && definition.activeSeats(state)[0] === seat;

beforeEach(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TRÔL table: registered, with its setup options', () => {
  it('is playable, has a phone hand, and offers the cycle (a toss by default) and teams at four only', async () => {
    expect(tableFor('trol')).toBe(TrolTable);
    expect((await phoneGames.load('trol'))?.Hand).toBe(TrolPhoneHand);
    const [cycle, teams] = optionsFor('trol');
    expect(cycle).toMatchObject({ id: 'cycle', kind: 'choice', default: 'toss' });
    expect(cycle.kind === 'choice' && cycle.choices.map((choice) => choice.value)).toEqual(['toss', 'day']);
    expect(teams).toMatchObject({ id: 'teams', kind: 'toggle', default: false });
    expect([2, 3, 4, 5].map((count) => teams.when?.(count))).toEqual([false, false, true, false]);
    // the engine reads both as the screen sends them
    expect(definition.setup({ seats: [{ name: 'A' }, { name: 'B' }], firstSeat: 0, options: { cycle: 'day' } }, 5).cycle).toBe('day');
    expect(definition.setup({ seats: [0, 1, 2, 3].map((n) => ({ name: `P${n}` })), firstSeat: 0, options: { teams: true } }, 5).teams).toBe(true);
  });
});

describe('TRÔL table: what the room sees', () => {
  it('shows each Gibier with its range, portions, trophies and danger, its hunt beneath, the cycle and each tribe', () => {
    const { state } = playUntil(3, (next) => next.cycle === 'day' && waitsOn(next, 1) && next.hunts.filter((hunt) => hunt.cards.length > 0).length >= 2, {
      options: { cycle: 'day' },
      avoid: avoidTriggers,
    });
    show(state);

    expect(curtain()).toBeNull();
    expect(screen.getByTestId('cycle').dataset.cycle).toBe('day');
    expect(document.querySelector('.trol-table')!.getAttribute('data-cycle')).toBe('day');
    const columns = huntColumns();
    expect(columns).toHaveLength(state.hunts.length);
    state.hunts.forEach((hunt, index) => {
      const column = columns[index];
      const card = gibier(hunt.gibier);
      const face = column.querySelector<HTMLElement>(`[data-gibier="${hunt.gibier}"]`)!;
      expect(face.textContent).toContain(t(`trol:gibiers.${hunt.gibier}.name`));
      expect(face.querySelector('.range')!.textContent).toBe(`${card.min}–${card.max}`);
      expect([...face.querySelectorAll('.portions li')].map((portion) => Number(portion.textContent))).toEqual([...card.portions]);
      expect(face.querySelector('.facts')!.textContent).toContain(String(card.trophies));
      expect(face.querySelector('.facts')!.textContent).toContain(String(card.danger));
      // by day every card shows its face, the first placed first
      expect([...column.querySelectorAll<HTMLElement>('.cards [data-card]')].map((chip) => chip.dataset.card)).toEqual(hunt.cards.map(({ card: id }) => id));
    });

    state.tribes.forEach((tribe) => {
      const panel = tribePanel(state.seats[tribe.owner].name);
      const stat = (name: string) => panel.querySelector(`[data-stat="${name}"] b`)!.textContent;
      expect(stat('hand')).toBe(String(tribe.hand.length));
      expect(stat('food')).toBe(String(tribe.food));
      expect(stat('masks')).toBe(String(tribe.survivors.reduce((sum, card) => sum + tribeCard(cardKind(card)).masks, 0)));
      expect(stat('trophies')).toBe(String(tribe.trophies.reduce((sum, id) => sum + gibier(id).trophies, 0)));
      // the table never shows a hand
      for (const card of tribe.hand) expect(document.querySelector(`[data-card="${card}"]`)).toBeNull();
    });
    expect(tribePanel('Bert').dataset.status).toBe('thinking');
    expect(tribePanel('Bert').classList.contains('playing')).toBe(true);
    expect(waitingLine()).toBe('Bert is thinking…');
  });

  it('draws a card placed at night as its back in its tribe’s colour, its face nowhere in the page', () => {
    const { state } = playUntil(3, (next) => next.cycle === 'night' && waitsOn(next, 1) && next.hunts.some((hunt) => hunt.cards.some((card) => !card.faceUp)), {
      avoid: avoidTriggers,
    });
    show(state);

    expect(screen.getByTestId('cycle').dataset.cycle).toBe('night');
    expect(screen.getByTestId('cycle').textContent).toContain('Night');
    const hidden = state.hunts.flatMap((hunt) => hunt.cards.filter((card) => !card.faceUp));
    const backs = [...document.querySelectorAll<HTMLElement>('[data-face-down]')];
    expect(backs.map((back) => back.dataset.faceDown)).toEqual(hidden.map(({ card }) => card.slice(0, card.indexOf('-'))));
    const page = document.body.innerHTML;
    for (const { card } of hidden) expect(page).not.toContain(card);
    expect(backs[0].textContent).toContain('Face down');
  });
});

describe('TRÔL table: a turn behind the curtain', () => {
  const adasTurn = () => playUntil(3, (next) => waitsOn(next, ADA) && !next.resolution && next.hunts.some((hunt) => hunt.cards.some(({ card }) => card.startsWith('vermillion'))), { options: { cycle: 'day' } }).state;

  it('covers the table, shows the hand once Ada says it is her, and places the card chosen where she points', async () => {
    const state = adasTurn();
    const { calls, seatView } = show(state);
    await settle();

    expect(curtain()?.dataset.player).toBe('Ada');
    expect(curtain()!.textContent).toContain('Pass to Ada — only Ada looks');
    expect(seatView).not.toHaveBeenCalled();
    for (const card of state.tribes[ADA].hand) expect(document.querySelector(`[data-card="${card}"]`)).toBeNull();

    await fireEvent.click(screen.getByRole('button', { name: 'I am Ada — show my hand' }));
    await settle();
    expect(seatView).toHaveBeenCalledWith(ADA);
    const chooser = screen.getByTestId('hand-chooser');
    expect([...chooser.querySelectorAll<HTMLElement>('.hand button[data-card]')].map((button) => button.dataset.card)).toEqual(state.tribes[ADA].hand);
    // nothing to place until a card is picked
    expect([...chooser.querySelectorAll<HTMLButtonElement>('button[data-place]')].every((button) => button.disabled)).toBe(true);

    // a Trôl may trigger where Ada's tribe already has a card, and only there
    const trol = state.tribes[ADA].hand.find((card) => tribeCard(cardKind(card)).trol)!;
    await fireEvent.click(chooser.querySelector<HTMLButtonElement>(`.hand button[data-card="${trol}"]`)!);
    const triggers = [...chooser.querySelectorAll<HTMLElement>('button[data-trigger]')].map((button) => Number(button.dataset.trigger));
    expect(triggers).toEqual(state.hunts.flatMap((_, hunt) => (isLegal(state, ADA, { type: 'trigger', card: trol, hunt }) ? [hunt] : [])));
    expect(triggers.length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(chooser.querySelector('button[data-place="0"]'));

    await fireEvent.click(screen.getByRole('button', { name: `Place ${cardName(trol)} face up under ${t(`trol:gibiers.${state.hunts[1].gibier}.the`)}` }));
    expect(calls).toEqual([{ seat: ADA, action: { type: 'place', card: trol, hunt: 1 } }]);
    expect(isLegal(state, ADA, calls[0].action)).toBe(true);
    // the hand is gone from the screen with the move
    expect(screen.queryByTestId('hand-chooser')).toBeNull();
  });

  it('is played from the pad or keyboard: A (Enter) confirms, picks and places; Esc puts the card back, then hides the hand', async () => {
    const stopInput = startInput(window);
    try {
      const state = adasTurn();
      const { calls, seatView } = show(state);
      await settle();
      runCommand('activate');
      await settle();
      expect(seatView).toHaveBeenCalledTimes(1);
      const first = state.tribes[ADA].hand[0];
      expect(document.activeElement).toBe(document.querySelector(`.hand button[data-card="${first}"]`));
      runCommand('activate');
      await settle();
      expect(document.activeElement).toBe(document.querySelector('button[data-place="0"]'));
      await fireEvent.keyDown(window, { key: 'Escape' });
      await settle();
      expect(document.activeElement).toBe(document.querySelector(`.hand button[data-card="${first}"]`));
      await fireEvent.keyDown(window, { key: 'Escape' });
      await settle();
      expect(screen.queryByTestId('hand-chooser')).toBeNull();
      expect(curtain()?.dataset.player).toBe('Ada');

      runCommand('activate');
      await settle();
      runCommand('activate');
      await settle();
      runCommand('activate');
      expect(calls).toEqual([{ seat: ADA, action: { type: 'place', card: first, hunt: 0 } }]);
      expect(isLegal(state, ADA, calls[0].action)).toBe(true);
    } finally {
      stopInput();
    }
  });

  it('shows no curtain for a seat whose phone joined, and says the table waits on that phone', async () => {
    const state = adasTurn();
    const { seatView } = show(state, 'off', [ADA]);
    await settle();
    expect(curtain()).toBeNull();
    expect(seatView).not.toHaveBeenCalled();
    expect(waitingLine()).toBe('Ada chooses on their phone…');
  });

  it('plays a two-player second tribe from its face-up piles on the table, with no curtain', async () => {
    const { state } = playUntil(2, (next) => !next.resolution && !next.finale && next.turn === 2);
    const { calls, seatView } = show(state);
    await settle();
    expect(curtain()).toBeNull();
    const tops = state.tribes[2].piles!.flatMap((pile) => (pile.length ? [pile[pile.length - 1]] : []));
    const chooser = screen.getByTestId('hand-chooser');
    expect(chooser.textContent).toContain('Ada’s second tribe');
    expect([...chooser.querySelectorAll<HTMLElement>('.hand button[data-card]')].map((button) => button.dataset.card)).toEqual(tops);
    // the piles' tops are public: the panel of the tribe shows them too
    expect(document.querySelectorAll(`.tribe[data-tribe="${state.tribes[2].color}"] [data-pile]`)).toHaveLength(4);
    await fireEvent.click(chooser.querySelector<HTMLButtonElement>(`.hand button[data-card="${tops[0]}"]`)!);
    await fireEvent.click(chooser.querySelector<HTMLButtonElement>('button[data-place="3"]')!);
    expect(calls).toEqual([{ seat: ADA, action: { type: 'place', card: tops[0], hunt: 3 } }]);
    expect(isLegal(state, ADA, calls[0].action)).toBe(true);
    expect(seatView).not.toHaveBeenCalled();
  });
});

describe('TRÔL table: the questions a hunt asks', () => {
  const promptFor = (kind: string) =>
    playUntil(3, (next) => next.resolution?.prompt?.kind === kind && humans.includes(definition.activeSeats(next)[0])).state;
  const answering = (state: TrolState) => definition.activeSeats(state)[0];

  it('shows the dice a Chaman may have rerolled, and takes the answer on the table', async () => {
    const state = promptFor('reroll');
    const seat = answering(state);
    const { calls, seatView } = show(state);
    await settle();
    expect(curtain()).toBeNull();
    const roll = state.resolution!.roll!;
    const scene = screen.getByTestId('hunt-scene');
    const shown = [...scene.querySelectorAll<HTMLElement>(`[data-blow="${roll.by}"] [data-die], [data-betrayal="${roll.by}"] [data-die]`)];
    expect(shown.map((die) => [die.dataset.die, Number(die.dataset.damage)])).toEqual(roll.dice.map((die) => [die.color, die.damage]));
    const chooser = screen.getByTestId('prompt-chooser');
    expect(chooser.textContent).toContain(`${state.seats[seat].name}, your Shaman: have these dice rerolled?`);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reroll them' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Let them stand' }));
    expect(calls).toEqual([{ seat, action: { type: 'keep' } }]);
    expect(seatView).not.toHaveBeenCalled();
  });

  it('offers the Chef Trôl every mix of three dice', async () => {
    const state = promptFor('colors');
    const seat = answering(state);
    const { calls } = show(state);
    await settle();
    const labels = [...screen.getByTestId('prompt-chooser').querySelectorAll<HTMLButtonElement>('button[data-red]')].map((button) => button.textContent!.trim());
    expect(labels).toEqual(['3 red', '2 red + 1 white', '1 red + 2 white', '3 white']);
    await fireEvent.click(screen.getByRole('button', { name: '2 red + 1 white' }));
    expect(calls).toEqual([{ seat, action: { type: 'dice', red: 2 } }]);
    expect(isLegal(state, seat, calls[0].action)).toBe(true);
  });

  it('lets a Fourbe pick any other card of the hunt, or betray no one', async () => {
    const state = promptFor('betray');
    const seat = answering(state);
    const { calls } = show(state);
    await settle();
    const fourbe = (state.resolution!.prompt as { card: string }).card;
    const targets = [...screen.getByTestId('prompt-chooser').querySelectorAll<HTMLElement>('button[data-target]')].map((button) => button.dataset.target);
    expect(targets).toEqual(state.resolution!.cards.filter((card) => card !== fourbe));
    await fireEvent.click(screen.getByRole('button', { name: 'Betray no one' }));
    expect(calls).toEqual([{ seat, action: { type: 'spare' } }]);
  });

  it('gives the question the room it needs: the cycle card, the trigger and the trophies’ cards step aside while it is asked', async () => {
    const state = promptFor('betray');
    show(state);
    await settle();
    expect(screen.getByTestId('prompt-chooser')).toBeTruthy();
    expect(screen.queryByTestId('cycle')).toBeNull();
    expect(screen.queryByTestId('trigger')).toBeNull();
    expect(document.querySelector('.tribe .gibiers')).toBeNull();
    // each tribe's trophies are still counted
    const trophies = [...document.querySelectorAll<HTMLElement>('.tribe [data-stat="trophies"] b')].map((count) => Number(count.textContent));
    expect(trophies).toHaveLength(state.tribes.length);
    // the hunt's rows and its total stay
    expect(screen.getByTestId('total').dataset.total).toBe(String(state.resolution!.total));
    expect(document.querySelectorAll('[data-testid="hunt-scene"] [data-blow]').length).toBeGreaterThanOrEqual(state.resolution!.cards.length);
  });

  it('asks the Stagiaire for +1 or −1 against the running total', async () => {
    const state = promptFor('sign');
    const seat = answering(state);
    const { calls } = show(state);
    await settle();
    expect(screen.getByTestId('total').dataset.total).toBe(String(state.resolution!.total));
    await fireEvent.click(screen.getByRole('button', { name: '−1' }));
    expect(calls).toEqual([{ seat, action: { type: 'sign', sign: -1 } }]);
  });

  it('asks about a Stagiaire from the hand behind the curtain', async () => {
    const state = promptFor('stagiaire');
    const seat = answering(state);
    const { calls, seatView } = show(state);
    await settle();
    expect(curtain()).not.toBeNull();
    expect(screen.queryByTestId('prompt-chooser')).toBeNull();
    const name = state.seats[seat].name;
    await fireEvent.click(screen.getByRole('button', { name: `I am ${name} — show my choice` }));
    await settle();
    expect(seatView).toHaveBeenCalledWith(seat);
    const chooser = screen.getByTestId('private-screen').querySelector<HTMLElement>('[data-testid="prompt-chooser"]')!;
    expect(chooser.dataset.prompt).toBe('stagiaire');
    await fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(calls).toEqual([{ seat, action: { type: 'pass' } }]);
  });
});

describe('TRÔL table: a hunt played back', () => {
  /** a trigger whose hunt rolls dice and ends in the same move */
  const wholeHunt = () =>
    playUntil(3, (next, previous) => {
      const types = next.events.map((event) => event.type);
      return previous.resolution === null && types.includes('triggered') && types.includes('rolled') && types.some((type) => type.startsWith('hunt-'));
    });

  it('shows the trigger, every die tumbling then landing, the running total, then how the hunt ended', async () => {
    vi.useFakeTimers();
    const { before, state, seat } = wholeHunt();
    const { view } = show(before, 'normal');
    await view.rerender({ snapshot: snapshotOf(state, state.events, 1) });

    const caption = () => screen.getByTestId('playback').querySelector('.caption')!.textContent;
    const triggered = state.events.find((event) => event.type === 'triggered')!;
    expect(caption()).toContain(`${state.seats[seat].name} triggers the hunt for ${t(`trol:gibiers.${triggered.gibier}.the`)}`);
    expect(screen.getByTestId('trigger').textContent).toContain(cardName(triggered.card as string));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Skip' }));

    // every strike shows its dice, first in the air, then on their faces
    const rolled = state.events.filter((event) => event.type === 'rolled');
    const seen: string[] = [];
    let sawTumbling = false;
    for (let waited = 0; waited < 60_000 && !document.querySelector('[data-testid="last-hunt"]'); waited += 100) {
      const dice = [...document.querySelectorAll<HTMLElement>('.blows li.now [data-die]')];
      if (dice.some((die) => die.dataset.damage === undefined)) sawTumbling = true;
      const landed = dice.filter((die) => die.dataset.damage !== undefined).map((die) => `${die.dataset.die}:${die.dataset.damage}`);
      if (landed.length > 0 && landed.join() !== seen.at(-1)) seen.push(landed.join());
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(sawTumbling).toBe(true);
    const blows = rolled.filter((event) => state.events.some((other) => other.type === 'strike' && other.card === event.card));
    for (const event of blows) {
      expect(seen).toContain((event.dice as { color: string; damage: number }[]).map((die) => `${die.color}:${die.damage}`).join());
    }
    const report = state.lastHunt!;
    expect(screen.getByTestId('last-hunt').dataset.result).toBe(report.result);
    expect(screen.getByTestId('total').dataset.total).toBe(String(report.total));

    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.queryByTestId('playback')).toBeNull();
    // the last hunt stays on the table until the next one
    const strip = screen.getByTestId('last-hunt');
    expect(strip.textContent).toContain(t(`trol:table.result.${report.result}`));
    expect(document.querySelector('.trol-table')!.getAttribute('data-playing')).toBe('false');
  });

  it('moves the tribes’ counts on move by move when moves queue up faster than they are shown', async () => {
    vi.useFakeTimers();
    const { before, state } = playUntil(3, (next, previous) => previous.resolution === null && next.events.some((event) => event.type === 'food'));
    const fed = state.tribes.findIndex((tribe, index) => tribe.food > before.tribes[index].food);
    const seat = definition.activeSeats(state)[0];
    const next = definition.apply(state, seat, definition.legalActions(state, seat).find((action) => action.type === 'place')!);
    const { view } = show(before, 'normal');
    await view.rerender({ snapshot: snapshotOf(state, state.events, 1) });
    await view.rerender({ snapshot: snapshotOf(next, next.events, 2) });

    const food = () => Number(tribePanel(state.seats[state.tribes[fed].owner].name).querySelector('[data-stat="food"] b')!.textContent);
    expect(food()).toBe(before.tribes[fed].food);
    for (let waited = 0; waited < 60_000 && !/places/.test(screen.queryByTestId('playback')?.textContent ?? ''); waited += 100) {
      await vi.advanceTimersByTimeAsync(100);
    }
    // the hunt has been shown: the next move is, on the table as the hunt left it
    expect(screen.getByTestId('playback').textContent).toMatch(/places/);
    expect(food()).toBe(state.tribes[fed].food);
    expect(screen.getByTestId('arriving')).not.toBeNull();
  });

  it('shows the result at once when animations are off', async () => {
    const { before, state } = wholeHunt();
    const { view } = show(before, 'off');
    await view.rerender({ snapshot: snapshotOf(state, state.events, 1) });
    expect(screen.queryByTestId('playback')).toBeNull();
    expect(screen.getByTestId('last-hunt').dataset.result).toBe(state.lastHunt!.result);
  });
});

describe('TRÔL table: the end', () => {
  it('shows the eliminations one by one, then the winner and each tribe’s points', async () => {
    vi.useFakeTimers();
    const { before, state } = playUntil(3, (next) => next.finale !== null, { avoid: avoidTriggers });
    const { view } = show(before, 'normal');
    await view.rerender({ snapshot: snapshotOf(state, state.events, 1) });
    const finale = state.finale!;

    const shownCounts: number[] = [];
    for (let waited = 0; waited < 120_000 && screen.queryByTestId('playback'); waited += 200) {
      const panel = screen.queryByTestId('finale');
      if (panel && Number(panel.dataset.shown) !== shownCounts.at(-1)) shownCounts.push(Number(panel.dataset.shown));
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(shownCounts).toEqual(finale.steps.map((_, index) => index + 1));

    const panel = screen.getByTestId('finale');
    const food = finale.steps[0];
    const line = panel.querySelector('[data-step="food"]')!.textContent;
    if (food.kind === 'food' && food.eliminated.length > 0) expect(line).toContain(`Least food: ${state.seats[state.tribes[food.eliminated[0]].owner].name} is out`);
    const winnerName = state.seats[state.tribes[finale.winner].owner].name;
    expect(screen.getByTestId('finale-winner').textContent).toBe(`${winnerName} wins!`);
    expect([...panel.querySelectorAll<HTMLElement>('[data-points]')].map((cell) => Number(cell.dataset.points))).toEqual(finale.points);
    const rows = [...panel.querySelectorAll<HTMLElement>('tbody tr')];
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => Number(cell.textContent)))).toEqual(
      finale.tallies.map((tally) => [tally.food, tally.masks]),
    );
  });

  it('names both partners when a team wins', () => {
    const { state } = playUntil(4, (next) => next.finale !== null, { options: { teams: true }, avoid: avoidTriggers });
    show(state);
    const seat = state.tribes[state.finale!.winner].owner;
    const names = [seat, (seat + 2) % 4].map((partner) => state.seats[partner].name);
    expect(screen.getByTestId('finale-winner').textContent).toBe(`${names[0]} and ${names[1]} win!`);
    expect(document.querySelectorAll('.tribe .team')).toHaveLength(4);
  });

  it('shows the chiefs’ rounds of red dice when nothing else tells the finalists apart', () => {
    const { state } = playUntil(3, (next) => next.finale !== null, { avoid: avoidTriggers });
    // every tribe brought home the same: only the chiefs' dice decide (rolled by the engine's own rules)
    const even = tallies(state).map(() => ({ food: 10, masks: 8, trophies: 3, gibiers: 1, mostDangerous: 5 }));
    // red faces by index: the first two chiefs tie on 12 and the third is out; then 0 against 4
    const faces = [5, 5, 5, 5, 5, 5, 0, 2, 3, 1, 1, 1, 5, 0, 0];
    let rolled = 0;
    const steps = eliminations(even, () => faces[rolled++ % faces.length]);
    const winner = steps.at(-1)!;
    expect(winner).toMatchObject({ kind: 'winner', decidedBy: 'dice' });
    const decided = { ...state, finale: { tallies: even, steps, winner: winner.kind === 'winner' ? winner.winner : 0, points: pointsOf(steps, even) } };
    show(decided);
    const panel = screen.getByTestId('finale');
    expect(panel.querySelector('[data-step="food"]')!.textContent).toContain('nobody is out');
    expect(winner.kind === 'winner' && winner.rolls.map((round) => round.map((roll) => roll.total))).toEqual([[12, 12, 5], [0, 4]]);
    expect([...panel.querySelectorAll('.rounds li')].map((round) => [...round.querySelectorAll('.roll b')].map((total) => Number(total.textContent)))).toEqual([
      [12, 12, 5],
      [0, 4],
    ]);
    expect(panel.querySelector('[data-step="winner"]')!.textContent).toContain('The chiefs’ dice decide');
  });
});

describe('TRÔL finale: every step says what decided it', () => {
  /** the game night's finale: Ada and Bert both brought home 42 food; Ada has fewer masks and goes; Cleo has the most trophies */
  function tiedOnFood(): TrolState {
    const { state } = playUntil(3, (next) => next.finale !== null, { avoid: avoidTriggers });
    const tied = [
      { food: 42, masks: 3, trophies: 5, gibiers: 1, mostDangerous: 9 },
      { food: 42, masks: 5, trophies: 2, gibiers: 1, mostDangerous: 4 },
      { food: 50, masks: 4, trophies: 7, gibiers: 2, mostDangerous: 11 },
    ];
    const steps = eliminations(tied, () => 0);
    return { ...state, finale: { tallies: tied, steps, winner: 2, points: pointsOf(steps, tied) } };
  }
  const lit = (panel: HTMLElement) => ({
    columns: [...panel.querySelectorAll('thead th.lit')].map((cell) => cell.textContent?.trim()),
    cells: [...panel.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.classList.contains('lit'))),
  });

  it('names the tie on food and the masks that broke it, lighting those columns for the two tribes', () => {
    const view = definition.view(tiedOnFood(), 'table');
    render(FinalePanel, { finale: view.finale!, view, seats: seatSetups(3), shown: 1 });
    const panel = screen.getByTestId('finale');
    const food = panel.querySelector('[data-step="food"]')!;
    expect(food.textContent).toContain('Least food: Ada is out');
    expect(food.querySelector('[data-testid="finale-why"]')!.textContent).toBe(
      'Ada and Bert were level on 42 food; the fewest masks breaks the tie: Ada (3 masks) and Bert (5 masks).',
    );
    // the food step is about food and its tie-break, the masks, for Ada and Bert: not the trophies
    expect(lit(panel)).toEqual({
      columns: ['Food', 'Masks'],
      cells: [
        [true, true, false],
        [true, true, false],
        [false, false, false],
      ],
    });
  });

  it('lights the trophies for the finalists once the winner is named, and says what the points count', () => {
    show(tiedOnFood());
    const panel = screen.getByTestId('finale');
    expect(panel.querySelector('[data-step="winner"] [data-testid="finale-why"]')!.textContent).toBe('Bert (2 trophies) and Cleo (7 trophies).');
    expect(lit(panel)).toEqual({
      columns: ['Trophies'],
      // food, masks, trophies, then the points once the winner is named
      cells: [
        [false, false, false, false],
        [false, false, true, false],
        [false, false, true, false],
      ],
    });
    expect(screen.getByTestId('finale-points').textContent).toBe('Points: 5 to the winning tribe; the others score 1, 2, 3… in the order they left the race.');
  });

  it('says it in French', () => {
    setLanguage('fr');
    show(tiedOnFood());
    const why = [...screen.getAllByTestId('finale-why')].map((line) => line.textContent);
    expect(why).toEqual([
      'Ada et Bert étaient à égalité (42 nourritures) ; le moins de masques départage : Ada (3 masques) et Bert (5 masques).',
      'Bert (2 trophées) et Cleo (7 trophées).',
    ]);
    expect(screen.getByTestId('finale-points').textContent).toBe(
      'Points : 5 pour la tribu gagnante ; les autres marquent 1, 2, 3… dans l’ordre où elles ont quitté la course.',
    );
  });

  it('says which figures left a tie unbroken, and which tie-breaks the winner needed', () => {
    const { state } = playUntil(4, (next) => next.finale !== null, { avoid: avoidTriggers });
    const tallies4 = [
      { food: 30, masks: 4, trophies: 3, gibiers: 1, mostDangerous: 6 },
      { food: 30, masks: 4, trophies: 9, gibiers: 1, mostDangerous: 6 },
      { food: 45, masks: 6, trophies: 9, gibiers: 2, mostDangerous: 8 },
      { food: 40, masks: 2, trophies: 9, gibiers: 3, mostDangerous: 12 },
    ];
    const steps = eliminations(tallies4, () => 0);
    const winner = steps.at(-1)!;
    show({ ...state, finale: { tallies: tallies4, steps, winner: winner.kind === 'winner' ? winner.winner : 0, points: pointsOf(steps, tallies4) } });
    expect([...screen.getAllByTestId('finale-why')].map((line) => line.textContent)).toEqual([
      'Ada and Bert were level on 30 food and 4 masks.',
      'Dagda (2 masks), against Ada (4 masks) and Bert (4 masks).',
      'Bert and Cleo were level on 9 trophies; the most Gibier cards breaks the tie: Bert (1 Gibier card) and Cleo (2 Gibier cards).',
    ]);
  });
});

describe('TRÔL table: in French', () => {
  it('speaks the rulebook’s words', async () => {
    setLanguage('fr');
    const { state } = playUntil(3, (next) => next.cycle === 'night' && waitsOn(next, 1) && next.lastHunt !== null, {});
    show(state);
    expect(screen.getByTestId('cycle').textContent).toContain('Nuit');
    expect(screen.getByTestId('last-hunt').textContent).toMatch(/Chasse ratée|Chasse réussie|Gibier explosé/);
    expect(waitingLine()).toBe('Bert réfléchit…');
  });
});

describe('TRÔL table: a move is one of the legal actions', () => {
  it('never sends an action the engine would refuse', async () => {
    const { state } = playUntil(3, (next) => waitsOn(next, ADA) && !next.resolution);
    const { calls } = show(state);
    await fireEvent.click(screen.getByRole('button', { name: /show my hand/ }));
    await settle();
    const card = state.tribes[ADA].hand.at(-1)!;
    await fireEvent.click(document.querySelector<HTMLButtonElement>(`.hand button[data-card="${card}"]`)!);
    const last = state.hunts.length - 1;
    await fireEvent.click(document.querySelector<HTMLButtonElement>(`button[data-place="${last}"]`)!);
    const action = calls[0].action as TrolAction;
    expect(action).toEqual({ type: 'place', card, hunt: last });
    expect(() => definition.apply(state, ADA, action)).not.toThrow();
  });
});

describe('TRÔL on the rules screen', () => {
  it('shows every kind of tribe card with its count, and the twenty Gibiers from the least dangerous, in both languages', async () => {
    const Gallery = rulesAppendixFor('trol')!;
    for (const language of ['en', 'fr'] as const) {
      await setLanguage(language);
      const view = render(Gallery);
      const cards = view.container.querySelectorAll('[data-gallery-card]');
      expect([...cards].map((card) => card.getAttribute('data-gallery-card'))).toEqual(TRIBE.map(({ kind }) => kind));
      expect(cards[TRIBE.findIndex(({ kind }) => kind === 'rabatteur')].textContent).toContain('×3');
      const gibiers = [...view.container.querySelectorAll('[data-gallery-gibier]')].map((card) => gibier(card.getAttribute('data-gallery-gibier')!));
      expect(gibiers.map(({ danger }) => danger)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect(view.container.textContent).toContain(t('trol:gibiers.marsh-dragon.name'));
      expect(view.container.textContent).not.toMatch(/trol:|\{\{/);
      view.unmount();
    }
    await setLanguage('en');
  });
});
