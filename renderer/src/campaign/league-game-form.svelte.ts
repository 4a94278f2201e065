/**
 * A league night's next game: which game, which of the campaign's players sit (in the campaign's
 * order), and the game's options, checked against the game's player range.
 */
import type { AppError, CampaignPlayer, GameInfo, LeagueGame } from '$contract/api';
import { optionsFor } from '../tables';
import { onlyBots } from './autoplay.svelte';
import { GameOptionChoices } from '../lib/game-option-choices.svelte';

export class LeagueGameForm {
  #gameId = $state('');
  /** campaign players who sit, in the campaign's order */
  seated = $state<number[]>([]);
  options = $state.raw(new GameOptionChoices([]));
  readonly games: readonly GameInfo[];
  readonly #players: readonly CampaignPlayer[];

  readonly game = $derived.by(() => this.games.find((game) => game.id === this.#gameId) ?? this.games[0]);
  readonly botsOnly = $derived(onlyBots(this.seated.map((player) => this.#players[player])));
  readonly offeredOptions = $derived(this.options.offered(this.seated.length));
  readonly problems = $derived.by((): AppError[] => {
    const { min, max } = this.game.players;
    if (this.seated.length >= min && this.seated.length <= max) return [];
    const key = min === max ? 'campaign:league.problems.playersExact' : 'campaign:league.problems.players';
    return [{ code: 'bad-seats', key, params: { min, max, count: this.seated.length } }];
  });
  readonly canPlay = $derived(this.problems.length === 0);

  /** @param games the games that can be played here, in the order offered (at least one) */
  constructor(games: readonly GameInfo[], players: readonly CampaignPlayer[]) {
    this.games = games;
    this.#players = players;
    this.chooseGame(games[0].id);
  }

  /** a new game keeps who sits, as far as it seats them all */
  chooseGame(id: string): boolean {
    const game = this.games.find((candidate) => candidate.id === id);
    if (!game) return false;
    this.#gameId = id;
    this.options = new GameOptionChoices(optionsFor(id));
    if (this.seated.length === 0) this.seated = this.#players.map((_, player) => player).slice(0, game.players.max);
    return true;
  }

  toggle(player: number): void {
    if (player < 0 || player >= this.#players.length) return;
    this.seated = this.seated.includes(player) ? this.seated.filter((other) => other !== player) : [...this.seated, player].sort((a, b) => a - b);
  }

  toLeagueGame(): LeagueGame {
    const options = this.options.chosen(this.seated.length, this.botsOnly);
    return { game: this.game.id, players: [...this.seated], ...(options ? { options } : {}) };
  }
}
