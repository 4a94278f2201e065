/**
 * What the Battle Dice table reads from the legal actions and the view: the heroes that may
 * roll, the ways to apply each result, and the engine's preview of every choice. Pure
 * functions, shared by the components and tests.
 */
import type { Action, Seat } from '$engine/core/types';
import { canonicalJson } from '$engine/core/json';
import type {
  ActionPreview,
  BattleDiceAction,
  BattleDiceView,
  EffectAbility,
  HeroId,
} from '$engine/games/battle-dice/types';

export type ApplyAction = Extract<BattleDiceAction, { type: 'apply' }>;

/** The hero combinations the rules allow to roll now. */
export function rollChoices(legal: readonly Action[]): HeroId[][] {
  return (legal as BattleDiceAction[]).flatMap((action) => (action.type === 'roll' ? [action.heroes] : []));
}

/** Whether these legal moves ask for an answer to the sudden death offered (before a roll). */
export function offersSuddenDeath(legal: readonly Action[]): boolean {
  return (legal as BattleDiceAction[]).some((action) => action.type === 'sudden-death');
}

/** Whether `heroes` (in any order) is one of the legal rolls. */
export function isLegalRoll(legal: readonly Action[], heroes: readonly HeroId[]): boolean {
  const wanted = [...heroes].sort().join();
  return rollChoices(legal).some((choice) => [...choice].sort().join() === wanted);
}

/** The legal ways to apply (or discard) result `index`. */
export function resultChoices(legal: readonly Action[], index: number): (ApplyAction | Extract<BattleDiceAction, { type: 'discard' }>)[] {
  return (legal as BattleDiceAction[]).flatMap((action) =>
    (action.type === 'apply' || action.type === 'discard') && action.result === index ? [action] : [],
  );
}

/** The FOCUS decisions offered now (saved FOCUS first, then each rolled FOCUS). */
export function focusChoices(legal: readonly Action[]): Extract<BattleDiceAction, { type: 'focus' | 'saved-focus' }>[] {
  return (legal as BattleDiceAction[]).flatMap((action) => (action.type === 'focus' || action.type === 'saved-focus' ? [action] : []));
}

/**
 * The separate questions an apply action answers: who it reaches, which hero ICE freezes, where
 * DRAIN's FOCUS bonus goes, and in Wild who DRAIN heals, who rolls the third hero of a SWARM or
 * GROWTH, and who takes LIGHT's extra healing as damage.
 */
export const APPLY_QUESTIONS = ['target', 'hero', 'bonus', 'healTarget', 'effectTarget', 'overflowTarget'] as const;
export type ApplyQuestion = (typeof APPLY_QUESTIONS)[number];

/** the answers chosen so far on a result's card; a question left out is still open */
export type ApplySelection = Partial<Pick<ApplyAction, ApplyQuestion>>;

/** each question with the answers the legal actions offer, in their order */
export type ApplyDimensions = { [Q in ApplyQuestion]-?: Exclude<ApplyAction[Q], undefined>[] };

/**
 * Whether `action` agrees with `selection` on every question but `except`: an open question, or
 * one the action does not ask, agrees with anything.
 */
function agrees(action: ApplyAction, selection: ApplySelection, except?: ApplyQuestion): boolean {
  return APPLY_QUESTIONS.every(
    (question) => question === except || action[question] === undefined || selection[question] === undefined || action[question] === selection[question],
  );
}

/**
 * The answers offered to each question, given the other answers of `selection`: LIGHT's extra
 * healing only asks for a side when the heal goes to the roller, for instance.
 */
export function applyDimensions(actions: readonly ApplyAction[], selection: ApplySelection = {}): ApplyDimensions {
  const answers = (question: ApplyQuestion) => [
    ...new Set(actions.flatMap((action) => (action[question] !== undefined && agrees(action, selection, question) ? [action[question]] : []))),
  ];
  return Object.fromEntries(APPLY_QUESTIONS.map((question) => [question, answers(question)])) as ApplyDimensions;
}

/** The legal action that matches `selection`: the first that agrees with every answer given. */
export function selectedApply(actions: readonly ApplyAction[], selection: ApplySelection): ApplyAction | undefined {
  return actions.find((action) => agrees(action, selection));
}

/** The engine's preview of `action`, if it is one of the pending choices. */
export function previewOf(view: BattleDiceView, action: BattleDiceAction | undefined): ActionPreview | undefined {
  if (!action) return undefined;
  const wanted = canonicalJson(action);
  return view.previews.find((preview) => canonicalJson(preview.action) === wanted);
}

/** Heroes that sit out their player's next roll: frozen by ICE, or meditating. */
export function restingHeroes(view: BattleDiceView): Map<HeroId, 'frozen' | 'meditating'> {
  const resting = new Map<HeroId, 'frozen' | 'meditating'>();
  for (const effect of view.effects) {
    if (effect.ability === 'ice' && effect.frozenHero) resting.set(effect.frozenHero, 'frozen');
    else if (effect.ability === 'meditate') resting.set(effect.hero, 'meditating');
  }
  return resting;
}

/** One line of a seat's active effects: its dice, how many, and who placed them. */
export interface EffectSummary {
  /** what the line says: SWARM and GROWTH do the same thing, so they share a line ('extra') */
  kind: 'shield' | 'poison' | 'extra' | 'focus';
  /** the abilities of the dice placed forward for it */
  abilities: EffectAbility[];
  count: number;
  /** the seats whose dice put it there (other than the seat itself) */
  from: Seat[];
}

/**
 * The effects a seat is under, one line each (SHIELDs stack, so do POISONs and saved FOCUS);
 * ICE is shown on the frozen hero, MEDITATE on the resting hero, and not here.
 */
export function effectsOn(view: BattleDiceView, seat: Seat): EffectSummary[] {
  const kinds: [EffectSummary['kind'], EffectAbility[]][] = [
    ['shield', ['shield']],
    ['poison', ['poison']],
    ['extra', ['swarm', 'growth']],
    ['focus', ['focus']],
  ];
  return kinds.flatMap(([kind, abilities]) => {
    const found = view.effects.filter((effect) => abilities.includes(effect.ability) && effect.target === seat);
    if (found.length === 0) return [];
    const from = [...new Set(found.map((effect) => effect.owner).filter((owner) => owner !== seat))];
    return [{ kind, abilities: [...new Set(found.map((effect) => effect.ability))], count: found.length, from }];
  });
}

/** SHIELD still blocking for `seat` in the current attacker's turn (engaged shields). */
export function engagedBlock(view: BattleDiceView, seat: Seat): number {
  return view.turn?.blocks.find((block) => block.seat === seat)?.remaining ?? 0;
}
