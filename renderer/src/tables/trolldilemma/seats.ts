/** What each troll is doing now, as its bridge says it. */
import type { Seat } from '../../../../engine/core/types';
import type { TrolldilemmaView } from '../../../../engine/games/trolldilemma/types';

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
