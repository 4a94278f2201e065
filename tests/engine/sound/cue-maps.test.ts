/**
 * Every event of every game has its sound or is listed as silent: the event types seen in seeded
 * games played by the games' own bots, and those the game's log declares (one line per type in
 * locales/en/<game>.json), each have an entry in the game's cue map.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/core/simulate';
import type { GameEvent } from '../../../engine/core/types';
import { gameModules } from '../../../engine/games';
import { cueNames } from '../../../renderer/src/lib/sound/cues';
import { soundsFor } from '../../../renderer/src/tables/sounds';

/** log lines that are not named after one event type (those named `<type>-<variant>` need no listing) */
const linesOfOtherTypes: Record<string, Record<string, string[]>> = {
  'troll-dice': { 'duel-roll': ['defence-roll', 'counter-roll'] },
  trol: { 'stagiaire-plus': ['stagiaire-played'], 'stagiaire-minus': ['stagiaire-played'] },
};

const SEEDS = 6;

/** the event types of seeded games of `id`, at every player count its bots can fill */
function typesSeen(id: string): Set<string> {
  const module = gameModules[id];
  const { min, max } = module.definition.players;
  const seen = new Set<string>();
  const weakest = module.bots[0].id;
  for (let seed = 1; seed <= SEEDS; seed++) {
    const players = min + (seed % (Math.min(max, 5) - min + 1));
    const game = playGame(module, Array.from({ length: players }, () => weakest), seed);
    // replayed move by move: `state.events` holds only the last move's events
    let state = module.definition.setup(game.config, seed);
    const note = (events: readonly GameEvent[]) => events.forEach((event) => seen.add(event.type));
    note(state.events);
    for (const { seat, action } of game.log) {
      state = module.definition.apply(state, seat, action);
      note(state.events);
    }
  }
  return seen;
}

/** the event types the game's log has a line for */
function typesDeclared(id: string): { line: string; types: (map: Record<string, unknown>) => string[] }[] {
  const locale = JSON.parse(readFileSync(`locales/en/${id}.json`, 'utf8')) as { events: Record<string, unknown> };
  const lines = [...new Set(Object.keys(locale.events).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];
  return lines.map((line) => ({
    line,
    types: (map) => {
      const listed = linesOfOtherTypes[id]?.[line];
      if (listed) return listed;
      if (Object.hasOwn(map, line)) return [line];
      // a variant's line (`heal-capped`, `raid-group`): its type is the longest mapped prefix
      const prefix = Object.keys(map)
        .filter((type) => line.startsWith(`${type}-`))
        .sort((a, b) => b.length - a.length)[0];
      return prefix ? [prefix] : [line];
    },
  }));
}

describe('every event has a sound or is listed as silent', () => {
  for (const id of Object.keys(gameModules)) {
    it(id, () => {
      const map = soundsFor(id);
      expect(Object.keys(map).length).toBeGreaterThan(0);
      const seen = typesSeen(id);
      const declared = typesDeclared(id).flatMap((entry) => entry.types(map));
      const missing = [...new Set([...seen, ...declared])].filter((type) => !Object.hasOwn(map, type)).sort();
      expect(missing, `${id}: events with neither a cue nor a "silent" listing`).toEqual([]);
      // and nothing listed that the game does not have (a misspelt type would never sound)
      const known = new Set([...seen, ...declared]);
      expect(Object.keys(map).filter((type) => !known.has(type))).toEqual([]);
      for (const [type, entry] of Object.entries(map)) {
        if (typeof entry === 'string') expect([...cueNames, 'silent'], type).toContain(entry);
      }
    });
  }
});
