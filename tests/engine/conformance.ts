/**
 * The conformance suite every game module must pass, in the spirit of OpenSpiel's random
 * simulation tests: seeded random games, checking the engine contract at every step.
 * `conformance.test.ts` runs it for every module in engine/games/index.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expertOf } from '../../engine/ai/expert';
import { RuleError, type RuleErrorCode } from '../../engine/core/errors';
import { canonicalJson } from '../../engine/core/json';
import { applyChecked, moveRecord, replay, undoPlan, type LoggedAction, type MoveRecord } from '../../engine/core/match';
import { randomSource, seedRng } from '../../engine/core/rng';
import { playGame } from '../../engine/core/simulate';
import type { BaseState, Bot, GameDefinition, GameEvent, GameModule, JsonValue, MatchConfig, Seat, Viewer } from '../../engine/core/types';

export interface ConformanceHooks<S extends BaseState> {
  /** random games to play; each player count gets its share */
  games?: number;
  /** every n-th game also checks views, illegal moves, undo and cloning at every step */
  deepCheckEvery?: number;
  /** values only `seat` may see: they must not appear in the table's view nor in other seats' views */
  secrets?: (state: S, seat: Seat) => JsonValue[];
  /**
   * States that differ from `state` only in what `owner` alone may see (its hand, its pending
   * secret choice), or with `owner: null` in what nobody may see (deck order). Nobody else's view
   * or legal actions may change. Every game also gets one such variant for free: `state` with
   * another PRNG state.
   */
  hiddenVariants?: (state: S, random: () => number) => { owner: Seat | null; state: S }[];
  /** every n-th state of the games that are not deep-checked gets the secrecy check (deep-checked games: every state) */
  secrecyCheckEvery?: number;
  /** game-specific moves that are well formed but against the rules for the active `seat` right now */
  illegalActions?: (state: S, seat: Seat) => unknown[];
  /** the bots to play whole games with, in place of the module's (e.g. search bots on small node caps) */
  bots?: Bot<S>[];
}

export type HiddenVariants<S extends BaseState> = NonNullable<ConformanceHooks<S>['hiddenVariants']>;

/**
 * Secrecy: what someone may not see cannot change what they are shown. For each variant of
 * `state` (another PRNG state, plus the game's own `hiddenVariants`), every viewer but its owner
 * — the table and every other seat — gets the very same view, every other seat the same legal
 * actions, and the table the same public facts (who is to act, whose turn is private, the
 * outcome). Throws an Error naming the first difference.
 */
export function checkSecrecy<S extends BaseState>(
  def: GameDefinition<S, unknown>,
  state: S,
  random: () => number,
  hiddenVariants?: HiddenVariants<S>,
): void {
  const seats = (state as unknown as { seats: unknown[] }).seats.length;
  const variants = variantsOf(state, random, hiddenVariants);
  // what the original shows, computed once per viewer
  const views = new Map<Viewer, unknown>();
  const view = (viewer: Viewer) => cached(views, viewer, () => def.view(state, viewer));
  const legals = new Map<Seat, unknown>();
  const legal = (seat: Seat) => cached(legals, seat, () => def.legalActions(state, seat));
  const publicFacts = (of: S) => ({
    active: def.activeSeats(of),
    privateTurns: Array.from({ length: seats }, (_, seat) => def.privateTurn?.(of, seat) ?? false),
    outcome: def.outcome(of),
  });
  const facts = publicFacts(state);
  for (const variant of variants) {
    const viewers: Viewer[] = ['table', ...Array.from({ length: seats }, (_, seat) => seat)];
    for (const viewer of viewers) {
      if (viewer === variant.owner) continue;
      if (!sameShown(def.view(variant.state, viewer), view(viewer))) {
        throw new Error(`the view for ${viewer} changes with ${variant.what}: it shows what it may not see`);
      }
    }
    for (let seat = 0; seat < seats; seat++) {
      if (seat === variant.owner) continue;
      if (!sameShown(def.legalActions(variant.state, seat), legal(seat))) {
        throw new Error(`the legal actions of seat ${seat} change with ${variant.what}`);
      }
    }
    if (!sameShown(publicFacts(variant.state), facts)) {
      throw new Error(`who is to act, whose turn is private or the outcome changes with ${variant.what}`);
    }
  }
}

/** `state` with another PRNG state, and the game's own `hiddenVariants` of it */
function variantsOf<S extends BaseState>(state: S, random: () => number, hiddenVariants?: HiddenVariants<S>): { owner: Seat | null; state: S; what: string }[] {
  return [
    { owner: null, state: { ...state, rng: otherRng(state, random) }, what: 'another PRNG state' },
    ...(hiddenVariants?.(state, random) ?? []).map((variant, index) => ({
      ...variant,
      what: `hidden variant ${index} (owner ${variant.owner})`,
    })),
  ];
}

/**
 * A game's `determinize`, for every seat: the state drawn shows that seat just what `state` shows it,
 * and is the same for every variant of `state` the seat cannot tell apart (the same draws given).
 * With `playOut`, each drawn state is also played to its end by random moves, within the contract.
 * Throws an Error naming the first fault.
 */
export function checkDeterminize<S extends BaseState>(
  def: GameDefinition<S, unknown>,
  state: S,
  random: () => number,
  hiddenVariants: HiddenVariants<S> | undefined,
  playOut: boolean,
): void {
  const determinize = def.determinize;
  if (!determinize) return;
  const seats = (state as unknown as { seats: unknown[] }).seats.length;
  const variants = variantsOf(state, random, hiddenVariants);
  for (let seat = 0; seat < seats; seat++) {
    const seed = Math.floor(random() * 2 ** 31);
    const drawn = determinize(state, seat, randomSource(seed));
    if (!sameShown(def.view(drawn, seat), def.view(state, seat))) throw new Error(`the state drawn for seat ${seat} shows it something else`);
    const expected = canonicalJson(drawn);
    for (const variant of variants) {
      if (variant.owner === seat) continue;
      if (canonicalJson(determinize(variant.state, seat, randomSource(seed))) !== expected) {
        throw new Error(`the state drawn for seat ${seat} changes with ${variant.what}, which it cannot see`);
      }
    }
    if (playOut) playRandomly(def, drawn, random, `the state drawn for seat ${seat}`);
  }
}

/** random moves from `state` to the end of the game, each active seat having one */
function playRandomly<S extends BaseState>(def: GameDefinition<S, unknown>, state: S, random: () => number, what: string): void {
  for (let moves = 0; def.outcome(state) === null; moves++) {
    if (moves >= 100_000) throw new Error(`${what} never ends`);
    const active = def.activeSeats(state);
    if (active.length === 0) throw new Error(`${what}: nobody can act but the game is not over`);
    const seat = active[Math.floor(random() * active.length)];
    const legal = def.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`${what}: active seat ${seat} has no move`);
    state = applyChecked(def, state, seat, legal[Math.floor(random() * legal.length)]);
  }
}

function cached<K>(cache: Map<K, unknown>, key: K, compute: () => unknown): unknown {
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key);
}

/**
 * Equal as JSON values (what canonicalJson compares: key order and undefined fields aside), without
 * serialising: parts a variant shares with the original compare by reference, so the check stays cheap.
 */
function sameShown(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameShown(item, other[index]));
  }
  const defined = (value: object) => Object.entries(value).filter(([, inner]) => inner !== undefined);
  const left = defined(a);
  const right = b as Record<string, unknown>;
  return left.length === defined(b).length && left.every(([key, inner]) => Object.hasOwn(right, key) && sameShown(inner, right[key]));
}

/** a PRNG state other than `state`'s */
function otherRng(state: BaseState, random: () => number): BaseState['rng'] {
  const original = canonicalJson(state.rng);
  for (;;) {
    const rng = seedRng(Math.floor(random() * 2 ** 31));
    if (canonicalJson(rng) !== original) return rng;
  }
}

/** moves that are not actions at all */
const GARBAGE: unknown[] = [null, undefined, [], 42, 'roll', {}, { type: 5 }, { type: null }, [{ type: 'x' }]];

/** a cheap check for the hot loop (expect() is slow when called millions of times) */
function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** every object key anywhere in `value` */
function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!Array.isArray(value)) into.add(key);
      keysDeep(inner, into);
    }
  }
  return into;
}

function numbersDeep(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') into.add(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) numbersDeep(inner, into);
  return into;
}

function ruleErrorCode(run: () => unknown): RuleErrorCode | 'no error' | 'not a RuleError' {
  try {
    run();
    return 'no error';
  } catch (error) {
    return error instanceof RuleError ? error.code : 'not a RuleError';
  }
}

type Translations = Record<string, unknown>;

function loadLocale(language: string, namespace: string): Translations {
  return JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));
}

const PLURALS: Record<string, string[]> = { en: ['one', 'other'], fr: ['one', 'many', 'other'] };

function lookup(translations: Translations, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Translations)[part] : undefined), translations);
}

/** the templates a log line may use in `language` (every plural form when it has a count), or a reason it has none */
function templates(translations: Translations, language: string, key: string, params: Record<string, unknown>): string[] | string {
  const exact = lookup(translations, key);
  if (typeof exact === 'string') return [exact];
  if (typeof params.count !== 'number') return `"${key}" is missing`;
  const forms = PLURALS[language].map((form) => lookup(translations, `${key}_${form}`));
  if (!forms.every((form) => typeof form === 'string')) return `plural forms of "${key}" are missing`;
  return forms as string[];
}

function checkLogLine(locales: Record<string, Translations>, event: GameEvent, line: { key: string; params: Record<string, unknown> }): void {
  expect(typeof line.key, canonicalJson(event)).toBe('string');
  for (const value of Object.values(line.params)) expect(['string', 'number']).toContain(typeof value);
  for (const [language, translations] of Object.entries(locales)) {
    const found = templates(translations, language, line.key, line.params);
    expect(Array.isArray(found), `${language}: ${found} (event ${canonicalJson(event)})`).toBe(true);
    for (const template of found as string[]) {
      for (const [, name] of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
        expect(line.params, `${language} "${line.key}" needs {{${name}}}`).toHaveProperty(name);
      }
    }
  }
}

function configFor(players: number, random: () => number): MatchConfig {
  return {
    seats: Array.from({ length: players }, (_, seat) => ({ name: `Troll ${seat + 1}` })),
    firstSeat: Math.floor(random() * players),
  };
}

export function conformanceSuite<S extends BaseState>(module: GameModule<S, unknown>, hooks: ConformanceHooks<S> = {}): void {
  const def = module.definition;
  const games = hooks.games ?? 2000;
  const deepCheckEvery = hooks.deepCheckEvery ?? 20;
  const secrecyCheckEvery = hooks.secrecyCheckEvery ?? 10;
  const playerCounts = Array.from({ length: def.players.max - def.players.min + 1 }, (_, i) => def.players.min + i);
  const gameLocales = { en: loadLocale('en', def.id), fr: loadLocale('fr', def.id) };
  const commonLocales = { en: loadLocale('en', 'common'), fr: loadLocale('fr', 'common') };

  /** the views nobody but `seat` may see into: no PRNG, no other seat's secrets */
  function checkViews(state: S): void {
    const rngWords = state.rng.filter((word) => Math.abs(word) > 0xffff);
    const viewers: (Seat | 'table')[] = ['table', ...Array.from({ length: seatsOf(state) }, (_, seat) => seat)];
    for (const viewer of viewers) {
      const view = def.view(state, viewer);
      expect(keysDeep(view).has('rng'), `view for ${viewer} has an rng key`).toBe(false);
      const numbers = numbersDeep(view);
      for (const word of rngWords) expect(numbers.has(word), `view for ${viewer} shows the PRNG state`).toBe(false);
      if (!hooks.secrets) continue;
      const shown = canonicalJson(view);
      for (let owner = 0; owner < seatsOf(state); owner++) {
        if (owner === viewer) continue;
        for (const secret of hooks.secrets(state, owner)) {
          expect(shown.includes(canonicalJson(secret)), `view for ${viewer} shows a secret of seat ${owner}`).toBe(false);
        }
      }
    }
  }

  function seatsOf(state: S): number {
    return (state as unknown as { seats: unknown[] }).seats.length;
  }

  /** bad moves are refused with the right code, through the runner and the game alike, and change nothing */
  function checkRefusals(state: S): void {
    const before = canonicalJson(state);
    const active = def.activeSeats(state);
    const attempts: [Seat, unknown, RuleErrorCode][] = [];
    if (def.outcome(state)) {
      const legalLooking = { type: 'anything' };
      for (let seat = 0; seat < seatsOf(state); seat++) attempts.push([seat, legalLooking, 'game-over']);
    } else {
      const seat = active[0];
      const legal = def.legalActions(state, seat)[0];
      for (let other = 0; other < seatsOf(state); other++) {
        if (!active.includes(other)) attempts.push([other, legal, 'not-your-turn']);
      }
      attempts.push([seatsOf(state), legal, 'unknown-seat'], [-1, legal, 'unknown-seat'], [0.5, legal, 'unknown-seat']);
      for (const garbage of GARBAGE) attempts.push([seat, garbage, 'malformed-action']);
      attempts.push([seat, { type: 'no-such-move' }, 'illegal-action'], [seat, { ...legal, extra: 1 }, 'illegal-action']);
      // a move from the wire may list its fields in any order, but a number sent as text is not that move
      const reordered = Object.fromEntries(Object.entries(legal).reverse());
      expect(canonicalJson(applyChecked(def, state, seat, reordered))).toBe(canonicalJson(def.apply(state, seat, legal)));
      const numeric = Object.entries(legal).find(([, value]) => typeof value === 'number');
      if (numeric) attempts.push([seat, { ...legal, [numeric[0]]: String(numeric[1]) }, 'illegal-action']);
      for (const illegal of hooks.illegalActions?.(state, seat) ?? []) attempts.push([seat, illegal, 'illegal-action']);
    }
    for (const [seat, action, code] of attempts) {
      const what = `seat ${seat} playing ${canonicalJson(action)}`;
      expect(ruleErrorCode(() => applyChecked(def, state, seat, action)), `runner, ${what}`).toBe(code);
      expect(ruleErrorCode(() => def.apply(state, seat, action as never)), `game, ${what}`).toBe(code);
    }
    expect(canonicalJson(state)).toBe(before);
    for (const code of new Set(attempts.map(([, , code]) => code))) {
      for (const translations of Object.values(commonLocales)) expect(lookup(translations, `errors.${code}`)).toBeTypeOf('string');
    }
  }

  function checkClone(state: S): void {
    expect(structuredClone(state)).toEqual(state);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  }

  /** log lines already checked, by key and parameter names */
  const checkedLines = new Set<string>();

  /** plays one random game, checking the contract along the way */
  function playChecked(seed: number, players: number, deep: boolean): { config: MatchConfig; log: LoggedAction[]; state: S } {
    const random = randomSource(seed ^ 0x2545f491);
    // the secrecy check draws from its own source: the games played stay the same with or without it
    const secrecyRandom = randomSource(seed ^ 0x5ec2e7);
    const config = configFor(players, random);
    let state = deepFreeze(def.setup(config, seed));
    const log: LoggedAction[] = [];
    const history: S[] = [state];
    const records: MoveRecord[] = [];
    for (;;) {
      const outcome = def.outcome(state);
      const active = def.activeSeats(state);
      for (const event of state.events) {
        const line = def.describe(event);
        const signature = `${line.key}|${Object.keys(line.params).sort()}`;
        if (checkedLines.has(signature)) continue;
        checkLogLine(gameLocales, event, line);
        checkedLines.add(signature);
      }
      if (deep) {
        checkViews(state);
        checkRefusals(state);
        checkClone(state);
      }
      if (deep || log.length % secrecyCheckEvery === 0) {
        try {
          checkSecrecy(def, state, secrecyRandom, hooks.hiddenVariants);
          // playing a drawn state out costs a game: one state in ten of the deep-checked games
          checkDeterminize(def, state, secrecyRandom, hooks.hiddenVariants, deep && log.length % 10 === 5);
        } catch (error) {
          throw new Error(`seed ${seed}, after ${log.length} moves: ${(error as Error).message}`);
        }
      }
      if (outcome) {
        assert(active.length === 0, `seed ${seed}: seats ${active} are active after the game ended`);
        for (let seat = 0; seat < players; seat++) {
          assert(def.legalActions(state, seat).length === 0, `seed ${seed}: seat ${seat} has moves after the game ended`);
          assert(!def.privateTurn?.(state, seat), `seed ${seed}: seat ${seat} has a private turn after the game ended`);
        }
        assert(outcome.ranks.length === players && outcome.scores.length === players, `seed ${seed}: outcome size`);
        assert(outcome.winners.length > 0, `seed ${seed}: no winner`);
        for (const winner of outcome.winners) assert(outcome.ranks[winner] === 1, `seed ${seed}: winner not ranked first`);
        break;
      }
      assert(active.length > 0, `seed ${seed}: nobody to play`);
      for (let seat = 0; seat < players; seat++) {
        const moves = def.legalActions(state, seat).length;
        if (active.includes(seat)) assert(moves > 0, `seed ${seed}: active seat ${seat} has no move`);
        else {
          assert(moves === 0, `seed ${seed}: inactive seat ${seat} has moves`);
          // a private turn is a secret decision to make now: a seat that is not to act has none
          assert(!def.privateTurn?.(state, seat), `seed ${seed}: inactive seat ${seat} has a private turn`);
        }
      }
      const seat = active[Math.floor(random() * active.length)];
      const legal = def.legalActions(state, seat);
      const action = legal[Math.floor(random() * legal.length)];
      const round = def.secretRound?.(state) ?? null;
      // a secret round is a time when secret choices are made: never without one to make
      if (round !== null) assert(active.some((one) => def.privateTurn?.(state, one)), `seed ${seed}: secret round ${round} with no secret choice`);
      const before = state;
      // frozen states: an apply that wrote into its input would throw here
      state = deepFreeze(applyChecked(def, state, seat, action));
      log.push({ seat, action });
      records.push(moveRecord(def, before, seat, state.events, true));
      if (deep) history.push(state);
      assert(log.length < 100_000, `seed ${seed}: the game never ends`);
    }
    if (deep) {
      // undo: taking back the last move of any seat (with its whole secret round) rebuilds exactly the state before it
      for (let seat = 0; seat < players; seat++) {
        const plan = undoPlan(records.map((record) => ({ ...record, human: record.seat === seat })));
        if (plan.kind !== 'undo') continue;
        const kept = log.slice(0, plan.from);
        expect(replay(def, config, seed, kept)).toEqual(history[kept.length]);
      }
      const cut = Math.floor(random() * log.length);
      expect(replay(def, config, seed, log.slice(0, cut))).toEqual(history[cut]);
      expect(replay(def, config, seed, log, { state: history[cut], index: cut })).toEqual(state);
    }
    return { config, log, state };
  }

  describe(`${def.id}: engine conformance`, () => {
    it(`plays ${games} seeded random games within the contract`, () => {
      for (let game = 0; game < games; game++) {
        const players = playerCounts[game % playerCounts.length];
        const seed = 1_000 + game;
        const { config, log, state } = playChecked(seed, players, game % deepCheckEvery === 0);
        // replaying the log from the seed gives the live state, to the last field
        const replayed = canonicalJson(replay(def, config, seed, log));
        if (replayed !== canonicalJson(state)) expect(replayed, `seed ${seed}`).toBe(canonicalJson(state));
      }
    });

    it('is deterministic: the same seed plays the same game twice', () => {
      for (const players of playerCounts) {
        const first = playChecked(77 + players, players, false);
        const second = playChecked(77 + players, players, false);
        expect(second.log).toEqual(first.log);
        expect(second.state).toEqual(first.state);
        expect(canonicalJson(second.state)).toBe(canonicalJson(first.state));
      }
    });

    // one test per bot: a search bot's whole games take a while, each gets the whole test timeout
    // the expert thinks most of a second a move: the same search on one round a move plays by the same rules
    const quick = (bot: Bot<S>) => expertOf([bot])?.limited({ rounds: 1, timeMs: Infinity }) ?? bot;
    const botModule = { definition: def, bots: hooks.bots ?? module.bots.map(quick) };
    for (const bot of botModule.bots) {
      it(`has bots that only play legal moves: ${bot.id}`, () => {
        // every seat an expert plays out each move it weighs: two games a size are minutes already
        const seeds = bot.id === 'expert' ? 2 : 5;
        for (const players of playerCounts) {
          for (let seed = 0; seed < seeds; seed++) {
            const game = playGame(botModule, Array(players).fill(bot.id), seed);
            expect(game.outcome.ranks).toHaveLength(players);
            expect(replay(def, game.config, seed, game.log)).toEqual(game.state);
          }
        }
      });
    }
  });
}
