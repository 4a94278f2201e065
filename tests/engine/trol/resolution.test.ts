/**
 * A hunt's resolution, example by example from the rulebook ("Résolution d'une chasse", the card
 * texts, "L'heure du partage"), played through the registered definition with loaded dice: the
 * trigger, the cards revealed, the Pièges at the trigger, la trahison des fourbes, la machine à
 * baffes, the three outcomes, the Piège on a failed hunt, the Stagiaire from the hand, who is
 * asked what, and the row restocked. Three players unless said: Ada plays vermillion (tribe 0),
 * Bert sky (1), Cleo green (2).
 */
import { describe, expect, it } from 'vitest';
import { trol } from '../../../engine/games/trol';
import { gibier } from '../../../engine/games/trol/cards';
import { canDeal, expectRuleError, failsAt, faceDown, lay, preyWhere, redDice, story, succeedsAt, tamest, type Story } from './scenario';

const { activeSeats, legalActions, privateTurn, view } = trol.definition;

/** the seats with something to do: exactly the one asked */
const askedOf = (hunt: Story) => [0, 1, 2].filter((seat) => legalActions(hunt.state, seat).length > 0);

describe('the trigger', () => {
  it('is a Trôl laid above the Gibier: it takes no part, survives, and its tribe draws once the hunt is over', () => {
    const prey = succeedsAt(5);
    const [first, second] = gibier(prey).portions;
    const table = lay({
      row: [[prey, 'sky-traqueur-1', 'vermillion-traqueur-1']],
      tribes: { 0: { hand: ['vermillion-chef-1', 'vermillion-rocky-1'], pile: ['vermillion-fille-1'] } },
    });
    const hunt = story(table).dice('R3 R0 R2 R0').trigger('vermillion-chef-1');
    // the Chef above the Gibier neither chose dice nor struck
    expect(hunt.strikes).toEqual([
      ['sky-traqueur-1', 3],
      ['vermillion-traqueur-1', 2],
    ]);
    expect(hunt.state.lastHunt).toMatchObject({ result: 'reussie', total: 5, trigger: { card: 'vermillion-chef-1', tribe: 0 }, cards: ['sky-traqueur-1', 'vermillion-traqueur-1'] });
    expect(hunt.tribes[0]).toMatchObject({
      hand: ['vermillion-rocky-1', 'vermillion-fille-1'],
      pile: [],
      survivors: ['vermillion-traqueur-1', 'vermillion-chef-1'],
      trophies: [prey],
      food: second,
    });
    expect(hunt.tribes[1]).toMatchObject({ survivors: ['sky-traqueur-1'], food: first });
    expect(hunt.state.turn).toBe(1);
  });

  it('reveals the cards laid face down, which then play like any other', () => {
    const prey = succeedsAt(5);
    const table = lay({ cycle: 'night', row: [[prey, faceDown('sky-rocky-1'), faceDown('vermillion-traqueur-1')]], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    for (const viewer of ['table', 0, 1, 2] as const) {
      expect(view(table, viewer).hunts[0].cards).toEqual([
        { color: 'sky', faceUp: false },
        { color: 'vermillion', faceUp: false },
      ]);
    }
    const hunt = story(table).dice('R3 R0').trigger('vermillion-chef-1');
    expect(hunt.of('triggered')).toMatchObject([{ card: 'vermillion-chef-1', revealed: ['sky-rocky-1', 'vermillion-traqueur-1'], count: 2 }]);
    expect(hunt.strikes).toEqual([
      ['sky-rocky-1', 2],
      ['vermillion-traqueur-1', 3],
    ]);
    expect(hunt.state.lastHunt?.result).toBe('reussie');
  });
});

describe('Pièges at the trigger', () => {
  it('discards a Piège in first or second place; one that moves up into second place stays, and springs', () => {
    // Rocky's 2 alone: far too short for any Stagiaire to save the hunt
    const prey = failsAt(2);
    const table = lay({ turn: 2, row: [[prey, 'sky-piege-1', 'green-rocky-1', 'vermillion-piege-1', 'sky-traqueur-1']] });
    const hunt = story(table).dice('R0 R0').trigger('green-chef-1');
    expect(hunt.of('trap-early')).toMatchObject([{ card: 'sky-piege-1' }]);
    expect(hunt.strikes.map(([card]) => card)).toEqual(['green-rocky-1', 'vermillion-piege-1', 'sky-traqueur-1']);
    expect(hunt.state.lastHunt).toMatchObject({ result: 'ratee', total: 2, trap: 'vermillion-piege-1', gibierTo: null });
    expect(hunt.tribes.map((tribe) => tribe.food)).toEqual([5, 0, 0]);
    expect(hunt.state.discard).toEqual(expect.arrayContaining(['sky-piege-1', 'green-rocky-1', 'vermillion-piege-1', 'green-chef-1']));
    expect(hunt.tribes[1].survivors).toEqual(['sky-traqueur-1']);
  });

  it('leaves active a Piège that a betrayal moves up into second place', () => {
    const table = lay({ row: [[failsAt(0), 'sky-fourbe-1', 'green-traqueur-1', 'vermillion-piege-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).trigger('vermillion-chef-1').dice('R2 R0').play({ type: 'betray', target: 'green-traqueur-1' });
    expect(hunt.state.lastHunt).toMatchObject({ result: 'ratee', cards: ['sky-fourbe-1', 'vermillion-piege-1'], trap: 'vermillion-piege-1', gibierTo: 0 });
    expect(hunt.tribes[0].food).toBe(5);
  });
});

describe('la trahison des fourbes', () => {
  const prey = succeedsAt(6);
  const twoFourbes = () =>
    lay({ row: [[prey, 'green-traqueur-1', 'sky-fourbe-1', 'vermillion-fourbe-2']], tribes: { 0: { hand: ['vermillion-chef-1', 'vermillion-rocky-1'] } } });

  it('asks the Fourbe nearest the Gibier first, at its own seat, which card of the hunt to betray', () => {
    const hunt = story(twoFourbes()).trigger('vermillion-chef-1');
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'betray', card: 'sky-fourbe-1' });
    expect(activeSeats(hunt.state)).toEqual([1]);
    expect(askedOf(hunt)).toEqual([1]);
    expect(legalActions(hunt.state, 1)).toEqual([
      { type: 'betray', target: 'green-traqueur-1' },
      { type: 'betray', target: 'vermillion-fourbe-2' },
      { type: 'spare' },
    ]);
    // everyone sees the hunt's cards by now: the question is not secret
    expect(privateTurn!(hunt.state, 1)).toBe(false);
  });

  it('discards the target on a hit (any damage), and the betrayed Fourbe never acts', () => {
    const hunt = story(twoFourbes()).trigger('vermillion-chef-1').dice('R2 R3 R3 R0').play({ type: 'betray', target: 'vermillion-fourbe-2' });
    expect(hunt.of('betrayed')).toMatchObject([{ card: 'sky-fourbe-1', target: 'vermillion-fourbe-2' }]);
    expect(hunt.strikes).toEqual([
      ['green-traqueur-1', 6],
      ['sky-fourbe-1', 0],
    ]);
    expect(hunt.state.lastHunt).toMatchObject({ result: 'reussie', cards: ['green-traqueur-1', 'sky-fourbe-1'] });
    expect(hunt.state.discard).toContain('vermillion-fourbe-2');
    expect(hunt.tribes[0].survivors).toEqual(['vermillion-chef-1']);
  });

  it('does nothing on a miss: the next Fourbe then has its turn', () => {
    const hunt = story(twoFourbes()).trigger('vermillion-chef-1').dice('R0').play({ type: 'betray', target: 'vermillion-fourbe-2' });
    expect(hunt.of('betrayal-missed')).toMatchObject([{ card: 'sky-fourbe-1', target: 'vermillion-fourbe-2' }]);
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'betray', card: 'vermillion-fourbe-2' });
    expect(hunt.seat).toBe(0);
    hunt.dice('R3 R3 R0 R0').play({ type: 'spare' });
    expect(hunt.of('spares')).toMatchObject([{ card: 'vermillion-fourbe-2' }]);
    expect(hunt.state.lastHunt?.cards).toEqual(['green-traqueur-1', 'sky-fourbe-1', 'vermillion-fourbe-2']);
  });

  it('lets a Vaurien copying a Fourbe betray too, after it', () => {
    const table = lay({ row: [[succeedsAt(4), 'sky-fourbe-1', 'green-vaurien-1', 'vermillion-traqueur-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).trigger('vermillion-chef-1').play({ type: 'spare' });
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'betray', card: 'green-vaurien-1' });
    expect(hunt.seat).toBe(2);
    hunt.dice('R4 R2 R2').play({ type: 'betray', target: 'vermillion-traqueur-1' });
    expect(hunt.of('betrayed')).toMatchObject([{ card: 'green-vaurien-1', target: 'vermillion-traqueur-1' }]);
    // in la machine à baffes the Vaurien strikes as the Fourbe does: one red die
    expect(hunt.rolls).toEqual([
      ['green-vaurien-1', 'R4'],
      ['sky-fourbe-1', 'R2'],
      ['green-vaurien-1', 'R2'],
    ]);
  });

  it('lets a Chaman have a Fourbe’s die rolled again, once', () => {
    const table = lay({ row: [[succeedsAt(5), 'green-chaman-1', 'sky-fourbe-1', 'vermillion-traqueur-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).trigger('vermillion-chef-1').dice('R0 R4').play({ type: 'betray', target: 'vermillion-traqueur-1' });
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'reroll', card: 'green-chaman-1' });
    expect(hunt.seat).toBe(2);
    expect(hunt.choices).toEqual([{ type: 'reroll' }, { type: 'keep' }]);
    hunt.play({ type: 'reroll' });
    expect(hunt.of('betrayed')).toMatchObject([{ card: 'sky-fourbe-1', target: 'vermillion-traqueur-1' }]);
    // his power used, the Chaman is not asked again in this hunt
    hunt.dice('R3 R2').play({ type: 'dice', red: 1 });
    expect(hunt.of('reroll')).toHaveLength(1);
    expect(hunt.strikes).toEqual([
      ['green-chaman-1', 3],
      ['sky-fourbe-1', 2],
    ]);
    expect(hunt.state.discard).toContain('vermillion-traqueur-1');
  });

  it('makes a Vaurien whose copied Trôl is betrayed copy the Trôl before it', () => {
    const table = lay({
      row: [[succeedsAt(4), 'sky-fourbe-1', 'vermillion-traqueur-1', 'green-chef-1', 'green-vaurien-1']],
      tribes: { 0: { hand: ['vermillion-chef-1'] } },
    });
    const hunt = story(table).trigger('vermillion-chef-1').dice('R2 R0 R2 R2 R0 R0').play({ type: 'betray', target: 'green-chef-1' });
    // no longer a Chef (who would choose his dice's colours): a Traqueur's two red dice
    expect(hunt.rolls).toEqual([
      ['sky-fourbe-1', 'R2'],
      ['sky-fourbe-1', 'R0'],
      ['vermillion-traqueur-1', 'R2 R2'],
      ['green-vaurien-1', 'R0 R0'],
    ]);
    expect(hunt.state.lastHunt?.total).toBe(4);
  });
});

describe('la machine à baffes', () => {
  it('asks the Chef Trôl’s player the colours of his three dice', () => {
    const table = lay({ row: [[succeedsAt(8), 'sky-chef-1', 'vermillion-rocky-1']], tribes: { 0: { hand: ['vermillion-traqueur-1'] } } });
    const hunt = story(table).trigger('vermillion-traqueur-1');
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'colors', card: 'sky-chef-1', count: 3 });
    expect(askedOf(hunt)).toEqual([1]);
    expect(hunt.choices).toEqual([0, 1, 2, 3].map((white) => ({ type: 'dice', red: 3 - white })));
    hunt.dice('R3 W1 W2').play({ type: 'dice', red: 1 });
    expect(hunt.rolls).toEqual([['sky-chef-1', 'R3 W1 W2']]);
    expect(hunt.state.lastHunt).toMatchObject({ result: 'reussie', total: 8 });
  });

  it('asks the Chaman’s player the colour of his die, and lets him have any dice rolled again once a hunt', () => {
    const table = lay({ row: [[succeedsAt(6), 'green-chaman-1', 'sky-traqueur-1', 'vermillion-traqueur-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).trigger('vermillion-chef-1');
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'colors', card: 'green-chaman-1', count: 1 });
    expect(hunt.choices).toEqual([
      { type: 'dice', red: 1 },
      { type: 'dice', red: 0 },
    ]);
    hunt.dice('W0 R0 R2 R3 R3 R0 R0').play({ type: 'dice', red: 0 });
    // his own die first, then the Traqueur's
    expect(hunt.state.resolution?.roll?.by).toBe('green-chaman-1');
    hunt.play({ type: 'keep' });
    expect(hunt.state.resolution?.roll).toMatchObject({ by: 'sky-traqueur-1', dice: [{ damage: 0 }, { damage: 2 }] });
    hunt.play({ type: 'reroll' }, 2);
    expect(hunt.rolls).toEqual([
      ['green-chaman-1', 'W0'],
      ['sky-traqueur-1', 'R0 R2'],
      ['sky-traqueur-1', 'R3 R3'],
      ['vermillion-traqueur-1', 'R0 R0'],
    ]);
    expect(hunt.strikes).toEqual([
      ['green-chaman-1', 0],
      ['sky-traqueur-1', 6],
      ['vermillion-traqueur-1', 0],
    ]);
    expect(hunt.state.lastHunt?.result).toBe('reussie');
  });

  it('offers dice rolled again to the next Chaman, who may have them rolled once more', () => {
    const table = lay({ row: [[succeedsAt(9), 'green-chaman-1', 'sky-chaman-1', 'vermillion-rocky-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).trigger('vermillion-chef-1').dice('R0 R2 R4 R3').play({ type: 'dice', red: 1 });
    hunt.play({ type: 'reroll' }, 2);
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'reroll', card: 'sky-chaman-1' });
    hunt.play({ type: 'reroll' }, 1).play({ type: 'dice', red: 1 }, 1);
    expect(hunt.rolls).toEqual([
      ['green-chaman-1', 'R0'],
      ['green-chaman-1', 'R2'],
      ['green-chaman-1', 'R4'],
      ['sky-chaman-1', 'R3'],
    ]);
    expect(hunt.state.lastHunt).toMatchObject({ result: 'reussie', total: 9 });
  });

  it('rolls all of the Bourrin’s dice: four red, one fewer for each card before him as the hunt stands', () => {
    const table = lay({
      row: [['mammoth', 'vermillion-piege-1', 'green-rocky-1', 'sky-bourrin-1', 'green-bourrin-1', 'vermillion-traqueur-1', 'sky-traqueur-1', 'vermillion-bourrin-1']],
      tribes: { 0: { hand: ['vermillion-chef-1'] } },
    });
    const hunt = story(table).trigger('vermillion-chef-1').noStagiaire();
    // the Piège in first place is discarded at the trigger: the Bourrins move up one place
    expect(hunt.rolls.map(([card, dice]) => [card, dice.replace(/\d/g, '')])).toEqual([
      ['sky-bourrin-1', 'R R R'],
      ['green-bourrin-1', 'R R'],
      ['vermillion-traqueur-1', 'R R'],
      ['sky-traqueur-1', 'R R'],
      ['vermillion-bourrin-1', 'R'],
    ]);
    // every die counts, whatever the total already was
    const rolled = hunt.of('rolled').map((roll) => roll.damage as number);
    expect(hunt.state.lastHunt?.total).toBe(2 + rolled.reduce((sum, damage) => sum + damage, 0));
  });

  it('gives each Rabatteur a white die for every Rabatteur in the hunt, a Vaurien copying one included', () => {
    const table = lay({ row: [['mammoth', 'sky-rabatteur-1', 'green-vaurien-1', 'vermillion-rabatteur-3', 'green-traqueur-1']] });
    const hunt = story(table).trigger('vermillion-chef-1').noStagiaire();
    expect(hunt.rolls.map(([card, dice]) => [card, dice.replace(/\d/g, '')])).toEqual([
      ['sky-rabatteur-1', 'W W W'],
      ['green-vaurien-1', 'W W W'],
      ['vermillion-rabatteur-3', 'W W W'],
      ['green-traqueur-1', 'R R'],
    ]);
  });

  it('counts the Trôls of the hunt for the Fille du chef; Rocky hits for 2; each Stagiaire’s player says +1 or -1', () => {
    const table = lay({
      row: [[succeedsAt(5), 'sky-fille-1', 'green-rocky-1', 'vermillion-piege-1', 'green-stagiaire-1', 'vermillion-vaurien-1']],
      tribes: { 0: { hand: ['vermillion-chef-1'] } },
    });
    const hunt = story(table).trigger('vermillion-chef-1');
    // the Fille, the Stagiaire and the Vaurien are Trôls; not Rocky, not the Piège, not the trigger
    expect(hunt.strikes).toEqual([
      ['sky-fille-1', 3],
      ['green-rocky-1', 2],
      ['vermillion-piege-1', 0],
    ]);
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'sign', card: 'green-stagiaire-1' });
    expect(askedOf(hunt)).toEqual([2]);
    expect(hunt.choices).toEqual([
      { type: 'sign', sign: 1 },
      { type: 'sign', sign: -1 },
    ]);
    hunt.play({ type: 'sign', sign: 1 });
    // the Vaurien copies the Stagiaire, at its own player's word
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'sign', card: 'vermillion-vaurien-1' });
    expect(hunt.seat).toBe(0);
    hunt.play({ type: 'sign', sign: -1 });
    expect(hunt.strikes.slice(3)).toEqual([
      ['green-stagiaire-1', 1],
      ['vermillion-vaurien-1', -1],
    ]);
    expect(hunt.state.lastHunt).toMatchObject({ result: 'reussie', total: 5 });
  });

  it('never takes the total below nothing (Troll Night ruling)', () => {
    const table = lay({ row: [['mammoth', 'sky-stagiaire-1', 'vermillion-rocky-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).trigger('vermillion-chef-1').play({ type: 'sign', sign: -1 });
    expect(hunt.of('strike').map((strike) => strike.total)).toEqual([0, 2]);
  });
});

describe('l’heure du partage', () => {
  it('on a success, gives the portions to the first three Trôls in order, the Gibier to the trigger, every card back as a survivor', () => {
    const prey = succeedsAt(8);
    const portions = gibier(prey).portions;
    const table = lay({ row: [[prey, 'sky-traqueur-1', 'green-traqueur-1', 'green-piege-1', 'vermillion-traqueur-1', 'sky-traqueur-2']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).dice('R2 R2 R2 R2 R0 R0 R0 R0').trigger('vermillion-chef-1');
    // the fourth Trôl, Bert's second Traqueur, gets nothing
    expect(hunt.state.lastHunt).toMatchObject({ result: 'reussie', total: 8, gibierTo: 0, food: [portions[2], portions[0], portions[1]] });
    expect(hunt.tribes.map((tribe) => tribe.food)).toEqual([portions[2], portions[0], portions[1]]);
    expect(hunt.tribes.map((tribe) => tribe.survivors)).toEqual([['vermillion-traqueur-1', 'vermillion-chef-1'], ['sky-traqueur-1', 'sky-traqueur-2'], ['green-traqueur-1']]);
    expect(hunt.tribes[0].trophies).toEqual([prey]);
    // a Piège is discarded when the hunt succeeds
    expect(hunt.state.discard).toContain('green-piege-1');
  });

  it('loses the portions left over when fewer Trôls took part', () => {
    const prey = succeedsAt(4);
    const table = lay({ row: [[prey, 'sky-traqueur-1', 'vermillion-rocky-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).dice('R2 R0').trigger('vermillion-chef-1');
    // Rocky steals the first portion; the one Trôl takes the second; the third is lost
    expect(hunt.tribes.map((tribe) => tribe.food)).toEqual([gibier(prey).portions[0], gibier(prey).portions[1], 0]);
  });

  it('lets Rocky steal the first portion, the Trôls taking the next ones', () => {
    const prey = succeedsAt(6);
    const [first, second, third] = gibier(prey).portions;
    const table = lay({ row: [[prey, 'sky-traqueur-1', 'green-rocky-1', 'vermillion-traqueur-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).dice('R2 R0 R2 R0').trigger('vermillion-chef-1');
    expect(hunt.state.lastHunt?.result).toBe('reussie');
    expect(hunt.tribes.map((tribe) => tribe.food)).toEqual([third, second, first]);
  });

  it('lets two Rockys share the first portion, rounded down', () => {
    const prey = succeedsAt(6);
    const [first, second] = gibier(prey).portions;
    const table = lay({ row: [[prey, 'green-rocky-1', 'sky-traqueur-1', 'vermillion-rocky-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).dice('R2 R0').trigger('vermillion-chef-1');
    expect(hunt.tribes.map((tribe) => tribe.food)).toEqual([Math.floor(first / 2), second, Math.floor(first / 2)]);
  });

  it('lets the Cuistot double the food of a Trôl of his tribe (the largest portion: Troll Night ruling)', () => {
    const prey = succeedsAt(4);
    const [first, second, third] = gibier(prey).portions;
    // Ada's Cuistot has no Trôl of hers with food to double
    const table = lay({ row: [[prey, 'green-traqueur-1', 'sky-traqueur-1', 'green-cuistot-1', 'vermillion-cuistot-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).dice('R2 R0 R2 R0').trigger('vermillion-chef-1');
    expect(hunt.of('doubled')).toMatchObject([{ card: 'green-cuistot-1', target: 'green-traqueur-1', food: first }]);
    expect(hunt.tribes.map((tribe) => tribe.food)).toEqual([0, second, 2 * first + third]);
  });

  it('on an explosion, gives the Gibier to the tribe whose card took the total over, no food, every card back as a survivor', () => {
    // Bert's Traqueur stays within range, Cleo's Bourrin takes it 4 over: too far for Stagiaires to help
    const { id: prey, max } = tamest();
    const table = lay({ row: [[prey, 'sky-traqueur-1', 'green-bourrin-1', 'vermillion-piege-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table)
      .dice(`${redDice(max - 4, 2)} ${redDice(8, 3)}`)
      .trigger('vermillion-chef-1');
    expect(hunt.strikes).toEqual([
      ['sky-traqueur-1', max - 4],
      ['green-bourrin-1', 8],
      ['vermillion-piege-1', 0],
    ]);
    expect(hunt.state.lastHunt).toMatchObject({ result: 'explosee', total: max + 4, gibierTo: 2, food: [0, 0, 0] });
    expect(hunt.tribes.map((tribe) => tribe.trophies)).toEqual([[], [], [prey]]);
    expect(hunt.tribes.map((tribe) => tribe.survivors)).toEqual([['vermillion-chef-1'], ['sky-traqueur-1'], ['green-bourrin-1']]);
    // the Piège is discarded when the Gibier explodes
    expect(hunt.state.discard).toEqual(['vermillion-piege-1']);
  });

  it('on a failed hunt, discards every card, the trigger and the Gibier', () => {
    const prey = failsAt(0);
    const table = lay({ row: [[prey, 'sky-traqueur-1', 'green-cuistot-1', 'vermillion-traqueur-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const hunt = story(table).dice('R0 R0 R0 R0').trigger('vermillion-chef-1');
    expect(hunt.state.lastHunt).toMatchObject({ result: 'ratee', gibierTo: null, survivors: [] });
    expect(hunt.state.discard).toEqual(['sky-traqueur-1', 'green-cuistot-1', 'vermillion-traqueur-1', 'vermillion-chef-1']);
    expect(hunt.of('gibier-discarded')).toEqual([{ type: 'gibier-discarded', gibier: prey }]);
    expect(hunt.tribes.every((tribe) => tribe.food === 0 && tribe.survivors.length === 0 && tribe.trophies.length === 0)).toBe(true);
  });
});

describe('the Piège on a failed hunt', () => {
  it('gives its tribe 5 food and, triggered by its tribe, the Gibier; discards the cards before it, protects those after it', () => {
    const prey = failsAt(4);
    const table = lay({
      row: [[prey, 'sky-traqueur-1', 'green-traqueur-1', 'vermillion-piege-1', 'sky-rocky-1', 'green-piege-1']],
      tribes: { 0: { hand: ['vermillion-chef-1'] } },
    });
    const hunt = story(table).dice('R0 R0 R2 R0').trigger('vermillion-chef-1');
    // only the first Piège counts: the second is protected like any card after it
    expect(hunt.of('trap-sprung')).toMatchObject([{ card: 'vermillion-piege-1', food: 5, protected: 2 }]);
    expect(hunt.state.lastHunt).toMatchObject({ result: 'ratee', total: 4, trap: 'vermillion-piege-1', gibierTo: 0 });
    expect(hunt.tribes.map((tribe) => tribe.food)).toEqual([5, 0, 0]);
    expect(hunt.tribes.map((tribe) => tribe.survivors)).toEqual([['vermillion-chef-1'], ['sky-rocky-1'], ['green-piege-1']]);
    expect(hunt.tribes[0].trophies).toEqual([prey]);
    expect(hunt.state.discard).toEqual(['sky-traqueur-1', 'green-traqueur-1', 'vermillion-piege-1']);
  });

  it('triggered by another tribe: the trigger is discarded with the cards before the Piège, the Gibier too', () => {
    const prey = failsAt(0);
    const table = lay({ turn: 1, row: [[prey, 'sky-cuistot-1', 'green-cuistot-1', 'vermillion-piege-1']] });
    const hunt = story(table).trigger('sky-chef-1');
    expect(hunt.state.lastHunt).toMatchObject({ result: 'ratee', trap: 'vermillion-piege-1', gibierTo: null, survivors: [] });
    expect(hunt.state.discard).toEqual(['sky-cuistot-1', 'green-cuistot-1', 'vermillion-piege-1', 'sky-chef-1']);
    expect(hunt.tribes.map((tribe) => tribe.food)).toEqual([5, 0, 0]);
  });
});

describe('a Stagiaire from the hand, at the end of a hunt', () => {
  // Bert triggers: the tribes are asked in turn order from his, sky, green, then vermillion
  // a Gibier Ada's two red dice and Rocky's 2 can leave 1, 2 or 4 short
  const prey = gibier(preyWhere((candidate) => [1, 2, 4].every((short) => canDeal(candidate.min - 2 - short, 2))));
  const table = () =>
    lay({
      turn: 1,
      row: [[prey.id, 'vermillion-traqueur-1', 'green-traqueur-1', 'sky-rocky-1']],
      tribes: {
        0: { hand: ['vermillion-chef-1', 'vermillion-fille-1'] },
        1: { hand: ['sky-chef-1', 'sky-stagiaire-1'], pile: ['sky-fille-1'] },
        2: { hand: ['green-chef-1', 'green-stagiaire-1'], pile: ['green-fille-1'] },
      },
    });
  /** Bert triggers; Ada's Traqueur and Bert's Rocky fall `short` of the Gibier, Cleo's Traqueur misses */
  const huntShortBy = (short: number) => story(table()).dice(`${redDice(prey.min - 2 - short, 2)} R0 R0`).trigger('sky-chef-1');

  it('is asked of the trigger’s tribe first, in secret, at its player’s seat', () => {
    const hunt = huntShortBy(1);
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'stagiaire', tribe: 1, sign: 1 });
    expect(askedOf(hunt)).toEqual([1]);
    expect(hunt.choices).toEqual([{ type: 'stagiaire', card: 'sky-stagiaire-1' }, { type: 'pass' }]);
    // whether the hand holds a Stagiaire is the player's secret
    expect(privateTurn!(hunt.state, 1)).toBe(true);
  });

  it('then of each tribe in turn; one played brings the hunt to success, is discarded, and is not replaced', () => {
    const hunt = huntShortBy(1).play({ type: 'pass' });
    expect(hunt.of('no-stagiaire')).toMatchObject([{ tribe: 1 }]);
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'stagiaire', tribe: 2, sign: 1 });
    hunt.play({ type: 'stagiaire', card: 'green-stagiaire-1' }, 2);
    expect(hunt.of('stagiaire-played')).toMatchObject([{ card: 'green-stagiaire-1', damage: 1, total: prey.min }]);
    expect(hunt.state.lastHunt).toMatchObject({ result: 'reussie', total: prey.min, gibierTo: 1, discarded: ['green-stagiaire-1'] });
    expect(hunt.state.discard).toEqual([...table().discard, 'green-stagiaire-1']);
    expect(hunt.tribes[2]).toMatchObject({ hand: ['green-chef-1'], pile: ['green-fille-1'], survivors: ['green-traqueur-1'] });
    // Ada was not asked: the hunt was saved before her turn came
    expect(hunt.of('no-stagiaire')).toHaveLength(1);
  });

  it('played by the trigger’s tribe: it draws for its trigger only', () => {
    const hunt = huntShortBy(1).play({ type: 'stagiaire', card: 'sky-stagiaire-1' });
    expect(hunt.state.lastHunt?.result).toBe('reussie');
    expect(hunt.tribes[1]).toMatchObject({ hand: ['sky-fille-1'], pile: [] });
  });

  it('is asked only while enough tribes are left to save the hunt', () => {
    // two short: after Bert and Cleo pass, Ada alone could not make up two
    const hunt = huntShortBy(2).play({ type: 'pass' }).play({ type: 'pass' });
    expect(hunt.of('no-stagiaire').map((event) => event.tribe)).toEqual([1, 2]);
    expect(hunt.state.lastHunt?.result).toBe('ratee');
    // four short with three tribes taking part: nobody is asked
    const hopeless = huntShortBy(4);
    expect(hopeless.state.lastHunt?.result).toBe('ratee');
    expect(hopeless.of('no-stagiaire')).toEqual([]);
  });

  it('asks a tribe that may hold one even when it does not: it can only pass', () => {
    const hunt = huntShortBy(1).play({ type: 'pass' }).play({ type: 'pass' });
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'stagiaire', tribe: 0, sign: 1 });
    expect(hunt.choices).toEqual([{ type: 'pass' }]);
    hunt.play({ type: 'pass' });
    expect(hunt.state.lastHunt?.result).toBe('ratee');
  });

  it('is not asked of a tribe without a card in the hunt, nor of one whose Stagiaire everyone has seen', () => {
    const seen = table();
    seen.tribes[2].survivors = ['green-stagiaire-1'];
    seen.tribes[2].hand = ['green-chef-1'];
    const hunt = story(seen).dice(`${redDice(prey.min - 3, 2)} R0 R0`).trigger('sky-chef-1').play({ type: 'pass' });
    expect(hunt.state.resolution?.prompt).toMatchObject({ tribe: 0 });
    const outside = lay({
      turn: 1,
      row: [[prey.id, 'vermillion-traqueur-1', 'sky-rocky-1']],
      tribes: { 1: { hand: ['sky-chef-1', 'sky-stagiaire-1'] } },
    });
    const without = story(outside).dice(redDice(prey.min - 3, 2)).trigger('sky-chef-1').play({ type: 'pass' });
    expect(without.state.resolution?.prompt).toMatchObject({ tribe: 0 });
  });

  it('is never asked when the hunt succeeds', () => {
    const hunt = story(table()).dice(`${redDice(prey.min - 3, 2)} R2 R0`).trigger('sky-chef-1');
    expect(hunt.state.lastHunt?.result).toBe('reussie');
    expect(hunt.of('no-stagiaire')).toEqual([]);
  });

  it('helps only toward success: -1 when the Gibier explodes', () => {
    const { id, max } = tamest();
    const table = lay({
      turn: 1,
      row: [[id, 'vermillion-traqueur-1', 'sky-bourrin-1']],
      tribes: { 1: { hand: ['sky-chef-1', 'sky-stagiaire-1'] } },
    });
    const hunt = story(table).dice(redDice(max + 1, 5)).trigger('sky-chef-1');
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'stagiaire', tribe: 1, sign: -1 });
    hunt.play({ type: 'stagiaire', card: 'sky-stagiaire-1' });
    expect(hunt.state.lastHunt).toMatchObject({ result: 'reussie', total: max, gibierTo: 1 });
  });
});

describe('restocking the row', () => {
  it('puts the next Gibier where the hunt was; an alternance card flips the cycle and a second one is ignored', () => {
    const prey = succeedsAt(4);
    const table = lay({ row: [['mammoth'], [prey, 'vermillion-rocky-1', 'sky-rocky-1']], deck: ['alternance', 'alternance', 'aurochs', 'woolly-yak'] });
    const hunt = story(table).trigger('vermillion-chef-1', 1);
    expect(hunt.events.map((event) => event.type).slice(-4)).toEqual(['trophy', 'cycle', 'alternance-ignored', 'new-gibier']);
    expect(hunt.of('cycle')).toEqual([{ type: 'cycle', cycle: 'night' }]);
    expect(hunt.of('alternance-ignored')).toHaveLength(1);
    expect(hunt.state.cycle).toBe('night');
    expect(hunt.state.hunts.map((row) => row.gibier)).toEqual(['mammoth', 'aurochs']);
    expect(hunt.state.gibierDeck).toEqual([{ gibier: 'woolly-yak' }]);
    // by night the next card goes face down
    hunt.place('sky-chef-1', 0);
    expect(hunt.state.hunts[0].cards).toEqual([{ card: 'sky-chef-1', faceUp: false }]);
  });
});

describe('illegal moves', () => {

  it('are refused with a code, and change nothing', () => {
    const table = lay({
      row: [['mammoth', 'sky-fourbe-1', 'vermillion-rocky-1'], ['aurochs', 'sky-chef-1']],
      tribes: { 0: { hand: ['vermillion-chef-1', 'vermillion-piege-1', 'vermillion-stagiaire-1'] } },
    });
    const before = JSON.stringify(table);
    const turn = story(table);
    // only a Trôl triggers; only where the tribe has a card; only from the hand
    expectRuleError(() => turn.play({ type: 'trigger', card: 'vermillion-piege-1', hunt: 0 }), 'illegal-action');
    expectRuleError(() => turn.play({ type: 'trigger', card: 'vermillion-chef-1', hunt: 1 }), 'illegal-action');
    expectRuleError(() => turn.play({ type: 'trigger', card: 'vermillion-fille-1', hunt: 0 }), 'illegal-action');
    expectRuleError(() => turn.play({ type: 'place', card: 'vermillion-chef-1', hunt: 2 }), 'illegal-action');
    // no question is asked yet
    for (const answer of [{ type: 'spare' }, { type: 'keep' }, { type: 'dice', red: 1 }, { type: 'sign', sign: 1 }, { type: 'pass' }] as const) {
      expectRuleError(() => turn.play(answer), 'illegal-action');
    }
    expectRuleError(() => turn.play({ type: 'place', card: 'sky-chef-1', hunt: 0 }, 1), 'not-your-turn');
    expect(JSON.stringify(table)).toBe(before);

    const asked = story(table).trigger('vermillion-chef-1');
    const waiting = JSON.stringify(asked.state);
    // a Fourbe does not betray itself, nor the trigger, which takes no part
    expectRuleError(() => asked.play({ type: 'betray', target: 'sky-fourbe-1' }), 'illegal-action');
    expectRuleError(() => asked.play({ type: 'betray', target: 'vermillion-chef-1' }), 'illegal-action');
    expectRuleError(() => asked.play({ type: 'spare' }, 0), 'not-your-turn');
    expectRuleError(() => asked.play({ type: 'place', card: 'sky-chef-1', hunt: 1 }), 'illegal-action');
    expectRuleError(() => asked.play({ type: 'stagiaire', card: 'vermillion-stagiaire-1' }), 'illegal-action');
    expect(JSON.stringify(asked.state)).toBe(waiting);
  });

  it('refuse dice and signs the card does not have', () => {
    const table = lay({ row: [['mammoth', 'sky-chef-1', 'green-chaman-1', 'green-stagiaire-1', 'vermillion-rocky-1']], tribes: { 0: { hand: ['vermillion-chef-1'] } } });
    const chef = story(table).trigger('vermillion-chef-1');
    for (const red of [4, -1, 0.5]) expectRuleError(() => chef.play({ type: 'dice', red }), 'illegal-action');
    const chaman = chef.play({ type: 'dice', red: 3 }).play({ type: 'keep' }, 2);
    expect(chaman.state.resolution?.prompt).toMatchObject({ kind: 'colors', count: 1 });
    expectRuleError(() => chaman.play({ type: 'dice', red: 2 }), 'illegal-action');
    const stagiaire = chaman.play({ type: 'dice', red: 1 }).play({ type: 'keep' });
    expect(stagiaire.state.resolution?.prompt).toMatchObject({ kind: 'sign' });
    for (const sign of [0, 2]) expectRuleError(() => stagiaire.play({ type: 'sign', sign } as never), 'illegal-action');
  });
});
