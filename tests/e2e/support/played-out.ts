/** Waiting for a match that the Host's bots play by themselves, in a Host a test holds. */
import type { Host } from '../../../electron/main/host';

/** Resolves once the match has ended: told by the Host's update of its last move, or at once if it is over already. */
export function playedOut(host: Host, matchId: string): Promise<void> {
  return new Promise((ended, failed) => {
    // listening before asking: the last move cannot fall between the answer and the listening
    const stop = host.onMatchUpdate((update) => {
      if (update.summary.id !== matchId || !update.outcome) return;
      stop();
      ended();
    });
    void host.openMatch(matchId).then((opened) => {
      if (opened.ok && !opened.value.outcome) return;
      stop();
      if (opened.ok) ended();
      else failed(new Error(opened.error.code));
    });
  });
}
