/**
 * The match table's check of a saved log: replayed through the rules, from the start or a
 * snapshot, it must give back exactly what was saved (the same events, the same outcome).
 */
import { sameJson } from '../../../engine/core/json';
import { applyChecked, moveRecord, type MoveRecord } from '../../../engine/core/match';
import type { Action, BaseState, GameDefinition, MatchConfig, Outcome, Seat } from '../../../engine/core/types';
import type { SeatSetup } from '../../shared/api';
import type { Snapshot, StoredAction, StoredMatch } from '../../store/types';
import { HostError } from '../app-error';
import { isHuman } from './live-match';

/** A match's state rebuilt from its log, and the records of the moves replayed for it (the log's tail). */
export interface Replayed {
  state: BaseState;
  records: MoveRecord[];
}

/**
 * Replays the saved log from the start, or from a snapshot, and checks it against what was saved:
 * every move legal, the very events that were saved, the same outcome. Throws, saying what differs.
 */
export function replaySaved(definition: GameDefinition<BaseState>, stored: StoredMatch, log: readonly StoredAction[], from?: Snapshot): Replayed {
  let state = from ? (from.state as BaseState) : definition.setup(stored.config, stored.seed);
  const records: MoveRecord[] = [];
  for (const entry of log.slice(from?.index ?? 0)) {
    const before = state;
    state = applyChecked(definition, state, entry.seat, entry.action);
    if (!sameJson(state.events, entry.events)) throw new Error(`action ${entry.index} produced different events`);
    records.push(moveRecord(definition, before, entry.seat, entry.events, isHuman(stored, entry.seat)));
  }
  if (!sameJson(asSaved(definition.outcome(state), stored.outcome), stored.outcome)) throw new Error('the outcome differs');
  return { state, records };
}

/** An outcome as `saved` kept it: saved before outcomes said what decided them, it has only the ranks, scores and winners. */
function asSaved(outcome: Outcome | null, saved: Outcome | null): Outcome | null {
  if (!outcome || saved?.decided !== undefined) return outcome;
  const { decided: _decided, ...older } = outcome;
  return older;
}

/** After a rules change: the whole log replayed under the new rules, accepted only if it gives what was saved. */
export function replayFromStart(definition: GameDefinition<BaseState>, stored: StoredMatch, log: readonly StoredAction[]): Replayed {
  try {
    return replaySaved(definition, stored, log);
  } catch (error) {
    console.warn(`match ${stored.id} does not replay under ${definition.id} v${definition.version}: ${error instanceof Error ? error.message : error}`);
    throw new HostError('replay-diverged');
  }
}

/**
 * The moves of an imported game file replayed through the rules from a new seed: what to save
 * (each move with its events, a snapshot every `snapshotEvery`) and the match it leaves.
 * Throws at the first move the rules refuse, before anything is saved.
 */
export function replayImported(
  definition: GameDefinition<BaseState>,
  config: MatchConfig,
  seed: number,
  log: readonly { seat: Seat; action: Action }[],
  seats: readonly SeatSetup[],
  snapshotEvery: number,
): Replayed & { entries: StoredAction[]; snapshots: Snapshot[] } {
  let state = definition.setup(config, seed);
  const snapshots: Snapshot[] = [];
  const records: MoveRecord[] = [];
  const entries: StoredAction[] = log.map(({ seat, action }, index) => {
    const before = state;
    state = applyChecked(definition, state, seat, action);
    records.push(moveRecord(definition, before, seat, state.events, seats[seat]?.kind.type === 'human'));
    if ((index + 1) % snapshotEvery === 0) snapshots.push({ index: index + 1, state });
    return { index, seat, action, events: state.events };
  });
  return { state, records, entries, snapshots };
}
