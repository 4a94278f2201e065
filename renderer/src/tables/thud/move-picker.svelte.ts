/**
 * A Thud move being picked on the board, one square at a time (a click or Enter on the table, a
 * tap on a phone): the piece picked up, then where it goes, then, for a troll that may club
 * different sets of dwarves, which of them it clubs. The table and the phone hand both pick
 * their moves through it, so they follow the same steps.
 */
import { squareIndex } from '$engine/games/thud/board';
import type { MoveAction, Square } from '$engine/games/thud/types';
import { destinationsFrom, movablePieces, moveTaking, needsCaptureChoice, type Destination } from './moves';

export interface CaptureChoice {
  destination: Destination;
  /** the dwarves the troll will club, in board order */
  chosen: Square[];
}

export class MovePicker {
  /** the square of the piece picked up */
  picked = $state<Square | null>(null);
  /** a troll move waiting for the player to say which dwarves it clubs */
  choice = $state<CaptureChoice | null>(null);

  putDown(): void {
    this.picked = null;
    this.choice = null;
  }

  toggleCapture(square: Square): void {
    if (!this.choice) return;
    const { chosen, destination } = this.choice;
    const next = chosen.includes(square) ? chosen.filter((other) => other !== square) : [...chosen, square];
    this.choice = { destination, chosen: destination.captures.filter((other) => next.includes(other)) };
  }

  /** where the picked piece may go, given the legal moves and the board; none while its captures are chosen */
  destinations(moves: readonly MoveAction[], board: string): Destination[] {
    if (!this.picked || this.choice) return [];
    const piece = board[squareIndex(this.picked)];
    return piece === 'd' || piece === 'T' ? destinationsFrom(moves, this.picked, piece) : [];
  }

  /** the move the capture choice stands for, when the rules allow clubbing exactly those dwarves */
  chosenMove(): MoveAction | undefined {
    return this.choice ? moveTaking(this.choice.destination, this.choice.chosen) : undefined;
  }

  /**
   * A click, Enter or tap on `square`: picks a piece up (or another one), puts it down again,
   * opens a troll's choice of captures, takes or spares a dwarf in that choice. Returns the move
   * to play when the square completes one: a destination with a single way to get there, or the
   * troll's arrival square once its captures are chosen.
   */
  activate(square: Square, moves: readonly MoveAction[], board: string): MoveAction | undefined {
    const choice = this.choice;
    if (choice) {
      if (square === choice.destination.to) return this.chosenMove();
      if (choice.destination.captures.includes(square)) this.toggleCapture(square);
      return undefined;
    }
    const destination = this.destinations(moves, board).find((candidate) => candidate.to === square);
    if (destination) {
      if (!needsCaptureChoice(destination)) return destination.options[0];
      this.choice = { destination, chosen: [...destination.captures] };
    } else if (square === this.picked) this.putDown();
    else if (movablePieces(moves).has(square)) this.picked = square;
    return undefined;
  }
}
