/**
 * How big and how deep a request may be, checked before any schema looks at it: zod's `z.json()`
 * recurses once per nesting level, so an action nested a few thousand levels deep (a few KB)
 * would overflow the stack inside the schema check instead of being refused.
 */
import { requestSchemas } from './request-schemas';

/** far deeper than any request of the API (a seat's kind inside a seat inside a new match: 5) */
export const maxRequestDepth = 32;
/** objects, arrays and plain values in one request: a game action holds a few dozen at most */
export const maxRequestValues = 10_000;

const mebibyte = 1024 * 1024;
/** a JSON string may write any character as `\uXXXX`: 6 bytes for one UTF-16 code unit */
const worstBytesPerChar = 6;
/** what an import carries besides the file's text: 12 seats of four 40-character fields, the game id, the frame's own keys */
const importEnvelopeBytes = 64 * 1024;
const importTextMaxChars = requestSchemas.importMatch.def.items[0].shape.text.maxLength ?? 0;

/**
 * The largest request the API has a use for (the longest game file it imports, every character
 * escaped), rounded up to whole MiB: a frame up to this size is read and answered.
 */
export const maxRequestBytes = Math.ceil((importTextMaxChars * worstBytesPerChar + importEnvelopeBytes) / mebibyte) * mebibyte;
/**
 * A frame above `maxRequestBytes` is answered with `request-too-large`; above this one it is not
 * even buffered: the WebSocket library closes that connection (1009), and the server goes on.
 */
export const maxFrameBytes = 4 * maxRequestBytes;

/**
 * What is wrong with the shape of `value` (too deep, too many values), or null when it is small
 * enough for the schemas. Walks with its own stack, so no input can overflow the call stack, and
 * stops as soon as a limit is passed. A cycle (possible over IPC's structured clone) is too deep.
 */
export function requestShapeProblem(value: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  let values = 1;
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > maxRequestDepth) return `nested deeper than ${maxRequestDepth} levels`;
    const children = Object.values(next.value);
    values += children.length;
    if (values > maxRequestValues) return `more than ${maxRequestValues} values`;
    for (const child of children) pending.push({ value: child, depth: next.depth + 1 });
  }
  return null;
}
