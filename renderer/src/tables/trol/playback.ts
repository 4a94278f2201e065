/**
 * Turns the events of TRÔL moves into the steps the table plays back: a card placed, each step
 * of a hunt (the trigger and the cards revealed, each betrayal, each blow with its dice, a
 * Chaman's reroll, a Stagiaire from the hand, how the hunt ended), the cycle turning, and at the
 * end the eliminations one by one.
 *
 * A hunt is redrawn at every step as a `HuntScene`, built from the table as it stood before the
 * moves (the cards under each Gibier, a hunt already being resolved) and the public events since:
 * the same scene the table draws from a live `resolution`.
 */
import type { GameEvent } from '$engine/core/types';
import type { Cycle, TribeColor } from '$engine/games/trol/cards';
import type { CardId, HuntCardView, HuntOutcome, HuntReport, Resolution, TrolView } from '$engine/games/trol/types';

/** A hunt as the table draws it: a live `resolution`, or one rebuilt step by step from events. */
export type HuntScene = Pick<
  Resolution,
  'hunt' | 'gibier' | 'trigger' | 'cards' | 'removed' | 'betrayals' | 'strikes' | 'total' | 'stagiaires' | 'roll' | 'prompt'
>;

/** How a hunt ended, as the table shows it (the last hunt's report, or the end of one played back). */
export type HuntSummary = Pick<HuntReport, 'gibier' | 'trigger' | 'result' | 'total' | 'food' | 'gibierTo' | 'trap' | 'endOfGame'>;

/** What a step of a hunt says, under `trol:table.playback.<what>` */
export interface StepLine {
  what: 'triggered' | 'autoHunt' | 'trapEarly' | 'spares' | 'betrays' | 'rolls' | 'reroll' | 'strike' | 'stagiaire';
  /** the card acting (the trigger, the Fourbe, the Chaman, the card striking) */
  card: CardId | null;
  /** the card it acts on (a Fourbe's target, the card a Chaman has roll again) */
  target?: CardId;
  damage?: number;
}

export type PlaybackStep =
  | { kind: 'placed'; tribe: number; hunt: number; gibier: string; card: CardId | null }
  /** a step of a hunt without dice; `revealed`: the cards that lay face down, turned over as the hunt is triggered */
  | { kind: 'hunt'; scene: HuntScene; line: StepLine; revealed?: CardId[] }
  /** a step of a hunt whose dice tumble first: `rolled` is the card that rolled them */
  | { kind: 'dice'; scene: HuntScene; line: StepLine; rolled: CardId }
  | { kind: 'result'; scene: HuntScene; summary: HuntSummary }
  | { kind: 'cycle'; cycle: Cycle }
  | { kind: 'last-hunts' }
  /** the eliminations: `shown` steps of the finale drawn, and `rounds` of the chiefs' dice of the next one */
  | { kind: 'finale'; shown: number; rounds: number };

/** Milliseconds each kind of step stays on screen at normal speed. */
export const normalPace: Record<PlaybackStep['kind'], number> = {
  placed: 1200,
  hunt: 1500,
  dice: 1800,
  result: 3000,
  cycle: 2400,
  'last-hunts': 2200,
  finale: 3000,
};

export const tumbles: readonly PlaybackStep['kind'][] = ['dice'];

const num = (event: GameEvent, field: string): number => (typeof event[field] === 'number' ? (event[field] as number) : -1);
const str = (event: GameEvent, field: string): string => (typeof event[field] === 'string' ? (event[field] as string) : '');

const RESULTS: Record<string, HuntOutcome> = { 'hunt-ratee': 'ratee', 'hunt-reussie': 'reussie', 'hunt-explosee': 'explosee' };
const FINALE_STEP: Record<string, 'food' | 'masks'> = {
  'eliminated-food': 'food',
  'spared-food': 'food',
  'eliminated-masks': 'masks',
  'spared-masks': 'masks',
};

/**
 * The steps that show `events`, which led on from `before` (the table view the events start
 * from; null when the table had none, and then the hunts they show start empty).
 */
export function playbackSteps(events: readonly GameEvent[], before: TrolView | null): PlaybackStep[] {
  const steps: PlaybackStep[] = [];
  const tribes = before?.tribes.length ?? 0;
  /** the cards under each Gibier, as the events leave them */
  const rows: HuntCardView[][] = before ? before.hunts.map((hunt) => hunt.cards.map((card) => ({ ...card }))) : [];
  let scene: HuntScene | null = before?.resolution ? structuredClone(before.resolution) : null;
  let endOfGame = before?.resolution?.endOfGame ?? false;
  /** a hunt over whose Gibier has not been replaced (yet): its place in the row goes if none comes */
  let emptied: number | null = null;
  let betrayal: { fourbe: CardId; target: CardId } | null = null;
  let rerolledBy: CardId | null = null;
  let result: Extract<PlaybackStep, { kind: 'result' }> | null = null;
  let finaleKind: string | null = null;
  let shown = 0;
  let rounds = 0;
  let round = new Set<number>();

  const huntStep = (line: StepLine, revealed: CardId[] = []) =>
    scene && steps.push({ kind: 'hunt', scene: structuredClone(scene), line, ...(revealed.length > 0 ? { revealed } : {}) });
  /** the dice step of `card`, if it is the last one: its roll settles within the same step */
  const diceStepOf = (card: CardId) => {
    const last = steps.at(-1);
    return last?.kind === 'dice' && last.rolled === card ? last : undefined;
  };
  const dropEmptied = () => {
    if (emptied !== null) rows.splice(emptied, 1);
    emptied = null;
  };

  for (const event of events) {
    const card = str(event, 'card');
    const tribe = num(event, 'tribe');
    if (event.type === 'placed' || event.type === 'triggered' || event.type === 'auto-hunt' || event.type === 'last-hunts') dropEmptied();

    switch (event.type) {
      case 'placed': {
        const hunt = num(event, 'hunt');
        const laid: HuntCardView = card ? { card, faceUp: true } : { color: str(event, 'color') as TribeColor, faceUp: false };
        (rows[hunt] ??= []).push(laid);
        steps.push({ kind: 'placed', tribe, hunt, gibier: str(event, 'gibier'), card: card || null });
        break;
      }
      case 'triggered':
      case 'auto-hunt': {
        const hunt = num(event, 'hunt');
        const revealed = [...((event.revealed as CardId[] | undefined) ?? [])];
        const laid = rows[hunt] ?? [];
        const cards = laid.map((card) => (card.faceUp ? card.card : (revealed.shift() ?? '')));
        const turned = cards.filter((_, place) => !laid[place].faceUp);
        endOfGame = event.type === 'auto-hunt';
        scene = {
          hunt,
          gibier: str(event, 'gibier'),
          trigger: endOfGame ? null : { card, tribe },
          cards,
          removed: [],
          betrayals: [],
          strikes: [],
          total: 0,
          stagiaires: [],
          roll: null,
          prompt: null,
        };
        rows[hunt] = [];
        result = null;
        huntStep({ what: endOfGame ? 'autoHunt' : 'triggered', card: endOfGame ? null : card }, turned);
        break;
      }
      case 'trap-early':
        if (scene) {
          scene.cards = scene.cards.filter((laid) => laid !== card);
          scene.removed.push(card);
        }
        huntStep({ what: 'trapEarly', card });
        break;
      case 'spares':
        huntStep({ what: 'spares', card });
        break;
      case 'betrays':
        betrayal = { fourbe: card, target: str(event, 'target') };
        break;
      case 'reroll':
        rerolledBy = card;
        huntStep({ what: 'reroll', card, target: str(event, 'target') });
        break;
      case 'rolled': {
        if (!scene) break;
        const dice = (event.dice as { color: 'red' | 'white'; damage: number }[]).map((die) => ({ ...die }));
        const again = scene.roll?.by === card ? scene.roll : null;
        const target = again?.target ?? (betrayal?.fourbe === card ? betrayal.target : undefined);
        scene.roll = {
          by: card,
          purpose: target === undefined ? 'blow' : 'betrayal',
          ...(target === undefined ? {} : { target }),
          dice,
          declined: [],
          ...(rerolledBy ? { rerolledBy } : again?.rerolledBy ? { rerolledBy: again.rerolledBy } : {}),
        };
        rerolledBy = null;
        const line: StepLine = target === undefined ? { what: 'rolls', card } : { what: 'betrays', card, target };
        steps.push({ kind: 'dice', scene: structuredClone(scene), line, rolled: card });
        break;
      }
      case 'betrayed':
      case 'betrayal-missed': {
        if (!scene) break;
        const target = str(event, 'target');
        const removed = event.type === 'betrayed';
        const roll = scene.roll;
        scene.betrayals.push({
          fourbe: card,
          target,
          die: roll?.dice[0] ?? { color: 'red', damage: 0 },
          removed,
          ...(roll?.rerolledBy ? { rerolledBy: roll.rerolledBy } : {}),
        });
        if (removed) {
          scene.cards = scene.cards.filter((laid) => laid !== target);
          scene.removed.push(target);
        }
        scene.roll = null;
        betrayal = null;
        const step = diceStepOf(card);
        if (step) step.scene = structuredClone(scene);
        else huntStep({ what: 'betrays', card, target });
        break;
      }
      case 'strike': {
        if (!scene) break;
        const roll = scene.roll?.by === card ? scene.roll : null;
        const damage = num(event, 'damage');
        scene.total = num(event, 'total');
        scene.strikes.push({
          card,
          dice: roll?.dice ?? [],
          damage,
          total: scene.total,
          ...(roll?.rerolledBy ? { rerolledBy: roll.rerolledBy } : {}),
        });
        scene.roll = null;
        const step = diceStepOf(card);
        if (step) step.scene = structuredClone(scene);
        else huntStep({ what: 'strike', card, damage });
        break;
      }
      case 'stagiaire-played':
        if (!scene) break;
        scene.stagiaires.push(card);
        scene.total = num(event, 'total');
        huntStep({ what: 'stagiaire', card, damage: num(event, 'damage') });
        break;
      case 'hunt-ratee':
      case 'hunt-reussie':
      case 'hunt-explosee':
        if (!scene) break;
        result = {
          kind: 'result',
          scene: structuredClone(scene),
          summary: {
            gibier: scene.gibier,
            trigger: scene.trigger,
            result: RESULTS[event.type],
            total: num(event, 'total'),
            food: Array<number>(tribes).fill(0),
            gibierTo: null,
            trap: null,
            endOfGame,
          },
        };
        steps.push(result);
        if (endOfGame) rows.splice(scene.hunt, 1);
        else emptied = scene.hunt;
        scene = null;
        break;
      case 'food':
        if (result) result.summary.food[tribe] = (result.summary.food[tribe] ?? 0) + num(event, 'food');
        break;
      case 'trophy':
        if (result) result.summary.gibierTo = tribe;
        break;
      case 'trap-sprung':
        if (result) result.summary.trap = card;
        break;
      case 'new-gibier':
        rows[num(event, 'hunt')] = [];
        emptied = null;
        break;
      case 'cycle':
        steps.push({ kind: 'cycle', cycle: str(event, 'cycle') as Cycle });
        break;
      case 'last-hunts':
        steps.push({ kind: 'last-hunts' });
        break;
      case 'chiefs-roll':
        // a round ends when a chief who already rolled in it rolls again
        if (round.has(tribe)) round = new Set();
        if (round.size === 0) rounds += 1;
        round.add(tribe);
        if (round.size === 1) steps.push({ kind: 'finale', shown, rounds });
        break;
      default:
        if (FINALE_STEP[event.type] && FINALE_STEP[event.type] !== finaleKind) {
          finaleKind = FINALE_STEP[event.type];
          shown += 1;
          steps.push({ kind: 'finale', shown, rounds: 0 });
        } else if (event.type.startsWith('winner-by-')) {
          shown += 1;
          steps.push({ kind: 'finale', shown, rounds });
        }
    }
  }
  return steps;
}
