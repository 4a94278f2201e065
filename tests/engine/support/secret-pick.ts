/**
 * Secret Pick: a tiny hidden-information game for tests of the secrecy plumbing (the Host's
 * per-viewer snapshots, the conformance suite's secrecy check). Every seat secretly picks one
 * card at the same time; once all have picked, the picks are revealed and scored.
 * While a seat chooses, its turn is private; the others only see that it "has chosen".
 */
import { RuleError } from '../../../engine/core/errors';
import { seedRng } from '../../../engine/core/rng';
import type { Action, BaseState, Bot, GameDefinition, GameEvent, GameModule, LogLine, Outcome, Seat, Viewer } from '../../../engine/core/types';

/** distinctive names, so a test can search a serialised snapshot for them */
export const cards = ['amber-gem', 'bone-club', 'cave-moss', 'dire-wolf', 'elder-mead'] as const;
export type Card = (typeof cards)[number];

export interface SecretPickState extends BaseState {
  seats: { name: string }[];
  /** each seat's pick this round, null until it has chosen: secret until the reveal */
  picks: (Card | null)[];
  /** the picks of the rounds already revealed: public */
  revealed: Card[][];
  rounds: number;
}

export interface SecretPickView {
  round: number;
  /** who has chosen this round (what everyone may know) */
  chosen: boolean[];
  revealed: Card[][];
  /** only in a seat's own view: its pick this round */
  mine?: Card | null;
}

const isActive = (state: SecretPickState, seat: Seat) => state.revealed.length < state.rounds && state.picks[seat] === null;

export const secretPickDefinition: GameDefinition<SecretPickState, SecretPickView> = {
  id: 'secret-pick',
  players: { min: 2, max: 3 },
  version: 1,
  setup(config, seed) {
    const rounds = typeof config.options?.rounds === 'number' ? config.options.rounds : 1;
    return {
      rng: seedRng(seed),
      events: [],
      seats: config.seats.map(({ name }) => ({ name })),
      picks: config.seats.map(() => null),
      revealed: [],
      rounds,
    };
  },
  activeSeats: (state) => state.seats.flatMap((_, seat) => (isActive(state, seat) ? [seat] : [])),
  legalActions: (state, seat) => (isActive(state, seat) ? cards.map((card) => ({ type: 'pick', card })) : []),
  privateTurn: (state, seat) => isActive(state, seat),
  // every round is picked at once, in secret
  secretRound: (state) => (state.revealed.length < state.rounds ? `pick-${state.revealed.length}` : null),
  apply(state, seat, action: Action) {
    if (!isActive(state, seat)) throw new RuleError('not-your-turn');
    const card = action.card as Card;
    if (action.type !== 'pick' || !cards.includes(card)) throw new RuleError('illegal-action', { type: String(action.type) });
    const picks = state.picks.map((pick, other) => (other === seat ? card : pick));
    const events: GameEvent[] = [
      { type: 'chosen', seat },
      { type: 'my-pick', seat, card, visibleTo: [seat] },
    ];
    if (picks.some((pick) => pick === null)) return { ...state, picks, events };
    const round = picks as Card[];
    events.push({ type: 'reveal', picks: round });
    return { ...state, picks: state.seats.map(() => null), revealed: [...state.revealed, round], events };
  },
  view(state, viewer: Viewer) {
    return {
      round: state.revealed.length,
      chosen: state.picks.map((pick) => pick !== null),
      revealed: state.revealed,
      ...(viewer === 'table' ? {} : { mine: state.picks[viewer] ?? null }),
    };
  },
  outcome(state): Outcome | null {
    if (state.revealed.length < state.rounds) return null;
    const scores = state.seats.map((_, seat) => state.revealed.reduce((sum, round) => sum + cards.indexOf(round[seat]) + 1, 0));
    const best = Math.max(...scores);
    const ranks = scores.map((score) => 1 + scores.filter((other) => other > score).length);
    return { ranks, scores, winners: scores.flatMap((score, seat) => (score === best ? [seat] : [])) };
  },
  describe(event): LogLine {
    const { type, visibleTo: _visibleTo, ...params } = event;
    return { key: `log.${type}`, params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])) };
  },
};

/** picks at random among its own seat's choices */
export const randomPicker: Bot<SecretPickState> = {
  id: 'random',
  choose(state, seat, random) {
    const legal = secretPickDefinition.legalActions(state, seat);
    return legal[Math.floor(random() * legal.length)];
  },
};

export const secretPick: GameModule<SecretPickState, SecretPickView> = { definition: secretPickDefinition, bots: [randomPicker] };

/** the conformance hook: the same state with one seat's pending pick changed (only that seat may see it) */
export function secretPickVariants(state: SecretPickState): { owner: Seat | null; state: SecretPickState }[] {
  return state.picks.flatMap((pick, owner) => {
    if (pick === null) return [];
    const other = cards[(cards.indexOf(pick) + 1) % cards.length];
    return [{ owner, state: { ...state, picks: state.picks.map((p, seat) => (seat === owner ? other : p)) } }];
  });
}
