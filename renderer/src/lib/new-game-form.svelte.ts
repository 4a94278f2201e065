/**
 * The seats of a game being set up, and the rules of the form: the game's player range, one
 * colour per player, bot levels the game offers, a name for everyone.
 */
import type { AppError, GameInfo, NewMatch, Profile, SeatSetup } from '../../../electron/shared/api';
import { GameOptionChoices } from './game-option-choices.svelte';
import { isDefaultName } from './i18n.svelte';
import type { GameOptionSpec, GameOptionValue } from '../tables/types';
import { palette, playerColor } from './palette';

export interface SeatDraft {
  name: string;
  color: string;
  kind: 'human' | 'bot';
  /** kept while the seat is human, so toggling back restores the chosen level */
  level: string;
}

export const MAX_NAME_LENGTH = 24;

export class NewGameForm {
  readonly game: GameInfo;
  seats = $state<SeatDraft[]>([]);
  /** the game's setup options as chosen, with their bots-only defaults (the campaign screens choose them the same way) */
  readonly optionChoices: GameOptionChoices;
  // a $state field, so the $derived `options` below may read it before the constructor sets it
  #optionSpecs = $state.raw<readonly GameOptionSpec[]>([]);
  readonly #profiles: Profile[];
  readonly #defaultName: (seatNumber: number) => string;
  readonly #humanSeatLeft: (index: number) => void;

  readonly problems = $derived.by(() => {
    const problems: AppError[] = [];
    this.seats.forEach((seat, index) => {
      if (seat.name.trim() === '') problems.push({ code: 'seat-name', key: 'ui:newGame.nameMissing', params: { seat: index + 1 } });
    });
    return problems;
  });
  readonly canStart = $derived(this.problems.length === 0);
  /** the seats a person plays (who may play from a phone), in seat order */
  readonly humanSeats = $derived(this.seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : [])));
  /** the options offered for the current number of players */
  readonly options = $derived(this.#optionSpecs.filter((spec) => spec.when?.(this.seats.length) ?? true));
  /** every seat is a bot: options with a default of their own for bots-only games take it, until chosen by hand */
  readonly botsOnly = $derived(this.seats.every((seat) => seat.kind === 'bot'));
  /** the value of every option, by id, offered now or not */
  readonly optionValues = $derived<Record<string, GameOptionValue>>(
    Object.fromEntries(this.#optionSpecs.map((spec) => [spec.id, this.optionChoices.value(spec, this.botsOnly)])),
  );

  /**
   * @param profiles players from earlier games, most recent first, offered before default names
   * @param defaultName the name of an unnamed seat, e.g. "Player 3"
   * @param options the game's setup options (renderer/src/tables/<game id>/options.ts)
   * @param humanSeatLeft told when a person's seat becomes a bot's or is removed (its phone link must go)
   */
  constructor(
    game: GameInfo,
    profiles: Profile[],
    defaultName: (seatNumber: number) => string,
    options: readonly GameOptionSpec[] = [],
    humanSeatLeft: (index: number) => void = () => {},
  ) {
    this.game = game;
    this.#humanSeatLeft = humanSeatLeft;
    this.#optionSpecs = options;
    this.optionChoices = new GameOptionChoices(options);
    this.#defaultName = defaultName;
    // a player who kept a default name, this one's or another language's ("Player 3", "Joueur 3"), is not someone to remember by name
    const defaultNames = new Set(Array.from({ length: palette.length }, (_, i) => defaultName(i + 1)));
    this.#profiles = profiles
      .filter((profile) => !defaultNames.has(profile.name) && !isDefaultName(profile.name))
      .sort((a, b) => b.lastPlayed - a.lastPlayed);
    this.setSeatCount(Math.max(game.players.min, Math.min(2, game.players.max)));
  }

  get minSeats(): number {
    return this.game.players.min;
  }

  get maxSeats(): number {
    return Math.min(this.game.players.max, palette.length);
  }

  /** Seat `count` players; refused (false) outside the game's range. */
  setSeatCount(count: number): boolean {
    if (!Number.isInteger(count) || count < this.minSeats || count > this.maxSeats) return false;
    while (this.seats.length > count) {
      if (this.seats.pop()?.kind === 'human') this.#humanSeatLeft(this.seats.length);
    }
    while (this.seats.length < count) this.seats.push(this.#newSeat());
    return true;
  }

  setName(index: number, name: string): void {
    this.seats[index].name = name.slice(0, MAX_NAME_LENGTH);
  }

  /** Give seat `index` a colour; refused (false) when another seat already has it. */
  chooseColor(index: number, color: string): boolean {
    if (!palette.some((entry) => entry.id === color)) return false;
    if (this.seats.some((seat, other) => other !== index && seat.color === color)) return false;
    this.seats[index].color = color;
    return true;
  }

  /** The seat that already plays `color`, if any. */
  seatWithColor(color: string): number {
    return this.seats.findIndex((seat) => seat.color === color);
  }

  /** Seat the players a game file names, in its order, each in their remembered colour. */
  seatNamed(names: readonly string[]): void {
    names.slice(0, this.seats.length).forEach((name, index) => {
      this.setName(index, name);
      const color = this.#profiles.find((profile) => profile.name === name)?.color;
      if (color === undefined) return;
      // the file may name them in the other order than they were offered: the two seats swap colours
      const holder = this.seatWithColor(color);
      if (holder !== -1 && holder !== index) this.seats[holder].color = this.seats[index].color;
      this.seats[index].color = color;
    });
  }

  toggleKind(index: number): void {
    const seat = this.seats[index];
    if (seat.kind === 'human' && this.game.botLevels.length === 0) return;
    seat.kind = seat.kind === 'human' ? 'bot' : 'human';
    if (seat.kind === 'bot') this.#humanSeatLeft(index);
  }

  /** Choose a bot level; refused (false) when the game has no such level. */
  setLevel(index: number, level: string): boolean {
    if (!this.game.botLevels.includes(level)) return false;
    this.seats[index].level = level;
    return true;
  }

  /** Set an option; refused (false) for an unknown option or a value it does not offer. */
  setOption(id: string, value: GameOptionValue): boolean {
    return this.optionChoices.set(id, value);
  }

  toNewMatch(): NewMatch {
    // options not offered for this many players are left out: the game's default applies
    const options = Object.fromEntries(this.options.map((spec) => [spec.id, this.optionValues[spec.id]]));
    return {
      game: this.game.id,
      seats: this.seats.map(
        (seat): SeatSetup => ({
          name: seat.name.trim(),
          color: seat.color,
          symbol: playerColor(seat.color).symbol,
          kind: seat.kind === 'bot' ? { type: 'bot', level: seat.level } : { type: 'human' },
        }),
      ),
      ...(this.options.length > 0 ? { options } : {}),
    };
  }

  /** A new seat: the next remembered player not seated yet, else a default name; a free colour. */
  #newSeat(): SeatDraft {
    const takenNames = new Set(this.seats.map((seat) => seat.name));
    const takenColors = new Set(this.seats.map((seat) => seat.color));
    const profile = this.#profiles.find((candidate) => !takenNames.has(candidate.name));
    const freeColors = palette.filter((entry) => !takenColors.has(entry.id));
    const color = profile && freeColors.some((entry) => entry.id === profile.color) ? profile.color : freeColors[0].id;
    let name = profile?.name;
    for (let n = this.seats.length + 1; !name; n++) {
      if (!takenNames.has(this.#defaultName(n))) name = this.#defaultName(n);
    }
    return { name, color, kind: 'human', level: this.game.botLevels[0] ?? '' };
  }
}
