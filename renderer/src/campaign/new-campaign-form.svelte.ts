/**
 * A campaign being set up: its name, format, players (in seeding order) and options, and the
 * rules of the form: how many players each format takes, a look (colour and symbol) of their own
 * for everyone, bot levels the format's game offers, a bot's name that says it is one.
 */
import type { AppError, CampaignFormat, GameInfo, NewCampaign, Profile, SeatSetup } from '$contract/api';
import { campaignGames, campaignPlayers } from '$engine/campaign/campaign';
import { palette, type SymbolId } from '../lib/palette';
import { MAX_NAME_LENGTH } from '../lib/new-game-form.svelte';
import { allGameIds } from '../lib/games';
import { freeBotName, isBotName, isDefaultName, localName } from '../lib/i18n.svelte';
import { optionsFor } from '../tables';
import { GameOptionChoices } from '../lib/game-option-choices.svelte';

export const campaignFormats: readonly CampaignFormat[] = ['league', 'bd-duels', 'bd-elimination', 'bd-masters', 'thud-series', 'trol-series'];

/** the formats played as a bracket, where the order of the players is the seeding */
export const bracketFormats: readonly CampaignFormat[] = ['bd-elimination', 'bd-masters'];

/**
 * options a campaign sets for each match itself: every tournament match of Battle Dice is a duel,
 * and a Dwarves & Trolls series decides who leads the dwarves first in each match
 */
const setByCampaign: Record<string, readonly string[]> = { 'battle-dice': ['duel'], thud: ['dwarvesFirst'] };

export const TIMES_RANGE = { min: 1, max: 4 } as const;
export const MATCHES_RANGE = { min: 1, max: 10 } as const;
export const MAX_PLACES = 6;
const MAX_PLACE_POINTS = 99;

const symbols: readonly SymbolId[] = palette.map((color) => color.symbol);

export interface PlayerDraft {
  name: string;
  /** the name was typed: it stays whoever plays */
  named: boolean;
  color: string;
  symbol: SymbolId;
  kind: 'human' | 'bot';
  /** a bot's level (kept, unused, while human) */
  level: string;
}

/** how many players sit at each match of a format */
function seatsPerMatch(format: CampaignFormat, players: number): number {
  return format === 'league' || format === 'trol-series' ? players : 2;
}

function sameName(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

export class NewCampaignForm {
  name = $state('');
  format = $state<CampaignFormat>('league');
  players = $state<PlayerDraft[]>([]);
  /** bd-duels: how often each pair meets */
  times = $state(1);
  /** series: how many matches */
  matches = $state(3);
  /** league: points for 1st, 2nd, 3rd… */
  placePoints = $state<number[]>([3, 2, 1]);
  /** the options of every match, for the format's game (a league chooses them game by game) */
  options = $state.raw(new GameOptionChoices([]));
  readonly #games: readonly GameInfo[];
  readonly #profiles: Profile[];
  readonly #defaultName: (playerNumber: number) => string;

  /** the game every match of the format is played in; null for a league */
  readonly game = $derived.by(() => {
    const id = campaignGames[this.format];
    return id === null ? null : (this.#games.find((game) => game.id === id) ?? null);
  });
  /**
   * Bot levels offered: the format's game's. A league mixes games whose levels differ (Thud's are
   * not the others'), so it offers the levels of the first game listed, weakest first; a game
   * without that level plays the bot at the same place in its own list.
   */
  readonly botLevels = $derived.by(() => {
    if (this.game) return this.game.botLevels;
    if (campaignGames[this.format] !== null) return [];
    return allGameIds.map((id) => this.#games.find((game) => game.id === id)).find((game) => game?.botLevels.length)?.botLevels ?? [];
  });
  readonly range = $derived(campaignPlayers[this.format]);
  readonly seatCount = $derived(seatsPerMatch(this.format, this.players.length));
  readonly botsOnly = $derived(this.players.every((player) => player.kind === 'bot'));
  readonly offeredOptions = $derived(this.options.offered(this.seatCount));

  readonly problems = $derived.by(() => {
    const problems: AppError[] = [];
    if (this.name.trim() === '') problems.push({ code: 'campaign-name', key: 'campaign:new.problems.name' });
    const seen = new Set<string>();
    this.players.forEach((player, index) => {
      if (player.name.trim() === '') {
        problems.push({ code: 'player-name', key: 'campaign:new.problems.playerName', params: { n: index + 1 } });
      } else if (seen.has(sameName(player.name))) {
        problems.push({ code: 'same-name', key: 'campaign:new.problems.sameName', params: { name: player.name.trim() } });
      }
      seen.add(sameName(player.name));
    });
    if (this.format === 'league' && !this.placePoints.every((points) => Number.isInteger(points) && points >= 0 && points <= MAX_PLACE_POINTS)) {
      problems.push({ code: 'place-points', key: 'campaign:new.problems.placePoints', params: { max: MAX_PLACE_POINTS } });
    }
    return problems;
  });
  readonly canCreate = $derived(this.problems.length === 0);

  /**
   * @param games the games the Host plays
   * @param profiles players from earlier games, offered before default names
   * @param defaultName the name of an unnamed player, e.g. "Player 3"
   */
  constructor(games: readonly GameInfo[], profiles: readonly Profile[], defaultName: (playerNumber: number) => string) {
    this.#games = games;
    this.#defaultName = defaultName;
    // a player who kept a default name, this one's or another language's ("Player 3", "Joueur 3"), is not someone to remember by name
    const defaultNames = new Set(Array.from({ length: campaignPlayers.league.max }, (_, i) => defaultName(i + 1)));
    this.#profiles = profiles
      .filter((profile) => !defaultNames.has(profile.name) && !isDefaultName(profile.name) && !isBotName(profile.name))
      .sort((a, b) => b.lastPlayed - a.lastPlayed);
    this.#applyFormat(campaignFormats.find((format) => this.offers(format)) ?? 'league');
    this.setPlayerCount(Math.min(4, this.range.max));
  }

  /** the profiles not seated yet, most recent first */
  get freeProfiles(): Profile[] {
    const seated = new Set(this.players.map((player) => sameName(player.name)));
    return this.#profiles.filter((profile) => !seated.has(sameName(profile.name)));
  }

  /** a format whose game this Host plays (a league needs at least one game) */
  offers(format: CampaignFormat): boolean {
    const game = campaignGames[format];
    return game === null ? this.#games.length > 0 : this.#games.some((info) => info.id === game);
  }

  /** Refused (false) for a format whose game this Host does not play. */
  setFormat(format: CampaignFormat): boolean {
    if (!this.offers(format)) return false;
    this.#applyFormat(format);
    return true;
  }

  #applyFormat(format: CampaignFormat): void {
    this.format = format;
    const game = campaignGames[format];
    const specs = game === null ? [] : optionsFor(game).filter((spec) => !setByCampaign[game]?.includes(spec.id));
    this.options = new GameOptionChoices(specs);
    const { min, max } = campaignPlayers[format];
    this.setPlayerCount(Math.min(max, Math.max(min, this.players.length)));
    this.players.forEach((player, index) => {
      if (!this.botLevels.includes(player.level)) this.#play(index, player.kind, this.botLevels[0] ?? '');
      if (this.botLevels.length === 0) this.#play(index, 'human', player.level);
    });
  }

  /** Seat `count` players; refused (false) outside the format's range. */
  setPlayerCount(count: number): boolean {
    const { min, max } = campaignPlayers[this.format];
    if (!Number.isInteger(count) || count < min || count > max) return false;
    this.players.splice(count);
    while (this.players.length < count) this.players.push(this.#newPlayer(this.freeProfiles[0]));
    return true;
  }

  /** One more player: a remembered one when given, else the next remembered one or a default name. Refused (false) when the format is full. */
  addPlayer(profile?: Profile): boolean {
    if (this.players.length >= this.range.max) return false;
    this.players.push(this.#newPlayer(profile ?? this.freeProfiles[0]));
    return true;
  }

  /** Refused (false) when the format would have too few players. */
  removePlayer(index: number): boolean {
    if (this.players.length <= this.range.min || !this.players[index]) return false;
    this.players.splice(index, 1);
    return true;
  }

  /** one place earlier in the list (a better seed in a bracket) */
  moveUp(index: number): void {
    if (index <= 0 || index >= this.players.length) return;
    const [player] = this.players.splice(index, 1);
    this.players.splice(index - 1, 0, player);
  }

  /** a name typed for the player: it is theirs, whoever plays */
  setPlayerName(index: number, name: string): void {
    Object.assign(this.players[index], { name: name.slice(0, MAX_NAME_LENGTH), named: true });
  }

  /** the names nobody typed ("Player 3", "Warlord bot") in the current language */
  localizeNames(): void {
    for (const player of this.players) player.name = localName(player.name);
  }

  /**
   * Give player `index` a colour, with its own symbol when nobody has that look, else another
   * symbol free in that colour; refused (false) when every symbol of that colour is taken.
   */
  chooseColor(index: number, color: string): boolean {
    const entry = palette.find((candidate) => candidate.id === color);
    if (!entry) return false;
    const symbol = [entry.symbol, ...symbols].find((candidate) => !this.#lookTaken(color, candidate, index));
    if (!symbol) return false;
    Object.assign(this.players[index], { color, symbol });
    return true;
  }

  /** the next colour round the palette that still has a symbol free for this player (one button on a remote) */
  nextColor(index: number): void {
    const start = palette.findIndex((entry) => entry.id === this.players[index].color);
    for (let step = 1; step < palette.length; step++) {
      if (this.chooseColor(index, palette[(start + step) % palette.length].id)) return;
    }
  }

  /** Refused (false) when another player has this colour with this symbol. */
  chooseSymbol(index: number, symbol: SymbolId): boolean {
    if (!symbols.includes(symbol) || this.#lookTaken(this.players[index].color, symbol, index)) return false;
    this.players[index].symbol = symbol;
    return true;
  }

  /** the next symbol free in this player's colour, round the list */
  nextSymbol(index: number): void {
    const { symbol } = this.players[index];
    const start = symbols.indexOf(symbol);
    for (let step = 1; step < symbols.length; step++) {
      if (this.chooseSymbol(index, symbols[(start + step) % symbols.length])) return;
    }
  }

  /** One button for who plays, on a remote: human, then a bot of each level, weakest first, then human again. */
  cycleKind(index: number): void {
    const player = this.players[index];
    if (player.kind === 'human') {
      if (this.botLevels.length > 0) this.#play(index, 'bot', this.botLevels[0]);
      return;
    }
    const next = this.botLevels.indexOf(player.level) + 1;
    if (next < this.botLevels.length) this.#play(index, 'bot', this.botLevels[next]);
    else this.#play(index, 'human', player.level);
  }

  /**
   * Who plays player `index`. A name nobody typed follows: a bot gets its level's bot name, a
   * person the next remembered player (in their look, when free) or a default name.
   */
  #play(index: number, kind: 'human' | 'bot', level: string): void {
    const player = this.players[index];
    const becomesHuman = kind === 'human' && player.kind === 'bot';
    Object.assign(player, { kind, level });
    if (player.named) return;
    if (kind === 'bot') {
      const taken = new Set(this.players.flatMap((other, at) => (at === index ? [] : [sameName(other.name)])));
      player.name = freeBotName(level, (name) => taken.has(sameName(name)));
    } else if (becomesHuman) {
      const profile = this.freeProfiles[0];
      player.name = profile?.name ?? this.#freeDefaultName(index);
      if (profile && symbols.includes(profile.symbol as SymbolId) && !this.#lookTaken(profile.color, profile.symbol as SymbolId, index)) {
        Object.assign(player, { color: profile.color, symbol: profile.symbol });
      }
    }
  }

  #freeDefaultName(index: number): string {
    const taken = new Set(this.players.flatMap((other, at) => (at === index ? [] : [sameName(other.name)])));
    for (let n = index + 1; ; n++) {
      if (!taken.has(sameName(this.#defaultName(n)))) return this.#defaultName(n);
    }
  }

  setTimes(times: number): boolean {
    if (!Number.isInteger(times) || times < TIMES_RANGE.min || times > TIMES_RANGE.max) return false;
    this.times = times;
    return true;
  }

  setMatches(matches: number): boolean {
    if (!Number.isInteger(matches) || matches < MATCHES_RANGE.min || matches > MATCHES_RANGE.max) return false;
    this.matches = matches;
    return true;
  }

  /** what a place is worth; a value that is not a whole number from 0 to 99 is kept, and shown as a problem */
  setPlacePoints(place: number, points: number): void {
    if (place >= 0 && place < this.placePoints.length) this.placePoints[place] = points;
  }

  /** one more place that scores (worth nothing at first), up to six: no game seats more */
  addPlace(): void {
    if (this.placePoints.length < MAX_PLACES) this.placePoints.push(0);
  }

  removePlace(): void {
    if (this.placePoints.length > 1) this.placePoints.pop();
  }

  toNewCampaign(): NewCampaign {
    const options = this.options.chosen(this.seatCount, this.botsOnly);
    return {
      name: this.name.trim(),
      format: this.format,
      players: this.players.map(
        (player): SeatSetup => ({
          name: player.name.trim(),
          color: player.color,
          symbol: player.symbol,
          kind: player.kind === 'bot' ? { type: 'bot', level: player.level } : { type: 'human' },
        }),
      ),
      ...(this.format === 'bd-duels' ? { times: this.times } : {}),
      ...(this.format === 'thud-series' || this.format === 'trol-series' ? { matches: this.matches } : {}),
      ...(this.format === 'league' ? { placePoints: [...this.placePoints] } : {}),
      ...(options ? { options } : {}),
    };
  }

  #lookTaken(color: string, symbol: SymbolId, except: number): boolean {
    return this.players.some((player, index) => index !== except && player.color === color && player.symbol === symbol);
  }

  /**
   * A new player, with the profile's name and look when given; a look nobody has: the palette's
   * colours with their own symbols first, then each colour again with another symbol.
   */
  #newPlayer(profile: Profile | undefined): PlayerDraft {
    const name = profile?.name ?? this.#freeDefaultName(this.players.length);
    const free = (color: string, symbol: SymbolId) => !this.#lookTaken(color, symbol, -1);
    const looks = palette.flatMap((_, shift) => palette.map((entry, i) => ({ color: entry.id, symbol: symbols[(i + shift) % symbols.length] })));
    const wanted = profile && symbols.includes(profile.symbol as SymbolId) ? { color: profile.color, symbol: profile.symbol as SymbolId } : undefined;
    const look = wanted && free(wanted.color, wanted.symbol) ? wanted : looks.find((candidate) => free(candidate.color, candidate.symbol))!;
    return { name, named: false, ...look, kind: 'human', level: this.botLevels[0] ?? '' };
  }
}
