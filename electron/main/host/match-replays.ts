/**
 * The Host's replays: a saved game played again from its action log through the rules (never
 * from a stored view), step by step for the TV. A damaged record replays as far as it can be read.
 * A step shows the seats' secrets only for a game saved as over, and only when asked.
 */
import { sameJson } from '../../../engine/core/json';
import { applyChecked } from '../../../engine/core/match';
import type { BaseState, GameDefinition } from '../../../engine/core/types';
import type { GameOptions, LogEntry, ReplayInfo, ReplayStep } from '../../shared/api';
import type { RescuedMatch, Store } from '../../store/types';
import { HostError } from '../app-error';
import type { HostContext } from './context';
import { summarizeReadable } from './damaged-matches';
import { isPublic, logLines } from './live-match';

/** A replay being watched: the state after each step, so stepping back and forth replays nothing again. */
interface OpenReplay {
  info: ReplayInfo;
  definition: GameDefinition<BaseState>;
  /** `states[i]`: the state after i moves */
  states: BaseState[];
}

/** replays kept at once: the TV watches one; a second page (npm run web) may watch another */
const KEPT = 2;

export class Replays {
  private readonly open = new Map<string, OpenReplay>();

  constructor(private readonly context: HostContext) {}

  /** Replays the saved game from its log, afresh (it may have moved on since it was last opened). */
  start(matchId: string): ReplayInfo {
    return this.keep(matchId, this.replay(matchId)).info;
  }

  /** The table after `index` moves; with `reveal`, each seat's secrets too, for a finished game only. */
  step(matchId: string, index: number, reveal: boolean): ReplayStep {
    // a saved game deleted meanwhile (alone, or with its campaign) is no longer replayed
    if (!this.store().hasMatch(matchId)) {
      this.open.delete(matchId);
      throw new HostError('unknown-match');
    }
    const { definition, states, info } = this.open.get(matchId) ?? this.keep(matchId, this.replay(matchId));
    if (index > info.moves) throw new HostError('replay-no-such-step', { step: index, moves: info.moves }, 'replay:errors.no-such-step');
    if (reveal && !info.finished) throw new HostError('replay-secrets-kept', {}, 'replay:errors.secrets-kept');
    const state = states[index];
    const view = definition.view(state, 'table');
    const outcome = definition.outcome(state);
    const step: ReplayStep = {
      matchId,
      index,
      view,
      activeSeats: outcome ? [] : definition.activeSeats(state),
      outcome,
      fresh: index === 0 ? [] : state.events.filter(isPublic),
    };
    if (reveal) {
      step.hidden = info.summary.seats.map((_seat, seat) => {
        const own = definition.revealedView ? definition.revealedView(state, seat) : definition.view(state, seat);
        return sameJson(own, view) ? null : own;
      });
    }
    return step;
  }

  private keep(matchId: string, replay: OpenReplay): OpenReplay {
    this.open.delete(matchId);
    this.open.set(matchId, replay);
    for (const oldest of [...this.open.keys()].slice(0, -KEPT)) this.open.delete(oldest);
    return replay;
  }

  private replay(matchId: string): OpenReplay {
    const rescued = this.store().rescueMatch(matchId);
    if (!rescued) throw new HostError('unknown-match');
    const { readable, actions } = rescued;
    const { game, config, seed, seats } = readable;
    const unreadable = () => new HostError('replay-unreadable', {}, 'replay:errors.unreadable');
    if (game === undefined || config === undefined || seed === undefined || seats === undefined) throw unreadable();
    if (!Object.hasOwn(this.context.games, game)) throw new HostError('unknown-game', { game });
    const { definition } = this.context.games[game] as { definition: GameDefinition<BaseState> };
    let state: BaseState;
    try {
      state = definition.setup(config, seed);
    } catch {
      throw unreadable();
    }
    const states = [state];
    const log: LogEntry[] = logLines(definition, { index: -1, seat: 0, action: { type: 'setup' }, events: state.events });
    let stop: ReplayInfo['stop'] = null;
    for (const entry of actions) {
      const move = states.length;
      if ('unreadable' in entry || entry.index !== move - 1) {
        stop = { move, reason: 'unreadable' };
        break;
      }
      try {
        state = applyChecked(definition, state, entry.seat, entry.action);
      } catch {
        stop = { move, reason: 'refused' };
        break;
      }
      if (!sameJson(state.events, entry.events)) {
        stop = { move, reason: 'refused' };
        break;
      }
      states.push(state);
      log.push(...logLines(definition, entry));
    }
    // rows missing at the end of the log: the record says there were more moves than it holds
    if (!stop && readable.actionCount !== undefined && states.length - 1 < readable.actionCount) stop = { move: states.length, reason: 'unreadable' };
    const damaged = stop !== null || rescued.unreadable.length > 0;
    return {
      definition,
      states,
      info: { summary: summary(rescued, damaged), moves: states.length - 1, stop, finished: Boolean(readable.outcome), log },
    };
  }

  private store(): Store {
    return this.context.saveFile.requireStore();
  }
}

/** The saved game as its replay is titled: what could be read of it. */
function summary(rescued: RescuedMatch, damaged: boolean): ReplayInfo['summary'] {
  const options = rescued.readable.config?.options as GameOptions | undefined;
  return {
    ...summarizeReadable(rescued),
    ...(options ? { options } : {}),
    ...(damaged ? { damaged: true as const } : {}),
  };
}
