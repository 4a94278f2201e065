/**
 * A save file holding every table state the layout sweep looks at: for each game a match at its
 * start, in its middle, waiting on a pending choice, behind the curtain of a private turn, and at
 * its end, played by the real Host with legal moves drawn from a seeded generator; and campaigns
 * (a league of several nights, a tournament under way). Every seat is human, so nothing moves
 * until the sweep moves it, and seats carry long names, as a room's can be.
 */
import type { Action, Seat } from '../../../engine/core/types';
import { Host } from '../../../electron/main/host';
import type { MatchUpdate, SeatSetup } from '../../../electron/shared/api';
import { playedOut } from './played-out';

/** a table of six (the new-game screen fills them all) named as a room's trolls can be, each within the 24 letters a name may have */
export const longNames = [
  'Bartholomew Thunderbelly',
  'Éloïse-Marguerite Ursule',
  'Maximilien Grosbedon',
  'Cunégonde Piedlourd',
  'Gontran-Hubert Brisefer',
  'Wilhelmina Stonebreaker',
];

const looks = [
  ['orange', 'circle'],
  ['sky', 'square'],
  ['green', 'triangle'],
  ['yellow', 'diamond'],
  ['blue', 'star'],
  ['vermillion', 'cross'],
] as const;

function seats(count: number, bots = false): SeatSetup[] {
  return Array.from({ length: count }, (_, index) => ({
    name: longNames[index % longNames.length],
    color: looks[index][0],
    symbol: looks[index][1],
    kind: bots ? { type: 'bot', level: 'random' } : { type: 'human' },
  }));
}

/** One table state the sweep visits, with the match that holds it. */
export interface SweptMatch {
  /** e.g. "trol · betray question" */
  name: string;
  game: string;
  matchId: string;
  /** the TV shows a hand-off curtain for a private turn: the sweep also opens it */
  curtain: boolean;
  finished: boolean;
  /** kept for the language named, whose sweep plays a move in it to see the table play it back */
  playbackIn?: string;
  /** kept for a round's end played back while the TV watches in this language at this size, looked at on every frame */
  roundEndIn?: RoundEndAt;
  /** kept for a phone held open on it while its last move ends it: the phone's result page */
  phoneResult?: boolean;
}

/** where a round's end is watched: a language and the TV's size */
export interface RoundEndAt {
  language: string;
  size: 'hd' | 'uhd';
  /** the type of the secret move that ends the round or sets the hunt off */
  move: string;
}

/** What a match waits on, as the Host told it, and what may be played now by whom. */
interface Moment {
  actionCount: number;
  finished: boolean;
  /** each active human seat with its legal actions (private turns' from the seat's own view) */
  choices: { seat: Seat; legal: Action[]; private: boolean }[];
}

/** A seeded generator (mulberry32): the same save file on every run. */
function generator(seed: number): (maxExclusive: number) => number {
  let a = seed >>> 0;
  return (maxExclusive) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * maxExclusive);
  };
}

/** Stop when this holds for the moment reached (checked before each move). */
type Stop = (moment: Moment) => boolean;

const legalOfType = (moment: Moment, ...types: string[]) =>
  moment.choices.some((choice) => choice.legal.some((action) => types.includes((action as { type: string }).type)));

export interface Plan {
  game: string;
  seats: number;
  options?: Record<string, string | number | boolean>;
  /** the states of this game: each is a fresh match played until `stop` holds */
  states: { name: string; stop: Stop; prefer?: string[]; playbackIn?: string; roundEndIn?: RoundEndAt; phoneResult?: boolean }[];
}

const atStart: Stop = () => true;
const after = (count: number): Stop => (moment) => moment.actionCount >= count;
const atEnd: Stop = (moment) => moment.finished;
const curtainAfter = (count: number): Stop => (moment) => moment.actionCount >= count && moment.choices.some((choice) => choice.private);

/** a match for each language waiting on a move of this type, played while the TV watches */
const beforeA = (type: string, when: Stop) =>
  ['en', 'fr'].map((language) => ({ name: `before a ${type} (${language})`, stop: (moment: Moment) => when(moment) && legalOfType(moment, type), playbackIn: language }));

/**
 * a match for each language and TV size, left with one secret choice of this type to make: the
 * sweep makes it, and the round ends (or the hunt resolves) while the TV watches
 */
const lastSecret = (type: string, when: Stop) =>
  ['en', 'fr'].flatMap((language) =>
    (['hd', 'uhd'] as const).map((size) => ({
      name: `before the last ${type} (${language}, ${size})`,
      stop: (moment: Moment) =>
        when(moment) && moment.choices.length === 1 && moment.choices[0].private && legalOfType(moment, type),
      roundEndIn: { language, size, move: type },
    })),
  );

/** Thud's second battle, its end offered: accepting it ends the match (seen as the moves are played, an offer being always accepted) */
function secondOffer(): Stop {
  let offers = 0;
  return (moment) => {
    if (moment.actionCount === 0) offers = 0;
    return legalOfType(moment, 'accept-end') && ++offers === 2;
  };
}

/** the round ends and hunts resolve, played back; a match one move from its end, for the phone's result page */
const roundEndPlans: Plan[] = [
  { game: 'trolldilemma', seats: 3, states: lastSecret('throw', after(8)) },
  { game: 'trol', seats: 3, options: { cycle: 'day' }, states: lastSecret('trigger', after(6)) },
  {
    game: 'thud',
    seats: 2,
    states: [{ name: 'end of battle 2 offered (phone result)', stop: secondOffer(), prefer: ['propose-end', 'accept-end'], phoneResult: true }],
  },
];

const plans: Plan[] = [
  {
    game: 'troll-dice',
    seats: 3,
    states: [
      { name: 'start', stop: atStart },
      { name: 'middle', stop: after(12) },
      ...beforeA('roll', (moment) => moment.actionCount > 8),
      { name: 'clubs to give', stop: (moment) => legalOfType(moment, 'give') },
      { name: 'end', stop: atEnd },
    ],
  },
  {
    game: 'trolldilemma',
    seats: 3,
    states: [
      { name: 'start', stop: atStart },
      { name: 'curtain', stop: curtainAfter(8) },
      { name: 'restock', stop: (moment) => moment.actionCount > 10 && legalOfType(moment, 'buy') },
      { name: 'end', stop: atEnd, prefer: ['pass'] },
    ],
  },
  {
    game: 'battle-dice',
    seats: 2,
    states: [
      { name: 'draft', stop: atStart },
      { name: 'middle', stop: (moment) => moment.actionCount > 20 && legalOfType(moment, 'roll') },
      ...beforeA('roll', (moment) => moment.actionCount > 20),
      { name: 'focus', stop: (moment) => legalOfType(moment, 'focus', 'saved-focus') },
      { name: 'targets', stop: (moment) => moment.actionCount > 12 && legalOfType(moment, 'apply') },
      { name: 'end', stop: atEnd },
    ],
  },
  {
    game: 'thud',
    seats: 2,
    states: [
      { name: 'start', stop: atStart },
      { name: 'middle', stop: after(30) },
      ...beforeA('move', after(30)),
      { name: 'end offered', stop: (moment) => legalOfType(moment, 'accept-end') },
      { name: 'end', stop: atEnd, prefer: ['propose-end', 'accept-end'] },
    ],
  },
  {
    game: 'trol',
    seats: 3,
    options: { cycle: 'day' },
    states: [
      { name: 'start', stop: atStart },
      { name: 'curtain', stop: curtainAfter(14) },
      { name: 'betray question', stop: (moment) => legalOfType(moment, 'betray') },
      { name: 'reroll question', stop: (moment) => legalOfType(moment, 'reroll') },
      { name: 'end', stop: atEnd },
    ],
  },
  {
    game: 'trol',
    seats: 3,
    options: { cycle: 'night' },
    states: [{ name: 'night', stop: curtainAfter(10) }],
  },
];

/** TRÔL's hunt questions asked at a table of `tribes` tribes (four is the most crowded one), for tests of their own */
export function trolQuestionPlans(tribes: number): Plan {
  return {
    game: 'trol',
    seats: tribes,
    options: { cycle: 'day' },
    states: [
      { name: `betray question, ${tribes} tribes`, stop: (moment) => legalOfType(moment, 'betray') },
      { name: `reroll question, ${tribes} tribes`, stop: (moment) => legalOfType(moment, 'reroll') },
    ],
  };
}

/** how many of a Battle Dice turn's results these legal moves may apply */
function resultsToApply(legal: Action[]): number {
  const applies = (legal as { type: string; result?: number }[]).filter((action) => action.type === 'apply');
  return new Set(applies.map((action) => action.result)).size;
}

/** Battle Dice turns at a table of `players`: three results still to apply, and a FOCUS to decide before the others */
export function battleDiceResultsPlan(players: number): Plan {
  return {
    game: 'battle-dice',
    seats: players,
    states: [
      {
        name: `three results to apply, ${players} players`,
        stop: (moment) => moment.actionCount > 12 && moment.choices.some((choice) => resultsToApply(choice.legal) === 3),
      },
      { name: `FOCUS to decide, ${players} players`, stop: (moment) => moment.actionCount > 12 && legalOfType(moment, 'focus', 'saved-focus') },
    ],
  };
}

async function momentOf(host: Host, update: MatchUpdate): Promise<Moment> {
  const choices: Moment['choices'] = [];
  for (const seat of update.activeSeats) {
    if (update.privateTurns.includes(seat)) {
      const view = await host.seatView(update.summary.id, seat);
      if (!view.ok) throw new Error(view.error.code);
      choices.push({ seat, legal: view.value.legal, private: true });
    } else if (update.legal[seat]?.length) {
      choices.push({ seat, legal: update.legal[seat], private: false });
    }
  }
  return { actionCount: update.summary.actionCount, finished: update.outcome !== null, choices };
}

/** Plays until `stop` holds; null when the match ended first (the caller tries another deal). */
async function playUntil(host: Host, update: MatchUpdate, stop: Stop, random: (n: number) => number, prefer: string[] = []): Promise<MatchUpdate | null> {
  for (let moves = 0; moves < 4000; moves++) {
    const moment = await momentOf(host, update);
    if (stop(moment)) return update;
    if (moment.finished) return null;
    if (moment.choices.length === 0) throw new Error(`${update.summary.game}: no human seat may play`);
    const choice = moment.choices[random(moment.choices.length)];
    const preferred = choice.legal.filter((action) => prefer.includes((action as { type: string }).type));
    const from = preferred.length ? preferred : choice.legal;
    const played = await host.act(update.summary.id, choice.seat, from[random(from.length)], moment.actionCount);
    if (!played.ok) throw new Error(`${update.summary.game}: ${played.error.code}`);
    update = played.value;
  }
  throw new Error(`${update.summary.game}: the state sought did not come in 4000 moves`);
}

/** Writes the sweep's save file at `dbPath`; returns the table states it holds. `only` these plans, and the campaigns when asked. */
export async function writeSweepSave(dbPath: string, only?: { plans: Plan[]; campaigns?: boolean }): Promise<SweptMatch[]> {
  let clock = Date.UTC(2026, 10, 20, 19);
  const random = generator(23);
  const host = new Host({ storePath: dbPath, now: () => (clock += 60_000), randomInt: random, botPaceMs: { off: 0, fast: 0, normal: 0, slow: 0 } });
  const swept: SweptMatch[] = [];
  try {
    if (!only || only.campaigns) await writeCampaigns(host);
    for (const plan of only?.plans ?? [...plans, ...roundEndPlans]) {
      for (const state of plan.states) {
        let reached: MatchUpdate | null = null;
        for (let deal = 0; !reached; deal++) {
          if (deal === 5) throw new Error(`${plan.game}: no deal reached "${state.name}"`);
          const created = await host.createMatch({ game: plan.game, seats: seats(plan.seats), options: plan.options });
          if (!created.ok) throw new Error(created.error.code);
          reached = await playUntil(host, created.value, state.stop, random, state.prefer);
          if (!reached) await host.deleteMatch(created.value.summary.id);
        }
        swept.push({
          name: `${plan.game} · ${state.name}`,
          game: plan.game,
          matchId: reached.summary.id,
          curtain: reached.outcome === null && reached.privateTurns.length > 0,
          finished: reached.outcome !== null,
          playbackIn: state.playbackIn,
          roundEndIn: state.roundEndIn,
          phoneResult: state.phoneResult,
        });
      }
    }
  } finally {
    await host.close();
  }
  return swept;
}

/** A league of two nights and an Elimination cup with its first match played, all by bots. */
async function writeCampaigns(host: Host): Promise<void> {
  const league = await host.createCampaign({ name: 'Ligue du vendredi soir des trolls', format: 'league', players: seats(4, true) });
  if (!league.ok) throw new Error(league.error.code);
  for (let night = 0; night < 2; night++) {
    await playCampaignMatch(host, league.value.summary.id, { game: 'troll-dice', players: [0, 1, 2, 3] });
    await playCampaignMatch(host, league.value.summary.id, { game: 'trol', players: [2, 0, 3] });
  }
  const cup = await host.createCampaign({ name: 'Coupe des Grands Trolls', format: 'bd-elimination', players: seats(4, true) });
  if (!cup.ok) throw new Error(cup.error.code);
  await playCampaignMatch(host, cup.value.summary.id);
}

async function playCampaignMatch(host: Host, campaignId: string, league?: { game: string; players: number[] }): Promise<void> {
  const started = await host.playCampaign(campaignId, league);
  if (!started.ok) throw new Error(started.error.code);
  // its bots play in the Host
  await playedOut(host, started.value.summary.id);
}
