/**
 * The contract between the match screen and a game's table component
 * (`renderer/src/tables/<game id>/`). The match screen owns the snapshot and the Host calls;
 * a table only draws the snapshot and reports what a player chose.
 */
import type { Component } from 'svelte';
import type { Action, Seat } from '../../../engine/core/types';
import type { MatchSnapshot, SeatSnapshot, Settings } from '../../../electron/shared/api';

export interface TableProps {
  /** the match as the table sees it (public information only), refreshed after every move */
  snapshot: MatchSnapshot;
  /**
   * play `action` for `seat`; resolves once the Host answered. A refused move is shown to the
   * players as a translated message by the app, so tables need not catch anything.
   */
  act: (seat: Seat, action: Action) => Promise<void>;
  /** take back the last move (same as Backspace / the undo button) */
  undo: () => Promise<void>;
  /**
   * what `seat` alone may see (its private view and legal actions), for a secret turn. Call it
   * only once that player confirmed, behind a hand-off curtain, that they are the one looking;
   * undefined when the Host refused (the app shows why).
   */
  seatView: (seat: Seat) => Promise<SeatSnapshot | undefined>;
  /** language and animation speed chosen by the host of the evening */
  settings: Settings;
  /**
   * bound by the match screen: false while the table is still showing the latest moves, so the
   * winner panel waits for the last attack to be played out
   */
  settled?: boolean;
  /**
   * bound by the match screen: how many actions' results the table has shown so far; the log
   * holds back the lines of moves still being played back, so it never gives a result away
   */
  shownActions?: number;
}

export type TableComponent = Component<TableProps>;

/**
 * A setup option a game offers on the new-game screen (`renderer/src/tables/<game id>/options.ts`);
 * the chosen values go to the Host as `NewMatch.options`, which the game's `setup` reads.
 */
interface GameOptionBase {
  /** the key in `NewMatch.options` */
  id: string;
  /** i18n key of the option's name */
  label: string;
  /** i18n key of a one-line explanation */
  hint?: string;
  /** offered only for these player counts (always, when left out) */
  when?: (seatCount: number) => boolean;
}

export type GameOptionSpec =
  /** `botsDefault`: the value while every seat is a bot, until the option is chosen by hand */
  | (GameOptionBase & { kind: 'toggle'; default: boolean; botsDefault?: boolean })
  | (GameOptionBase & {
      kind: 'choice';
      /** `label`: i18n key of the choice's name */
      choices: { value: string | number; label: string }[];
      default: string | number;
      botsDefault?: string | number;
    });

export type GameOptionValue = GameOptionSpec['default'];
