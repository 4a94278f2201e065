/**
 * Which games' "how a turn works" card this install has shown. Kept in the page's local storage
 * (it survives a restart, in Electron and in a browser), not in the save file: it is about the
 * screen and the room in front of it, and a fresh save file must not show every card again.
 */
const SEEN_KEY = 'troll-night.turn-cards-seen';

function seenGames(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((game): game is string => typeof game === 'string') : [];
  } catch {
    return [];
  }
}

/** the room has not seen this game's card yet (a page that can keep nothing shows it each time) */
export function turnCardUnseen(game: string): boolean {
  return !seenGames().includes(game);
}

export function markTurnCardSeen(game: string): void {
  const seen = seenGames();
  if (seen.includes(game)) return;
  try {
    globalThis.localStorage?.setItem(SEEN_KEY, JSON.stringify([...seen, game]));
  } catch {
    // storage refused: the card shows again next time, which does no harm
  }
}
