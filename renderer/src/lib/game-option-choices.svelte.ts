/**
 * A game's setup options as chosen on the new-game screen, or for a campaign's matches (or one
 * league game): the option specs of renderer/src/tables/<game id>/options.ts, offered for the
 * number of players at a match, with their bots-only defaults until chosen by hand.
 */
import { SvelteSet } from 'svelte/reactivity';
import type { GameOptions } from '$contract/api';
import type { GameOptionSpec, GameOptionValue } from '../tables/types';

export class GameOptionChoices {
  /** every option has a value, offered now or not */
  values = $state<Record<string, GameOptionValue>>({});
  readonly #specs: readonly GameOptionSpec[];
  /** reactive, so an option chosen by hand while only bots play shows at once instead of its bots-only default */
  readonly #chosenByHand = new SvelteSet<string>();

  /** @param specs the game's options, less those the campaign decides itself */
  constructor(specs: readonly GameOptionSpec[]) {
    this.#specs = specs;
    this.values = Object.fromEntries(specs.map((spec) => [spec.id, spec.default]));
  }

  /** the options offered for a match of `seatCount` players */
  offered(seatCount: number): GameOptionSpec[] {
    return this.#specs.filter((spec) => spec.when?.(seatCount) ?? true);
  }

  /** Set an option; refused (false) for an unknown option or a value it does not offer. */
  set(id: string, value: GameOptionValue): boolean {
    const spec = this.#specs.find((candidate) => candidate.id === id);
    const fits =
      spec?.kind === 'toggle'
        ? typeof value === 'boolean'
        : spec?.kind === 'choice' && spec.choices.some((choice) => choice.value === value);
    if (!fits) return false;
    this.values[id] = value;
    this.#chosenByHand.add(id);
    return true;
  }

  /** the value shown for an option: a bots-only default applies while every player is a bot, until chosen by hand */
  value(spec: GameOptionSpec, botsOnly: boolean): GameOptionValue {
    if (botsOnly && spec.botsDefault !== undefined && !this.#chosenByHand.has(spec.id)) return spec.botsDefault;
    return this.values[spec.id];
  }

  /** the options to send for a match of `seatCount` players, or undefined when none is offered */
  chosen(seatCount: number, botsOnly: boolean): GameOptions | undefined {
    const offered = this.offered(seatCount);
    if (offered.length === 0) return undefined;
    return Object.fromEntries(offered.map((spec) => [spec.id, this.value(spec, botsOnly)]));
  }
}
