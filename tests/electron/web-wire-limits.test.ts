/** The size and shape limits every request meets before its schema (over the WebSocket, and IPC through Host.request). */
import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../../electron/main/request-schemas';
import { maxFrameBytes, maxRequestBytes, maxRequestDepth, maxRequestValues, requestShapeProblem } from '../../electron/main/wire-limits';

function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { inner: value };
  return value;
}

describe('request limits', () => {
  it('lets through what the API uses, and refuses deeper or bigger shapes without recursion', () => {
    expect(requestShapeProblem(['match-1', 0, { type: 'assign', dice: [{ face: 3, target: 1 }] }, 12])).toBeNull();
    expect(requestShapeProblem(nested(maxRequestDepth))).toBeNull();
    expect(requestShapeProblem(nested(maxRequestDepth + 1))).toBe(`nested deeper than ${maxRequestDepth} levels`);
    // far past any call stack: refused all the same
    expect(requestShapeProblem(nested(1_000_000))).toBe(`nested deeper than ${maxRequestDepth} levels`);
    expect(requestShapeProblem(new Array(maxRequestValues - 1).fill(0))).toBeNull();
    expect(requestShapeProblem(new Array(maxRequestValues).fill(0))).toBe(`more than ${maxRequestValues} values`);
    expect(requestShapeProblem('x'.repeat(1_000_000))).toBeNull();
  });

  it('refuses a cycle, which structured clone can carry over IPC', () => {
    const action: Record<string, unknown> = { type: 'roll' };
    action.self = action;
    expect(requestShapeProblem(['match-1', 0, action, 0])).toBe(`nested deeper than ${maxRequestDepth} levels`);
  });

  it('takes the largest legal import with every character escaped, in one frame', () => {
    // a control character is written `\u0001`: 6 bytes on the wire for each character of every string
    const escaped = (length: number) => '\u0001'.repeat(length);
    const seat = { name: escaped(40), color: escaped(40), symbol: escaped(40), kind: { type: 'bot', level: escaped(40) } };
    const largest = { game: escaped(40), text: escaped(500_000), seats: new Array(12).fill(seat) };
    expect(requestSchemas.importMatch.safeParse([largest]).success).toBe(true);
    const frame = JSON.stringify({ id: Number.MAX_SAFE_INTEGER, method: 'importMatch', args: [largest] });
    expect(Buffer.byteLength(frame)).toBeGreaterThan(3_000_000);
    expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(maxRequestBytes);
    expect(maxFrameBytes).toBeGreaterThan(maxRequestBytes);
  });
});
