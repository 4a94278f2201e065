/**
 * The phone page's registry: what a player's phone shows of each game, by game id. Apart from the
 * TV's (`tables/index.ts`), so that a phone downloads none of the TV's tables; and each game's
 * part (`./games/<game id>.ts`: its phone components and texts) is fetched the first time a match
 * of that game reaches the phone, so a phone downloads only the game it plays.
 */
import type { Language } from '$contract/api';
import { addTexts } from '../lib/i18n.svelte';
import type { PhoneHandComponent, PhoneTableComponent } from '../tables/types';

export interface PhoneGame {
  /** the seat's own view and choices */
  Hand: PhoneHandComponent;
  /**
   * the public table shown between the player's turns, for games whose hand does not show it
   * already (Battle Dice's hand has every player's health; Thud's, the board and the score)
   */
  Table?: PhoneTableComponent;
  /** what a watcher sees, for games whose public table is in their hand (Thud's board, Battle Dice's players): else `Table` */
  Watch?: PhoneTableComponent;
  /** the game's namespace of texts (its log lines, pieces, choices), in every language */
  texts: Record<Language, Record<string, unknown>>;
}

const parts: Record<string, () => Promise<PhoneGame>> = {
  'troll-dice': () => import('./games/troll-dice'),
  trolldilemma: () => import('./games/trolldilemma'),
  'battle-dice': () => import('./games/battle-dice'),
  thud: () => import('./games/thud'),
  trol: () => import('./games/trol'),
};

class PhoneGames {
  /** the games fetched, as the page draws them */
  #ready = $state.raw<Record<string, PhoneGame>>({});
  #loading = new Map<string, Promise<PhoneGame | undefined>>();

  /** whether `gameId` is played on phones (the others are played on the TV alone) */
  has(gameId: string): boolean {
    return Object.hasOwn(parts, gameId);
  }

  /** the game's phone components once `load` fetched them, else undefined */
  readyFor(gameId: string): PhoneGame | undefined {
    return Object.hasOwn(this.#ready, gameId) ? this.#ready[gameId] : undefined;
  }

  /** Fetches the game's phone components and texts, once; a fetch that failed is tried again on the next call. */
  load(gameId: string): Promise<PhoneGame | undefined> {
    if (!this.has(gameId)) return Promise.resolve(undefined);
    let loading = this.#loading.get(gameId);
    if (!loading) {
      loading = parts[gameId]().then((game) => {
        addTexts(gameId, game.texts);
        this.#ready = { ...this.#ready, [gameId]: game };
        return game;
      });
      loading.catch(() => this.#loading.delete(gameId));
      this.#loading.set(gameId, loading);
    }
    return loading;
  }
}

export const phoneGames = new PhoneGames();
