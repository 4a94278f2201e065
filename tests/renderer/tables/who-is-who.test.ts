/**
 * Who is who on every table: one look per player, the symbol and colour the player has (as chosen
 * on the new-game screen), never one derived from a tribe or a seat (a TRÔL tribe's colour is
 * added as a mark beside it), and one name, in the language shown. A bot's turn says the bot is
 * thinking, on the table and on the phones; it never tells the bot what to do.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatSetup, SeatSnapshot } from '$contract/api';
import type { Seat } from '$engine/core/types';
import { thud } from '$engine/games/thud';
import type { TrolState } from '$engine/games/trol/types';
import { trollDice } from '$engine/games/troll-dice';
import { trolldilemma } from '$engine/games/trolldilemma';
import WinnerPanel from '../../../renderer/src/components/WinnerPanel.svelte';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import { botName, setLanguage, t } from '../../../renderer/src/lib/i18n.svelte';
import MatchScreen from '../../../renderer/src/screens/MatchScreen.svelte';
import BattleDiceTable from '../../../renderer/src/tables/battle-dice/BattleDiceTable.svelte';
import ThudPhoneHand from '../../../renderer/src/tables/thud/PhoneHand.svelte';
import TrolPhoneHand from '../../../renderer/src/tables/trol/PhoneHand.svelte';
import TrolTable from '../../../renderer/src/tables/trol/TrolTable.svelte';
import TrollDicePhoneHand from '../../../renderer/src/tables/troll-dice/PhoneHand.svelte';
import TrolldilemmaTable from '../../../renderer/src/tables/trolldilemma/TrolldilemmaTable.svelte';
import { FakeHost } from '../support/fake-host';
import { phoneSnapshotOf } from '../support/phone-snapshot';
import { findState, settings as battleSettings, snapshotOf as battleSnapshotOf } from './battle-dice-fixtures';
import { newGame as newThudGame } from './thud-fixtures';
import { avoidTriggers, definition, playUntil, seatSetups, seatSnapshotOf, settings, snapshotOf } from './trol-fixtures';
import { newGame as newTrollDiceGame, seatSetups as trollDiceSeats } from './troll-dice-fixtures';
import { firstRedirect, snapshotOf as dilemmaSnapshotOf } from './trolldilemma-fixtures';

const undo = async () => {};
const act = vi.fn(async () => {});
const settle = () => new Promise((resolve) => setTimeout(resolve));

/** how a player's symbol is read out: their colour and their symbol */
const lookOf = (seat: Pick<SeatSetup, 'color' | 'symbol'>) => t('ui:players.symbol', { color: t(`ui:colors.${seat.color}`), symbol: t(`ui:symbols.${seat.symbol}`) });
const playerSymbols = (root: ParentNode = document) => [...root.querySelectorAll<SVGElement>('svg.player-symbol')].map((svg) => svg.getAttribute('aria-label'));

function showTrol(state: TrolState, phoneSeats: Seat[] = []) {
  const seatView = vi.fn(async (seat: Seat): Promise<SeatSnapshot | undefined> => seatSnapshotOf(state, seat));
  return render(TrolTable, { snapshot: snapshotOf(state), act, undo, seatView, settings: settings('off'), phoneSeats });
}

beforeEach(() => setLanguage('en'));
afterEach(() => cleanup());

describe('TRÔL: each player keeps their own symbol, with their tribe’s mark beside it', () => {
  it('draws Ada’s orange circle on her vermillion tribe, and only the players’ own symbols anywhere on the table', () => {
    const { state } = playUntil(3, (next) => next.cycle === 'day' && next.lastHunt !== null && !next.resolution && definition.activeSeats(next)[0] === 1, {
      options: { cycle: 'day' },
    });
    showTrol(state);
    const seats = seatSetups(3);
    expect(state.tribes[0].color).toBe('vermillion');
    state.tribes.forEach((tribe) => {
      const player = seats[tribe.owner];
      const panel = document.querySelector<HTMLElement>(`.tribe[data-player="${player.name}"]`)!;
      expect(playerSymbols(panel)).toEqual([lookOf(player)]);
      expect(panel.querySelector<SVGElement>('[data-tribe-mark]')!.dataset.tribeMark).toBe(tribe.color);
    });
    expect(playerSymbols(document.querySelector('.tribe[data-player="Ada"]')!)).toEqual(['Orange circle']);
    // the last hunt names its tribes by their players' symbols too
    expect(playerSymbols(screen.getByTestId('last-hunt')).length).toBeGreaterThan(0);
    const looks = new Set(seats.map(lookOf));
    for (const label of playerSymbols()) expect(looks).toContain(label);
    // a card wears its tribe's mark, never a symbol a player could have
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="hunt-row"] [data-card]')];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.querySelector('svg.player-symbol')).toBeNull();
      expect(card.querySelector('[data-tribe-mark]')).not.toBeNull();
    }
  });

  it('tells tribes apart by their marks, the tribe’s colour named in words', () => {
    const { state } = playUntil(3, (next) => next.hunts.some((hunt) => hunt.cards.length > 0), { options: { cycle: 'day' } });
    showTrol(state);
    const marks = state.tribes.map((tribe) => document.querySelector(`.tribe [data-tribe-mark="${tribe.color}"]`)!);
    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual(['Vermillion tribe', 'Sky blue tribe', 'Green tribe']);
    // one to five pips: a tribe is told apart by more than its colour
    expect(marks.map((mark) => mark.querySelectorAll('circle').length)).toEqual([1, 2, 3]);
    setLanguage('fr');
    flushSync();
    expect(document.querySelector('.tribe [data-tribe-mark="green"]')!.getAttribute('aria-label')).toBe('tribu verte');
  });

  it('lowers the curtain for Ada in her own look', () => {
    const { state } = playUntil(3, (next) => definition.activeSeats(next)[0] === 0 && !next.resolution && !next.finale);
    showTrol(state);
    const curtain = screen.getByTestId('hand-off-curtain');
    expect(playerSymbols(curtain)).toEqual(['Orange circle']);
  });

  it('shows the players’ own symbols in the eliminations', () => {
    const { state } = playUntil(3, (next) => next.finale !== null, { avoid: avoidTriggers });
    showTrol(state);
    const looks = new Set(seatSetups(3).map(lookOf));
    const shown = playerSymbols(screen.getByTestId('finale'));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const label of shown) expect(looks).toContain(label);
    expect(shown).toContain('Orange circle');
  });

  it('gives each of two players their own symbol on both their tribes', () => {
    const { state } = playUntil(2, (next) => definition.activeSeats(next)[0] === 1 && !next.resolution, { options: { cycle: 'day' } });
    showTrol(state);
    const panels = state.tribes.map((tribe) => document.querySelector<HTMLElement>(`.tribe[data-tribe="${tribe.color}"]`)!);
    expect(panels.map((panel) => [panel.dataset.player, playerSymbols(panel)[0], panel.querySelector<SVGElement>('[data-tribe-mark]')!.dataset.tribeMark])).toEqual([
      ['Ada', 'Orange circle', 'vermillion'],
      ['Bert', 'Sky blue square', 'sky'],
      ['Ada', 'Orange circle', 'green'],
      ['Bert', 'Sky blue square', 'yellow'],
    ]);
  });
});

describe('TRÔL: a bot is not asked, it is thinking', () => {
  /** a hunt's question (a Fourbe's betrayal, a Chaman's reroll…) put to Bert, a bot */
  const botPrompt = () => playUntil(3, (next) => next.resolution?.prompt != null && definition.activeSeats(next)[0] === 1).state;

  it('says the bot is thinking instead of putting the question to it, in English and French', () => {
    const state = botPrompt();
    showTrol(state);
    expect(screen.getByTestId('waiting').textContent).toBe('Bert is thinking…');
    expect(screen.queryByTestId('prompt-chooser')).toBeNull();
    setLanguage('fr');
    flushSync();
    expect(screen.getByTestId('waiting').textContent).toBe('Bert réfléchit…');
  });

  it('says so on a phone too', async () => {
    const state = botPrompt();
    render(TrolPhoneHand, { snapshot: phoneSnapshotOf(definition, state, 0, seatSetups(3)), act, busy: false });
    await settle();
    expect(document.body.textContent).toContain('Bert is thinking…');
    expect(document.body.textContent).not.toContain('Bert (');
  });
});

describe('Battle Dice: a bot’s turn', () => {
  it('says the bot is thinking, not what it must choose, in English and French', () => {
    const { state } = findState((next) => next.phase.kind === 'battle' && next.turn?.seat === 1 && next.turn.stage === 'choose');
    render(BattleDiceTable, { snapshot: battleSnapshotOf(state), act, undo, seatView: async () => undefined, settings: battleSettings('off'), phoneSeats: [] });
    const heading = screen.getByTestId('turn-heading');
    expect(heading.textContent!.trim()).toBe('Bonecrusher is thinking…');
    expect(playerSymbols(heading)).toEqual(['Sky blue square']);
    setLanguage('fr');
    flushSync();
    expect(heading.textContent!.trim()).toBe('Bonecrusher réfléchit…');
    expect(document.body.textContent).not.toMatch(/choisissez/);
  });

  it('still tells a person what to choose', () => {
    const { state } = findState((next) => next.phase.kind === 'battle' && next.turn?.seat === 0 && next.turn.stage === 'choose');
    render(BattleDiceTable, { snapshot: battleSnapshotOf(state), act, undo, seatView: async () => undefined, settings: battleSettings('off'), phoneSeats: [] });
    expect(screen.getByTestId('turn-heading').textContent).toMatch(/^\s*Grizelda: choose \d heroe?s? to roll\s*$/);
  });
});

describe('Trolldilemma: bots still to choose', () => {
  it('are said to be thinking once the people have thrown, in English and French', async () => {
    let state = firstRedirect();
    for (const seat of [0, 3]) state = trolldilemma.definition.apply(state, seat, { type: 'throw', targets: state.trolls[seat].hand.map(() => 'middle' as const) });
    render(TrolldilemmaTable, { snapshot: dilemmaSnapshotOf(state), act, undo, seatView: async () => undefined, settings: settings('off'), phoneSeats: [] });
    await settle();
    expect(screen.getByTestId('waiting').textContent!.trim()).toBe('Bonecrusher and Mossback are thinking…');
    setLanguage('fr');
    flushSync();
    expect(screen.getByTestId('waiting').textContent!.trim()).toBe('Bonecrusher et Mossback réfléchissent…');
  });
});

describe('Thud: the Warlord’s move, seen from the other player’s phone', () => {
  it('says the bot is thinking, in English and French', () => {
    const seats: SeatSetup[] = [
      { name: 'Warlord bot', color: 'orange', symbol: 'circle', kind: { type: 'bot', level: 'hard' } },
      { name: 'Grum', color: 'sky', symbol: 'square', kind: { type: 'human' } },
    ];
    render(ThudPhoneHand, { snapshot: phoneSnapshotOf(thud.definition, newThudGame(), 1, seats), act, busy: false });
    expect(screen.getByTestId('phone-turn').textContent!.trim()).toBe('Dwarves: Warlord bot is thinking');
    expect(playerSymbols(screen.getByTestId('phone-turn'))).toEqual(['Orange circle']);
    setLanguage('fr');
    flushSync();
    // (the phone page names the bot in its own language; the hand is given the name as it is)
    expect(screen.getByTestId('phone-turn').textContent!.trim()).toMatch(/^Nains\s:\sWarlord bot réfléchit$/);
  });
});

describe('Troll Dice: a bot’s attack, seen from a phone', () => {
  it('says the bot is thinking, in English and French', () => {
    render(TrollDicePhoneHand, { snapshot: phoneSnapshotOf(trollDice.definition, newTrollDiceGame(3, 1, 1), 0, trollDiceSeats(3)), act, busy: false });
    expect(screen.getByTestId('waiting').textContent!.trim()).toBe('Bonecrusher is thinking…');
    setLanguage('fr');
    flushSync();
    expect(screen.getByTestId('waiting').textContent!.trim()).toBe('Bonecrusher réfléchit…');
  });
});

describe('a bot’s name', () => {
  it('is one name everywhere on the table, in the language shown, whatever language the game began in', async () => {
    setLanguage('fr');
    const frenchBot = botName('greedy');
    expect(frenchBot).toBe('Bot Glouton');
    const { state } = findState((next) => next.phase.kind === 'battle' && next.turn?.seat === 1 && next.turn.stage === 'choose');
    // the engine was given the names of the seats as they were set up, in French
    const named = { ...state, players: state.players.map((player, seat) => (seat === 1 ? { ...player, name: frenchBot } : player)) };
    const snapshot = battleSnapshotOf(named);
    snapshot.summary.seats = snapshot.summary.seats.map((seat, index) => (index === 1 ? { ...seat, name: frenchBot } : seat));
    setLanguage('en');
    const app = new AppState(new FakeHost().connection());
    render(MatchScreen, { app, snapshot });
    await settle();
    expect(screen.getByTestId('turn-heading').textContent!.trim()).toBe('Greedy bot is thinking…');
    expect(document.body.textContent).not.toContain('Glouton');
    setLanguage('fr');
    flushSync();
    expect(screen.getByTestId('turn-heading').textContent!.trim()).toBe('Bot Glouton réfléchit…');
  });
});

describe('the winner panel', () => {
  it('shows every player in the look they had at the table', async () => {
    const { state } = playUntil(3, (next) => next.finale !== null, { avoid: avoidTriggers });
    const snapshot = snapshotOf(state);
    render(WinnerPanel, { summary: snapshot.summary, outcome: snapshot.outcome!, onclose: () => {} });
    const panel = screen.getByTestId('winner');
    expect(new Set(playerSymbols(panel))).toEqual(new Set(seatSetups(3).map(lookOf)));
    await fireEvent.click(screen.getByTestId('winner-close'));
  });
});
