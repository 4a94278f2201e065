/**
 * The runner finds the move asked for among the legal ones as canonical JSON would: fields in any
 * order, nested lists in theirs, a field left undefined counting as absent, a number sent as text
 * or an extra field refused. Plain moves take a faster path than serialising; both must agree.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '$engine/core/errors';
import { legalMove, type MoveRules } from '$engine/core/match';
import type { Action } from '$engine/core/types';

function rulesOffering(actions: Action[]): MoveRules<null, Action> {
  return { seatCount: () => 2, isOver: () => false, activeSeats: () => [0], legalActions: () => actions };
}

const roll = { type: 'roll', heroes: ['ogre', 'pixie'], options: { wild: true, count: 2 } };
const place = { type: 'place', card: 'sky-rocky-1', hunt: 2, note: undefined };
const offered = [{ type: 'place', card: 'sky-rocky-1', hunt: 1 }, place, { type: 'roll', heroes: ['pixie', 'ogre'], options: { wild: true, count: 2 } }, roll];

function found(action: unknown): Action | string {
  try {
    return legalMove(rulesOffering(offered), null, 0, action);
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
}

describe('legalMove tells the move asked for among the legal ones', () => {
  it('finds a move whatever the order of its fields, here or nested', () => {
    expect(found({ hunt: 2, card: 'sky-rocky-1', type: 'place' })).toBe(place);
    expect(found({ options: { count: 2, wild: true }, heroes: ['ogre', 'pixie'], type: 'roll' })).toBe(roll);
  });

  it('keeps the order of a list: another order is another move', () => {
    expect(found({ type: 'roll', heroes: ['pixie', 'ogre'], options: { wild: true, count: 2 } })).toBe(offered[2]);
  });

  it('refuses a number sent as text, a missing or an extra field, a list of another length', () => {
    expect(found({ type: 'place', card: 'sky-rocky-1', hunt: '2' })).toBe('illegal-action');
    expect(found({ type: 'place', card: 'sky-rocky-1' })).toBe('illegal-action');
    expect(found({ type: 'place', card: 'sky-rocky-1', hunt: 2, extra: 0 })).toBe('illegal-action');
    expect(found({ type: 'roll', heroes: ['ogre'], options: { wild: true, count: 2 } })).toBe('illegal-action');
    expect(found({ type: 'roll', heroes: ['ogre', 'pixie'], options: { wild: true } })).toBe('illegal-action');
  });

  it('compares moves that are not plain data as canonical JSON', () => {
    // undefined and NaN are what JSON drops or turns into null: the slow path decides, as before
    expect(found({ type: 'place', card: 'sky-rocky-1', hunt: 2, note: undefined })).toBe(place);
    expect(found({ type: 'place', card: 'sky-rocky-1', hunt: Number.NaN })).toBe('illegal-action');
  });
});
