/** What the TRÔL table says: the playback's captions, and whom the room is waiting on. */
import type { SeatSetup } from '$contract/api';
import { cardKind } from '$engine/games/trol/cards';
import type { CardId, Prompt, TrolView } from '$engine/games/trol/types';
import { t } from '../../lib/i18n.svelte';
import type { PlaybackStep } from './playback';
import { playerOf, promptTribe, tribeOfCard } from './tribes';

type Tribes = Pick<TrolView, 'tribes'>;

export const cardName = (card: CardId): string => t(`trol:cards.${cardKind(card)}.name`);

function owner(view: Tribes, seats: readonly SeatSetup[], card: CardId): string {
  return playerOf(view, seats, tribeOfCard(view, card)).name;
}

/** The line over a playback step. */
export function stepCaption(step: PlaybackStep, view: Tribes, seats: readonly SeatSetup[]): string {
  switch (step.kind) {
    case 'placed': {
      const name = playerOf(view, seats, step.tribe).name;
      return step.card
        ? t('trol:table.playback.placed', { name, kind: cardKind(step.card), gibier: step.gibier })
        : t('trol:table.playback.placedFaceDown', { name, gibier: step.gibier });
    }
    case 'hunt':
    case 'dice': {
      const { what, card, target, damage } = step.line;
      return t(`trol:table.playback.${what}`, {
        gibier: step.scene.gibier,
        ...(card ? { name: owner(view, seats, card), card: cardName(card), kind: cardKind(card) } : {}),
        ...(target ? { target: cardName(target), targetName: owner(view, seats, target) } : {}),
        ...(damage === undefined ? {} : { damage: damage < 0 ? `−${-damage}` : `+${damage}` }),
      });
    }
    case 'result':
      return t('trol:table.playback.result', { gibier: step.scene.gibier });
    case 'cycle':
      return t(`trol:table.playback.cycle.${step.cycle}`);
    case 'last-hunts':
      return t('trol:table.playback.lastHunts');
    case 'finale':
      return t('trol:table.playback.finale');
  }
}

/** What a prompt waits for, said to the whole room ("Bert’s Chaman: reroll Ada’s dice?"). */
export function promptQuestion(prompt: Prompt, view: Tribes, seats: readonly SeatSetup[]): string {
  const name = playerOf(view, seats, promptTribe(view, prompt)).name;
  return prompt.kind === 'stagiaire'
    ? t('trol:table.waiting.stagiaire', { name })
    : t(`trol:table.waiting.${prompt.kind}`, { name, card: cardName(prompt.card) });
}
