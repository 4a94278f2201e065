/**
 * The playback every table shares: a move's events become steps, shown one after another at the
 * chosen animation speed and skippable; a dice step first shows its dice tumbling. Each step
 * sounds as it starts (with animations off, a move sounds at once). Each table's state class
 * extends it with what that table remembers of its own.
 */
import type { GameEvent } from '$engine/core/types';
import type { AnimationSpeed, MatchSnapshot } from '$contract/api';
import { cuesOf, type CueMap } from '../lib/sound/cue-map';
import type { CueName } from '../lib/sound/cues';
import { sound } from '../lib/sound/engine';
import { soundsFor } from './sounds';

const speedFactor: Record<Exclude<AnimationSpeed, 'off'>, number> = { fast: 0.5, normal: 1, slow: 1.8 };

/** Share of a tumbling step spent with the dice in the air, before their faces show. */
const TUMBLE_SHARE = 0.45;

export interface PlaybackScript<Step extends { kind: string }> {
  /** the steps that show these events (none for events the table shows as they are) */
  steps(events: readonly GameEvent[]): Step[];
  /** how long each kind of step lasts at normal speed, in ms */
  pace: Record<Step['kind'], number>;
  /** kinds of step that start with the dice tumbling */
  tumbles?: readonly Step['kind'][];
  /** bots may move faster than their moves are shown: past this many steps queued, play at double speed */
  catchUpAfter: number;
  /**
   * the longest, in ms at normal speed, that a run of steps played without a break may keep the
   * room waiting: when what is queued would outlast it, each step still to come is shortened to
   * share what is left (steps that come once it is spent start a new run)
   */
  runBudget?: number;
}

export class PlaybackQueue<Step extends { kind: string }> {
  steps = $state.raw<Step[]>([]);
  /** true while the current step still shows its dice tumbling */
  tumbling = $state(false);
  /** how long the current step lasts, for its CSS animation */
  stepMs = $state(0);
  readonly current = $derived<Step | null>(this.steps[0] ?? null);
  readonly playing = $derived(this.steps.length > 0);
  /**
   * for each step queued, the table as it was before the move that step shows (null for a move
   * that came with no table before it)
   */
  #before = $state.raw<(MatchSnapshot | null)[]>([]);
  /**
   * the table as it was before the move being played back: the seats, the log and the markers
   * draw it, so they never run ahead of the animation, nor lag behind it when bots queue up
   * several moves (each move's results show once its own steps are done)
   */
  readonly held = $derived<MatchSnapshot | null>(this.#before[0] ?? null);
  /** the newest snapshot the table was given */
  latest = $state.raw<MatchSnapshot | null>(null);
  /** how many actions' results the table has shown so far (the match screen holds the log to it) */
  readonly shownActions = $derived((this.held ?? this.latest)?.summary.actionCount);

  readonly #script: PlaybackScript<Step>;
  /** the game's sounds, known from the first snapshot followed */
  #sounds: CueMap = {};
  /** for each step queued, the cues of the events it shows */
  #cues: CueName[][] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;
  #speed: AnimationSpeed = 'normal';
  /** how much of the run budget (ms at normal speed) the steps shown since the queue was last empty took */
  #runSpent = 0;

  constructor(script: PlaybackScript<Step>) {
    this.#script = script;
  }

  /**
   * The table is given `next`: play back the moves that led to it from the snapshot it had before
   * (the first snapshot is the table as it stands; an undo ends any playback still running).
   */
  follow(next: MatchSnapshot, speed: AnimationSpeed): void {
    const before = this.latest;
    this.latest = next;
    this.#sounds = soundsFor(next.summary.game);
    if (before === null || before === next) return;
    if (next.summary.actionCount < before.summary.actionCount) this.skip();
    this.play(next.fresh, speed, before);
  }

  /**
   * Queue the playback of `events`, which led from `shownBefore` to the newest snapshot; with
   * animations off nothing is queued and results show at once.
   */
  play(events: readonly GameEvent[], speed: AnimationSpeed, shownBefore: MatchSnapshot | null = null): void {
    this.#speed = speed;
    const steps = speed === 'off' ? [] : this.#script.steps(events);
    if (steps.length === 0) {
      // shown at once, heard at once
      sound.play(cuesOf(this.#sounds, events));
      return;
    }
    const idle = this.steps.length === 0;
    if (idle) this.#runSpent = 0;
    this.steps = [...this.steps, ...steps];
    this.#before = [...this.#before, ...steps.map(() => shownBefore)];
    this.#cues = [...this.#cues, ...eventsOfSteps(this.#script, events, steps.length).map((shown) => cuesOf(this.#sounds, shown))];
    if (idle) this.#startStep();
  }

  /** Jump to the end of everything queued. */
  skip(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.tumbling = false;
    this.steps = [];
    this.#before = [];
    this.#cues = [];
  }

  /** Release the timer when the table goes away. */
  dispose(): void {
    this.skip();
  }

  #startStep(): void {
    const step = this.steps[0];
    if (!step || this.#speed === 'off') return;
    const catchUp = this.steps.length > this.#script.catchUpAfter ? 0.5 : 1;
    const duration = this.#normalMs(step) * speedFactor[this.#speed] * catchUp;
    this.stepMs = duration;
    const tumbles = this.#script.tumbles?.includes(step.kind) ?? false;
    sound.play(this.#cues[0] ?? [], tumbles ? (duration * TUMBLE_SHARE) / 1000 : undefined);
    if (tumbles) {
      this.tumbling = true;
      this.#timer = setTimeout(() => {
        this.tumbling = false;
        this.#timer = setTimeout(() => this.#next(), duration * (1 - TUMBLE_SHARE));
      }, duration * TUMBLE_SHARE);
    } else {
      this.#timer = setTimeout(() => this.#next(), duration);
    }
  }

  /** How long `step`, the first queued, lasts at normal speed within the run budget; counts it spent. */
  #normalMs(step: Step): number {
    const pace = (kind: Step['kind']) => this.#script.pace[kind];
    const budget = this.#script.runBudget;
    if (budget === undefined) return pace(step.kind);
    if (budget - this.#runSpent < 1) this.#runSpent = 0;
    const queued = this.steps.reduce((total, queuedStep) => total + pace(queuedStep.kind), 0);
    const ms = pace(step.kind) * Math.min(1, (budget - this.#runSpent) / queued);
    this.#runSpent += ms;
    return ms;
  }

  #next(): void {
    this.#timer = null;
    this.steps = this.steps.slice(1);
    this.#before = this.#before.slice(1);
    this.#cues = this.#cues.slice(1);
    this.#startStep();
  }
}

/**
 * Which of `events` each of the `count` steps they make shows: an event belongs to the last step
 * that exists once it has been read (events before the first step, with the first), so a step
 * sounds what it shows whichever game's steps these are.
 */
export function eventsOfSteps<Step extends { kind: string }>(
  script: Pick<PlaybackScript<Step>, 'steps'>,
  events: readonly GameEvent[],
  count: number,
): GameEvent[][] {
  const shown: GameEvent[][] = Array.from({ length: count }, () => []);
  events.forEach((event, i) => {
    const made = Math.min(count, script.steps(events.slice(0, i + 1)).length);
    shown[Math.max(0, made - 1)].push(event);
  });
  return shown;
}
