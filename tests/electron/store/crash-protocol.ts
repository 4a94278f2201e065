/**
 * What the crash child tells the test: one line per append that has returned. Shared by
 * crash-child.ts (which writes the lines) and crash.test.ts (which checks them), and free of vitest
 * so the child can import it.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../engine/core/json';

export interface Acknowledgement {
  matchId: string;
  /** index of the action just saved */
  index: number;
  /** hash of the state the table would now show */
  stateHash: string;
}

export function stateHash(state: unknown): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex').slice(0, 16);
}

export function acknowledgementLine(ack: Acknowledgement): string {
  return `ack ${ack.matchId} ${ack.index} ${ack.stateHash}\n`;
}

export const readyLine = 'ready\n';

/** Parses the child's whole stdout; a line cut short by the kill is not an acknowledgement. */
export function parseAcknowledgements(stdout: string): Acknowledgement[] {
  return stdout
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('ack '))
    .map((line) => {
      const [, matchId, index, hash] = line.split(' ');
      return { matchId, index: Number(index), stateHash: hash };
    });
}
