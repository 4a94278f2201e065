/**
 * A game's sounds: for every type of event its engine emits, the cue that sounds it or 'silent'.
 * A cue depends on the event's type, so an event that stands for a secret choice sounds the same
 * whatever was chosen; a game whose events hold nothing secret may pick the cue from the event's
 * public fields (a Thud move that takes pieces).
 */
import type { GameEvent } from '$engine/core/types';
import type { CueName } from './cues';

export type Sounding = CueName | 'silent';

export type CueMap<EventType extends string = string> = Readonly<Record<EventType, Sounding | ((event: GameEvent) => Sounding)>>;

/** the cues `events` sound, in order, each once */
export function cuesOf(map: CueMap, events: readonly GameEvent[]): CueName[] {
  const cues: CueName[] = [];
  for (const event of events) {
    const entry = Object.hasOwn(map, event.type) ? map[event.type] : 'silent';
    const cue = typeof entry === 'function' ? entry(event) : entry;
    if (cue !== 'silent' && !cues.includes(cue)) cues.push(cue);
  }
  return cues;
}
