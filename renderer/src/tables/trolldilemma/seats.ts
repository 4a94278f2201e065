/** What each troll is doing now, as its bridge says it, and as the line under the road says it. */
import type { SeatSetup } from '$contract/api';
import type { Seat } from '$engine/core/types';
import type { TrolldilemmaView } from '$engine/games/trolldilemma/types';
import { currentLanguage, t } from '../../lib/i18n.svelte';

/** `chosen`: a secret choice is made (never which); `choosing`: a human's turn; `thinking`: a bot's */
export type BridgeStatus = 'chosen' | 'choosing' | 'thinking' | 'buying';

export function bridgeStatus(view: TrolldilemmaView, seat: Seat, bot: boolean, botThinking: boolean): BridgeStatus | null {
  const phase = view.phase;
  const waiting = bot && botThinking ? 'thinking' : null;
  if (phase.kind === 'redirect' || phase.kind === 'trolley') {
    if (phase.chosen.includes(seat)) return 'chosen';
    return phase.waiting.includes(seat) ? (waiting ?? 'choosing') : null;
  }
  if (phase.kind === 'restock' && phase.buyer === seat) return waiting ?? 'buying';
  return null;
}

/** The players of `list` by name, as a sentence says them in the current language ("Ada, Bert and Cleo"). */
export function seatNames(seats: readonly { name: string }[], list: readonly Seat[]): string {
  return new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(list.map((seat) => seats[seat].name));
}

/**
 * Whom the room waits on, in a line: bots are said to be thinking (they are not asked anything);
 * people are waited for to throw, point or buy.
 */
export function waitingLine(phase: 'redirect' | 'trolley' | 'restock', seats: readonly SeatSetup[], list: readonly Seat[]): string {
  const names = seatNames(seats, list);
  if (list.every((seat) => seats[seat].kind.type === 'bot')) return t('trolldilemma:table.waiting.thinking', { names, count: list.length });
  return t(`trolldilemma:table.waiting.${phase}`, { names });
}
