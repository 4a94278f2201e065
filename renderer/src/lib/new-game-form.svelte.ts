/**
 * The seats of a game being set up, and the rules of the form: the game's player range, one
 * colour per player (with the symbol a remembered player keeps, else the colour's own), bot
 * levels the game offers, a name for everyone: a bot's says it is a bot, never a person's.
 */
import type { AppError, GameInfo, NewMatch, Profile, SeatSetup } from '$contract/api';
import { GameOptionChoices } from './game-option-choices.svelte';
import { freeBotName, isBotName, isDefaultName, localName } from './i18n.svelte';
import type { GameOptionSpec, GameOptionValue } from '../tables/types';
import { palette } from './palette';

export interface SeatDraft {
  name: string;
  /** the name was typed (or read from a game file): it stays whoever plays the seat */
  named: boolean;
  color: string;
  symbol: string;
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
      .filter((profile) => !defaultNames.has(profile.name) && !isDefaultName(profile.name) && !isBotName(profile.name))
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

  /** a name typed for the seat: it is theirs, whoever plays it */
  setName(index: number, name: string): void {
    Object.assign(this.seats[index], { name: name.slice(0, MAX_NAME_LENGTH), named: true });
  }

  /** the names nobody typed ("Player 3", "Warlord bot") in the current language */
  localizeNames(): void {
    for (const seat of this.seats) seat.name = localName(seat.name);
  }

  /** Give seat `index` a colour, with that colour's symbol; refused (false) when another seat already has it. */
  chooseColor(index: number, color: string): boolean {
    const entry = palette.find((candidate) => candidate.id === color);
    if (!entry) return false;
    if (this.seats.some((seat, other) => other !== index && seat.color === color)) return false;
    if (this.seats[index].color !== color) Object.assign(this.seats[index], { color, symbol: entry.symbol });
    return true;
  }

  /** The seat that already plays `color`, if any. */
  seatWithColor(color: string): number {
    return this.seats.findIndex((seat) => seat.color === color);
  }

  /** Seat the players a game file names, in its order, each in their remembered look. */
  seatNamed(names: readonly string[]): void {
    names.slice(0, this.seats.length).forEach((name, index) => {
      this.setName(index, name);
      const profile = this.#profiles.find((candidate) => candidate.name === name);
      if (profile === undefined) return;
      // the file may name them in the other order than they were offered: the two seats swap looks
      const holder = this.seatWithColor(profile.color);
      if (holder !== -1 && holder !== index) Object.assign(this.seats[holder], { color: this.seats[index].color, symbol: this.seats[index].symbol });
      Object.assign(this.seats[index], { color: profile.color, symbol: profile.symbol });
    });
  }

  /**
   * A person's seat becomes a bot's or the other way round. A name nobody typed follows: a bot
   * gets a bot's name, a person the next remembered player (in their look, when free) or a
   * default name.
   */
  toggleKind(index: number): void {
    const seat = this.seats[index];
    if (seat.kind === 'human' && this.game.botLevels.length === 0) return;
    seat.kind = seat.kind === 'human' ? 'bot' : 'human';
    if (seat.kind === 'bot') this.#humanSeatLeft(index);
    if (seat.named) return;
    if (seat.kind === 'bot') {
      seat.name = this.#botName(index, seat.level);
      return;
    }
    const { name, profile } = this.#humanName(index);
    seat.name = name;
    if (profile && this.seatWithColor(profile.color) === -1) Object.assign(seat, { color: profile.color, symbol: profile.symbol });
  }

  /** Choose a bot level (a bot's own name follows it); refused (false) when the game has no such level. */
  setLevel(index: number, level: string): boolean {
    if (!this.game.botLevels.includes(level)) return false;
    const seat = this.seats[index];
    seat.level = level;
    if (seat.kind === 'bot' && !seat.named) seat.name = this.#botName(index, level);
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
          symbol: seat.symbol,
          kind: seat.kind === 'bot' ? { type: 'bot', level: seat.level } : { type: 'human' },
        }),
      ),
      ...(this.options.length > 0 ? { options } : {}),
    };
  }

  /** A new seat: the next remembered player not seated yet in their look (when free), else a default name and a free colour. */
  #newSeat(): SeatDraft {
    const takenColors = new Set(this.seats.map((seat) => seat.color));
    const { name, profile } = this.#humanName(this.seats.length);
    const freeColors = palette.filter((entry) => !takenColors.has(entry.id));
    const look =
      profile && !takenColors.has(profile.color)
        ? { color: profile.color, symbol: profile.symbol }
        : { color: freeColors[0].id, symbol: freeColors[0].symbol };
    return { name, named: false, ...look, kind: 'human', level: this.game.botLevels[0] ?? '' };
  }

  /** a person's name for seat `index`: the next remembered player not seated yet, else the first default name free */
  #humanName(index: number): { name: string; profile?: Profile } {
    const takenNames = new Set(this.seats.flatMap((seat, other) => (other === index ? [] : [seat.name])));
    const profile = this.#profiles.find((candidate) => !takenNames.has(candidate.name));
    if (profile) return { name: profile.name, profile };
    for (let n = index + 1; ; n++) {
      if (!takenNames.has(this.#defaultName(n))) return { name: this.#defaultName(n) };
    }
  }

  /** a bot's name for seat `index`: its level's, numbered when another seat has it */
  #botName(index: number, level: string): string {
    const takenNames = new Set(this.seats.flatMap((seat, other) => (other === index ? [] : [seat.name])));
    return freeBotName(level, (name) => takenNames.has(name));
  }
}
