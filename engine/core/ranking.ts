/**
 * Ranking seats by figures compared in order, higher first (e.g. coins, then skulls to break a
 * tie), and saying which ties there were and what broke them.
 */
import type { OutcomeFigure, OutcomeTie, Seat } from './types';

/**
 * Ranks by the first `decisive` figures of each seat (every seat lists the same keys in the same
 * order): rank 1 + the number of seats ahead. Seats level on the first figure make a tie, told
 * apart by the first later figure on which they differ, and so on down; level on every decisive
 * figure, they share their place.
 */
export function rankByFigures(figures: readonly OutcomeFigure[][], decisive: number): { ranks: number[]; ties: OutcomeTie[] } {
  const value = (seat: Seat, index: number) => figures[seat][index].value;
  const compare = (a: Seat, b: Seat) => {
    for (let index = 0; index < decisive; index++) if (value(a, index) !== value(b, index)) return value(b, index) - value(a, index);
    return 0;
  };
  const seats = figures.map((_, seat) => seat);
  const ranks = seats.map((seat) => 1 + seats.filter((other) => compare(other, seat) < 0).length);
  const keys = figures[0]?.slice(0, decisive).map((figure) => figure.key) ?? [];
  const byValue = (group: Seat[], index: number) => [...new Set(group.map((seat) => value(seat, index)))].map((v) => group.filter((seat) => value(seat, index) === v));

  /** the ties within `group`, whose seats are level on the first `level` figures */
  const tiesAmong = (group: Seat[], level: number): OutcomeTie[] => {
    if (group.length < 2) return [];
    const ordered = [...group].sort((a, b) => compare(a, b) || a - b);
    for (let index = level; index < decisive; index++) {
      const parts = byValue(ordered, index);
      if (parts.length > 1) {
        return [{ seats: ordered, on: keys.slice(0, index), brokenBy: keys[index] }, ...parts.flatMap((part) => tiesAmong(part, index + 1))];
      }
    }
    return [{ seats: ordered, on: keys, brokenBy: null }];
  };
  const ties = decisive === 0 ? [] : byValue(seats, 0).flatMap((group) => tiesAmong(group, 1));
  ties.sort((a, b) => ranks[a.seats[0]] - ranks[b.seats[0]]);
  return { ranks, ties };
}
