/** Small timing helpers for the bench: medians of repeated runs, since the machines are shared. */
import { performance } from 'node:perf_hooks';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `work` `rounds` times and returns each round's duration in ms. */
export function timeRounds(rounds: number, work: (round: number) => void): number[] {
  const durations: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    work(round);
    durations.push(performance.now() - start);
  }
  return durations;
}

export const fmt = (value: number, digits = 1): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function heading(title: string): void {
  console.log(`\n== ${title}`);
}

export function figure(label: string, value: string): void {
  console.log(`  ${label.padEnd(70)} ${value}`);
}
