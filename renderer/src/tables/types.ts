/**
 * The contract between the match screen and a game's table component
 * (`renderer/src/tables/<game id>/`). The match screen owns the snapshot and the Host calls;
 * a table only draws the snapshot and reports what a player chose.
 */
import type { Component } from 'svelte';
import type { Action, Seat } from '$engine/core/types';
import type { MatchSnapshot, PhoneSnapshot, SeatSnapshot, Settings } from '$contract/api';

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
   * the seats whose player holds their link open on a phone: their secret turns are chosen
   * there, so the table shows no hand-off curtain for them (only who it waits on)
   */
  phoneSeats: Seat[];
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
 * The contract between the phone page and a game's phone hand (`renderer/src/tables/<game id>/PhoneHand.svelte`):
 * one seat's own view on a phone held upright (390×844 and up), touch first, large targets.
 */
export interface PhoneHandProps {
  /** what this seat may see, refreshed after every change of the match */
  snapshot: PhoneSnapshot;
  /**
   * play `action` for this seat; resolves once the Host answered. A refusal is shown by the
   * phone page, so a hand need not catch anything.
   */
  act: (action: Action) => Promise<void>;
  /** a move is on its way: choices wait for the Host's answer (a second tap meanwhile is ignored) */
  busy: boolean;
}

export type PhoneHandComponent = Component<PhoneHandProps>;

/**
 * A game's public table on a phone, read-only, shown between the player's turns so they can
 * follow the game from the sofa (`renderer/src/tables/<game id>/PhoneTable.svelte`). It draws from
 * the seat's own snapshot only, and shows of it what the TV shows everyone.
 */
export type PhoneTableComponent = Component<{ snapshot: PhoneSnapshot }>;

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
