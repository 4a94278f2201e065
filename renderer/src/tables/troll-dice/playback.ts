/**
 * Turns the events of a Troll Dice move into the steps the table plays back: the attack roll,
 * each duel roll by roll, then the big announcements. Built from `snapshot.fresh` only, so a
 * bot's move and a human's move are shown the same way.
 */
import type { GameEvent, Seat } from '$engine/core/types';
import type { Die, DieColor, Face } from '$engine/games/troll-dice/types';

export interface DuelRoll {
  seat: Seat;
  face: Face;
}

export type DuelOutcome =
  | { kind: 'block' }
  | { kind: 'counter'; to: Seat }
  | { kind: 'wound'; seat: Seat; health: number };

/**
 * Each step also carries `health`: the health of every troll the move has wounded or healed so
 * far, as this step leaves it, so the panels lose and regain hearts as the dice fall.
 */
export type PlaybackStep = { health: Record<Seat, number> } & (
  | { kind: 'roll'; seat: Seat; dice: Die[]; healed: number }
  | { kind: 'duel'; die: number; color: DieColor; defender: Seat; rolls: DuelRoll[]; outcome: DuelOutcome | null }
  | { kind: 'banner'; banner: Banner }
);

type StepOf<Kind extends PlaybackStep['kind']> = Omit<Extract<PlaybackStep, { kind: Kind }>, 'health'>;

/** Announcements shown big across the table; each names an i18n key `troll-dice:table.banner.<kind>`. */
export type Banner =
  | { kind: 'eliminated'; seat: Seat; by: Seat }
  | { kind: 'rejuvenation'; seat: Seat; count: number }
  | { kind: 'blood-surge'; seat: Seat }
  | { kind: 'surge-lost'; seat: Seat }
  | { kind: 'last-two-return'; seat: Seat; other: Seat }
  | { kind: 'all-return' };

/** Milliseconds each kind of step stays on screen at normal speed. */
export const normalPace: Record<PlaybackStep['kind'], number> = { roll: 1400, duel: 1300, banner: 2000 };

function num(event: GameEvent, field: string): number {
  const value = event[field];
  return typeof value === 'number' ? value : -1;
}

function dice(event: GameEvent): Die[] {
  const value = event.dice;
  if (!Array.isArray(value)) return [];
  return value.map((die) => {
    const { color, face } = die as { color: DieColor; face: Face };
    return { color, face };
  });
}

export function playbackSteps(events: readonly GameEvent[]): PlaybackStep[] {
  const steps: PlaybackStep[] = [];
  /** the health of each troll the move has changed so far */
  const health: Record<Seat, number> = {};
  const push = (step: StepOf<'roll'> | StepOf<'duel'> | StepOf<'banner'>) =>
    steps.push({ ...step, health: { ...health } } as PlaybackStep);
  /** a troll's health changed: the step showing it (the last one so far) shows the new value */
  const setHealth = (seats: Seat[], value: number) => {
    for (const seat of seats) health[seat] = value;
    const last = steps.at(-1);
    if (last) last.health = { ...health };
  };
  const lastDuel = (die: number) => {
    for (let i = steps.length - 1; i >= 0; i--) {
      const step = steps[i];
      if (step.kind === 'duel' && step.die === die) return step;
    }
    return null;
  };
  /** every roll of a duel is its own frame, so the back-and-forth of counters is seen one by one */
  const nextFrame = (die: number, roll: DuelRoll) => {
    const previous = lastDuel(die);
    if (!previous) return;
    push({ ...previous, rolls: [...previous.rolls, roll], outcome: null });
  };

  for (const event of events) {
    const seat = num(event, 'seat');
    switch (event.type) {
      case 'roll':
        push({ kind: 'roll', seat, dice: dice(event), healed: 0 });
        break;
      case 'heal': {
        const roll = steps.at(-1);
        if (roll?.kind === 'roll') roll.healed = num(event, 'count');
        setHealth([seat], num(event, 'health'));
        break;
      }
      case 'defence-roll':
        push({
          kind: 'duel',
          die: num(event, 'die'),
          color: event.color as DieColor,
          defender: seat,
          rolls: [{ seat, face: event.face as Face }],
          outcome: null,
        });
        break;
      case 'counter-roll':
        nextFrame(num(event, 'die'), { seat, face: event.face as Face });
        break;
      case 'block': {
        const duel = lastDuel(num(event, 'die'));
        if (duel) duel.outcome = { kind: 'block' };
        break;
      }
      case 'counter': {
        const duel = lastDuel(num(event, 'die'));
        if (duel) duel.outcome = { kind: 'counter', to: num(event, 'to') };
        break;
      }
      case 'wound': {
        // wounds follow their duel's last roll
        const duel = steps.at(-1);
        if (duel?.kind === 'duel') duel.outcome = { kind: 'wound', seat, health: num(event, 'health') };
        setHealth([seat], num(event, 'health'));
        break;
      }
      case 'eliminated':
        push({ kind: 'banner', banner: { kind: 'eliminated', seat, by: num(event, 'by') } });
        break;
      case 'rejuvenation':
        push({ kind: 'banner', banner: { kind: 'rejuvenation', seat, count: num(event, 'count') } });
        setHealth([seat], num(event, 'health'));
        break;
      case 'blood-surge':
        push({ kind: 'banner', banner: { kind: 'blood-surge', seat } });
        break;
      case 'surge-lost':
        push({ kind: 'banner', banner: { kind: 'surge-lost', seat } });
        break;
      case 'last-two-return':
        push({ kind: 'banner', banner: { kind: 'last-two-return', seat, other: num(event, 'other') } });
        setHealth([seat, num(event, 'other')], 1);
        break;
      case 'all-return':
        push({ kind: 'banner', banner: { kind: 'all-return' } });
        setHealth(Array.isArray(event.seats) ? (event.seats as Seat[]) : [], 1);
        break;
    }
  }
  return steps;
}
