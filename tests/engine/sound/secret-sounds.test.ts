/**
 * A sound never tells a secret: a secret choice (Trolldilemma's throws and Troll'ey sides, a TRÔL
 * card placed face down) makes the same sounds on the table whatever was chosen. Checked on the
 * real engines: from states of seeded games where a seat chooses in secret, every choice it may
 * make is played, and what the table hears of each (the cues of its public events) compared.
 */
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../../engine/core/rng';
import type { Action, BaseState, GameEvent, GameModule, Seat } from '../../../engine/core/types';
import { gameModules } from '../../../engine/games';
import { cuesOf } from '../../../renderer/src/lib/sound/cue-map';
import { soundsFor } from '../../../renderer/src/tables/sounds';

/** what the Host sends the table: the events nobody's eyes are restricted from */
const publicEvents = (events: readonly GameEvent[]) => events.filter((event) => event.visibleTo === undefined);

interface SecretMoment {
  state: BaseState;
  seat: Seat;
  /** choices that differ only in what is secret, grouped (TRÔL: the Gibier a card goes under is public) */
  choices: Action[][];
}

/** the secret choices met in seeded games of `module`, played by its weakest bot */
function secretMoments(
  module: GameModule<BaseState, unknown>,
  players: number,
  seeds: number,
  group: (actions: Action[]) => Action[][],
): SecretMoment[] {
  const { definition } = module;
  const moments: SecretMoment[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const random = randomSource(seed);
    let state = definition.setup({ seats: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), firstSeat: 0 }, seed);
    for (let moves = 0; definition.outcome(state) === null && moves < 400; moves++) {
      const active = definition.activeSeats(state);
      for (const seat of active) {
        // the last of a round to choose reveals everyone's choices: that move's sound may differ
        if (!definition.privateTurn?.(state, seat) || (active.length < 2 && definition.secretRound?.(state))) continue;
        const choices = group(definition.legalActions(state, seat)).filter((same) => same.length > 1);
        if (choices.length) moments.push({ state, seat, choices });
      }
      const seat = active[0];
      state = definition.apply(state, seat, module.bots[0].choose(state, seat, random));
    }
  }
  return moments;
}

function heard(module: GameModule<BaseState, unknown>, moment: SecretMoment, action: Action) {
  const after = module.definition.apply(moment.state, moment.seat, action);
  return { cues: cuesOf(soundsFor(module.definition.id), publicEvents(after.events)), events: after.events };
}

describe('a secret choice sounds the same whatever was chosen', () => {
  it("Trolldilemma: any throw, any side of the Troll'ey", () => {
    const module = gameModules.trolldilemma;
    const moments = secretMoments(module, 4, 4, (actions) => [actions]);
    const kinds = new Set(moments.flatMap((moment) => moment.choices.flat().map((action) => action.type)));
    expect(kinds).toContain('throw');
    expect(kinds).toContain('point');
    let compared = 0;
    for (const moment of moments) {
      for (const same of moment.choices) {
        const [first, ...others] = same.map((action) => heard(module, moment, action));
        for (const other of others) {
          // the choices differ (the chooser's own event says what was chosen), their sounds do not
          expect(other.events).not.toEqual(first.events);
          expect(other.cues).toEqual(first.cues);
          compared += 1;
        }
      }
    }
    // what the room hears of a secret choice: that a choice was made
    expect(heard(module, moments[0], moments[0].choices[0][0]).cues).toEqual(['tick']);
    expect(compared).toBeGreaterThan(20);
  });

  it('TRÔL: any card placed face down under a Gibier', () => {
    const module = gameModules.trol;
    // which Gibier the card goes under is seen by all; which card, only by its tribe
    const byGibier = (actions: Action[]) => {
      const places = actions.filter((action) => action.type === 'place');
      const hunts = [...new Set(places.map((action) => action.hunt))];
      return hunts.map((hunt) => places.filter((action) => action.hunt === hunt));
    };
    const moments = secretMoments(module, 3, 3, byGibier);
    let compared = 0;
    for (const moment of moments) {
      for (const same of moment.choices) {
        const sounds = same.map((action) => heard(module, moment, action));
        const facesDown = sounds.filter((sound) => sound.events.some((event) => event.type === 'placed' && event.card === undefined));
        for (const other of facesDown.slice(1)) {
          expect(other.cues).toEqual(facesDown[0].cues);
          compared += 1;
        }
        if (facesDown.length) expect(facesDown[0].cues).toContain('card-place');
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
