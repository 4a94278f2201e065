// @vitest-environment jsdom
/**
 * The winner panel of every game says what decided, in English and in French: the winning rule
 * with the deciding score, each seat's figures beside its place, every tie and its tie-break.
 * The outcomes come from the engines, on game ends crafted after the rule texts.
 */
import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchSummary, SeatSetup } from '$contract/api';
import type { Outcome } from '$engine/core/types';
import { battleDice } from '$engine/games/battle-dice';
import { thud } from '$engine/games/thud';
import { trol } from '$engine/games/trol';
import { pointsOf } from '$engine/games/trol/finale';
import { eliminations, type Tally } from '$engine/games/trol/victory';
import { trollDice } from '$engine/games/troll-dice';
import { trolldilemma } from '$engine/games/trolldilemma';
import WinnerPanel from '../../renderer/src/components/WinnerPanel.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';

const palette = [
  ['orange', 'circle'],
  ['sky', 'square'],
  ['green', 'triangle'],
  ['yellow', 'diamond'],
] as const;
const NAMES = ['Ada', 'Bruno', 'Chloé', 'Dan'];

function seats(count: number): SeatSetup[] {
  return NAMES.slice(0, count).map((name, seat) => ({ name, color: palette[seat][0], symbol: palette[seat][1], kind: { type: 'human' } }));
}
const config = (count: number) => ({ seats: NAMES.slice(0, count).map((name) => ({ name })), firstSeat: 0 });

function summaryOf(game: string, count: number, outcome: Outcome): MatchSummary {
  return { id: 'm1', game, seats: seats(count), createdAt: 0, updatedAt: 0, actionCount: 40, outcome };
}

/** the panel's lines, each with its spaces tidied */
function shown(game: string, count: number, outcome: Outcome) {
  render(WinnerPanel, { summary: summaryOf(game, count, outcome), outcome, onclose: () => {} });
  const tidy = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const panel = screen.getByTestId('winner');
  const text = tidy(panel);
  // every sentence found its words: no key is shown raw
  expect(text).not.toMatch(/outcome\.|winner\.tie|\{\{/);
  return {
    rule: tidy(screen.getByTestId('winner-rule')),
    standings: screen.getAllByTestId('winner-standing').map(tidy),
    why: [...(screen.queryByTestId('winner-why')?.querySelectorAll('li') ?? [])].map(tidy),
  };
}

/** Trolldilemma's end on the game night: Bruno and Chloé both on 24 coins, Bruno with more skulls */
function trolldilemmaEnd(): Outcome {
  const state = trolldilemma.definition.setup(config(4), 7);
  state.phase = { kind: 'over', reason: 'skulls' };
  state.trolls.forEach((troll, seat) => {
    troll.coins = [31, 24, 24, 12][seat];
    troll.skulls = Array.from({ length: [8, 6, 4, 6][seat] }, (_, index) => troll.hand[index % troll.hand.length] ?? 'bishop');
  });
  return trolldilemma.definition.outcome(state)!;
}

/** Troll Dice: Ada last standing with 4 health; Bruno and Chloé knocked out by the same attack, Dan first */
function trollDiceEnd(): Outcome {
  const state = trollDice.definition.setup(config(4), 7);
  state.trolls.forEach((troll, seat) => {
    troll.health = [4, 0, 0, 0][seat];
    troll.out = seat > 0;
  });
  state.eliminations = [[3], [1, 2]];
  state.winner = 0;
  state.phase = { kind: 'over' };
  return trollDice.definition.outcome(state)!;
}

/** Battle Dice: the last two knocked each other out */
function battleDiceDraw(): Outcome {
  const state = battleDice.definition.setup(config(2), 7);
  state.players.forEach((player) => (player.health = 0));
  state.eliminations = [[1], [0]];
  state.winners = [1, 0];
  state.phase = { kind: 'over' };
  return battleDice.definition.outcome(state)!;
}

function battleDiceWin(): Outcome {
  const state = battleDice.definition.setup(config(3), 7);
  state.players.forEach((player, seat) => (player.health = [7, 0, 0][seat]));
  state.eliminations = [[1], [2]];
  state.winners = [0];
  state.phase = { kind: 'over' };
  return battleDice.definition.outcome(state)!;
}

/** Thud: battle 1 Ada's dwarves keep 22, Bruno's trolls 24; battle 2 Bruno's dwarves 10, Ada's trolls 16 */
function thudEnd(scores: [number, number][]): Outcome {
  const state = thud.definition.setup(config(2), 7);
  state.battles = scores.map((battleScores, index) => ({
    dwarfSeat: index,
    dwarvesLeft: battleScores[index],
    trollsLeft: battleScores[1 - index] / 4,
    scores: battleScores,
    reason: 'agreement' as const,
    moves: [],
  }));
  state.over = true;
  return thud.definition.outcome(state)!;
}

/** TRÔL at three: Ada and Bruno both brought 42 food, Ada has fewer masks and goes; Chloé has the most trophies */
function trolEnd(): Outcome {
  return trolFinale(3, {}, [
    { food: 42, masks: 3, trophies: 5, gibiers: 1, mostDangerous: 9 },
    { food: 42, masks: 5, trophies: 2, gibiers: 1, mostDangerous: 4 },
    { food: 50, masks: 4, trophies: 7, gibiers: 2, mostDangerous: 11 },
  ]);
}

function trolFinale(count: number, options: Record<string, boolean>, tallies: Tally[]): Outcome {
  const state = trol.definition.setup({ ...config(count), options }, 7);
  const steps = eliminations(tallies, () => 0);
  const last = steps.at(-1)!;
  state.finale = { tallies, steps, winner: last.kind === 'winner' ? last.winner : 0, points: pointsOf(steps, tallies) };
  return trol.definition.outcome(state)!;
}

afterEach(() => {
  cleanup();
  setLanguage('en');
});

describe('the winner panel says what decided', () => {
  it('Trolldilemma: the coins and skulls of every troll, and the skulls breaking the tie on 24 coins', () => {
    const en = shown('trolldilemma', 4, trolldilemmaEnd());
    expect(en.rule).toBe('The most coins wins, the most skulls breaking a tie: Ada, with 31 coins.');
    expect(en.standings).toEqual([
      'Place 1 Ada 31 coins · 8 skulls',
      'Place 2 Bruno 24 coins · 6 skulls',
      'Place 3 Chloé 24 coins · 4 skulls',
      'Place 4 Dan 12 coins · 6 skulls',
    ]);
    expect(en.why).toEqual(['Bruno and Chloé were level on 24 coins; the most skulls breaks the tie: Bruno (6 skulls) and Chloé (4 skulls).']);
    cleanup();
    setLanguage('fr');
    const fr = shown('trolldilemma', 4, trolldilemmaEnd());
    expect(fr.rule).toBe('Le plus de pièces l’emporte, le plus de crânes départageant une égalité : Ada, avec 31 pièces.');
    expect(fr.standings[2]).toBe('Rang 3 Chloé 24 pièces · 4 crânes');
    expect(fr.why).toEqual(['Bruno et Chloé étaient à égalité (24 pièces) ; le plus de crânes départage : Bruno (6 crânes) et Chloé (4 crânes).']);
  });

  it('Trolldilemma: a tie nothing breaks is a shared place', () => {
    const outcome = trolldilemmaEnd();
    // Chloé had 6 skulls as well: the two share second place
    const level = { ...outcome, ranks: [1, 2, 2, 4] };
    level.decided = { ...outcome.decided!, ties: [{ seats: [1, 2], on: ['coins', 'skulls'], brokenBy: null }] };
    level.decided.figures = outcome.decided!.figures.map((figures, seat) => (seat === 2 ? [figures[0], { key: 'skulls', value: 6 }] : figures));
    expect(shown('trolldilemma', 4, level).why).toEqual(['Bruno and Chloé were level on 24 coins and 6 skulls: they share place 2.']);
    cleanup();
    setLanguage('fr');
    expect(shown('trolldilemma', 4, level).why).toEqual(['Bruno et Chloé étaient à égalité (24 pièces et 6 crânes) : ex æquo au rang 2.']);
  });

  it('Troll Dice: the last troll standing with its health, and those knocked out by one attack sharing a place', () => {
    const en = shown('troll-dice', 4, trollDiceEnd());
    expect(en.rule).toBe('Ada is the last troll standing, with 4 health left.');
    expect(en.standings).toEqual([
      'Place 1 Ada 4 health left',
      'Place 2 Bruno knocked out, 1 troll left standing',
      'Place 2 Chloé knocked out, 1 troll left standing',
      'Place 4 Dan knocked out, 3 trolls left standing',
    ]);
    expect(en.why).toEqual(['Bruno and Chloé were knocked out by the same attack: they share place 2.']);
    cleanup();
    setLanguage('fr');
    const fr = shown('troll-dice', 4, trollDiceEnd());
    expect(fr.rule).toBe('Ada est le dernier troll debout, avec 4 points de vie.');
    expect(fr.standings[3]).toBe('Rang 4 Dan hors jeu, 3 trolls encore debout');
    expect(fr.why).toEqual(['La même attaque a mis Bruno et Chloé hors jeu : ex æquo au rang 2.']);
  });

  it('Battle Dice: the last one standing with their health, or a draw when the last two fall together', () => {
    const en = shown('battle-dice', 3, battleDiceWin());
    expect(en.rule).toBe('Ada is the last one standing, with 7 health left.');
    expect(en.standings).toEqual(['Place 1 Ada 7 health left', 'Place 2 Chloé eliminated, 1 player left in the battle', 'Place 3 Bruno eliminated, 2 players left in the battle']);
    expect(en.why).toEqual([]);
    cleanup();
    expect(shown('battle-dice', 2, battleDiceDraw()).rule).toBe('Bruno and Ada knocked each other out and neither revived: a draw, as the rules say.');
    cleanup();
    setLanguage('fr');
    expect(shown('battle-dice', 3, battleDiceWin()).rule).toBe('Ada : dernière équipe debout, avec 7 points de vie.');
    cleanup();
    expect(shown('battle-dice', 2, battleDiceDraw()).rule).toBe('Double K.-O. sans retour pour Bruno et Ada : match nul, comme le veut la règle.');
  });

  it('Thud: the points over both battles, side by side, and the margin; a draw when level', () => {
    const en = shown('thud', 2, thudEnd([[22, 24], [16, 10]]));
    expect(en.rule).toBe('The most points over both battles wins: Ada, with 38 points, 4 ahead.');
    expect(en.standings).toEqual(['Place 1 Ada 38 points · 22 with the dwarves · 16 with the trolls', 'Place 2 Bruno 34 points · 10 with the dwarves · 24 with the trolls']);
    cleanup();
    const draw = shown('thud', 2, thudEnd([[20, 24], [16, 12]]));
    expect(draw.rule).toBe('Level on points over both battles: a draw, as the rules say.');
    expect(draw.why).toEqual(['Ada and Bruno were level on 36 points: they share place 1.']);
    cleanup();
    setLanguage('fr');
    const fr = shown('thud', 2, thudEnd([[22, 24], [16, 10]]));
    expect(fr.rule).toBe('Le plus de points sur les deux batailles l’emporte : Ada, avec 38 points, 4 d’avance.');
    expect(fr.standings[1]).toBe('Rang 2 Bruno 34 points · 10 avec les nains · 24 avec les trolls');
  });

  it('TRÔL: how the finale was won, each player’s points, and what the points count', () => {
    const en = shown('trol', 3, trolEnd());
    expect(en.rule).toBe('The finale went to the tribe with the most trophies of those left (7).');
    expect(en.standings).toEqual(['Place 1 Chloé 5 points', 'Place 2 Bruno 2 points', 'Place 3 Ada 1 point']);
    expect(en.why).toEqual(['Points: 5 to the winning tribe; the others score 1, 2, 3… in the order they left the race.']);
    cleanup();
    setLanguage('fr');
    const fr = shown('trol', 3, trolEnd());
    expect(fr.rule).toBe('La finale revient à la tribu qui a le plus de trophées parmi celles qui restent (7).');
    expect(fr.why).toEqual(['Points : 5 pour la tribu gagnante ; les autres marquent 1, 2, 3… dans l’ordre où elles ont quitté la course.']);
  });

  it('TRÔL in teams: the winner’s partner wins too, and the panel says why they score more', () => {
    // Bruno's tribe has the most trophies of the two left, after the gibier cards broke a tie: Dan, his partner, wins with him
    const outcome = trolFinale(4, { teams: true }, [
      { food: 20, masks: 3, trophies: 1, gibiers: 1, mostDangerous: 3 },
      { food: 40, masks: 9, trophies: 6, gibiers: 3, mostDangerous: 8 },
      { food: 35, masks: 2, trophies: 4, gibiers: 1, mostDangerous: 6 },
      { food: 30, masks: 8, trophies: 6, gibiers: 2, mostDangerous: 12 },
    ]);
    expect(outcome.winners).toEqual([1, 3]);
    const en = shown('trol', 4, outcome);
    expect(en.rule).toBe('The finale went to the tribe with the most Gibier cards (3), after a tie on trophies (6).');
    expect(en.why).toEqual([
      'Points: 5 to the winning tribe; the others score 1, 2, 3… in the order they left the race.',
      'The winner’s partner wins too, with 2 points more.',
    ]);
    cleanup();
    setLanguage('fr');
    expect(shown('trol', 4, outcome).why[1]).toBe('Le coéquipier du vainqueur gagne aussi, avec 2 points de plus.');
  });

  it('shows an outcome saved before outcomes said what decided as before: places only', () => {
    const { decided: _decided, ...older } = trolldilemmaEnd();
    render(WinnerPanel, { summary: summaryOf('trolldilemma', 4, older), outcome: older, onclose: () => {} });
    expect(screen.getAllByTestId('winner-standing')).toHaveLength(4);
    expect(screen.queryByTestId('winner-rule')).toBeNull();
    expect(screen.queryByTestId('winner-why')).toBeNull();
  });
});
