/**
 * The web server's session token: whoever holds it plays with the saved games, so a fixed one
 * must be as hard to guess as a fresh random one.
 */
import { randomBytes } from 'node:crypto';

export const minTokenBits = 128;

/** 256 random bits, URL-safe */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const alphabets: [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[-_]/, 2],
];

/**
 * A cautious guess of the bits of `token`: each character that is not predictable from the ones
 * before counts log2 of the token's variety (the alphabet it draws from, or the distinct
 * characters it uses when they are fewer). A character is predictable when it
 * carries on a run of repeats or steps (`aaaa`, `abcd`, `4321`), echoes the one two back
 * (`abab`), or completes a pair seen earlier (`troll-troll-`). Random tokens lose little to this;
 * words, sequences and repetitions lose most of their length.
 */
export function estimateTokenBits(token: string): number {
  const alphabet = alphabets.reduce((size, [characters, count]) => size + (characters.test(token) ? count : 0), 0);
  const pairsSeen = new Set<string>();
  let unpredictable = token.length > 0 ? 1 : 0;
  const steps = (i: number) => i > 0 && Math.abs(token.charCodeAt(i) - token.charCodeAt(i - 1)) <= 1;
  for (let i = 1; i < token.length; i++) {
    const pair = token.slice(i - 1, i + 1);
    const inRun = steps(i) && steps(i - 1);
    if (!inRun && token[i] !== token[i - 2] && !pairsSeen.has(pair)) unpredictable++;
    pairsSeen.add(pair);
  }
  const variety = Math.min(alphabet, new Set(token).size);
  return Math.floor(unpredictable * Math.log2(Math.max(variety, 1)));
}

/** Why `token` must not guard the server, in a sentence, or null when it is fine. */
export function tokenProblem(token: string): string | null {
  if (!/^[\w-]+$/.test(token)) return 'a token may hold only letters, digits, "-" and "_"';
  const bits = estimateTokenBits(token);
  if (bits < minTokenBits) {
    return `the token is too easy to guess (about ${bits} bits; at least ${minTokenBits} are needed): use 40 or more random letters and digits`;
  }
  return null;
}
