/**
 * axe-core run in the page as it is shown: its source is put into the page once, then asked about
 * the whole document. Only serious and critical violations count (what keeps a player using a
 * screen reader, the keyboard or weak eyes from the table); each is described with the screen
 * state it was found in, so a failure says where.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** one violation on one screen state, e.g. "en · home · color-contrast (serious) · .winner .out: Fix ... (2.65:1)" */
export type AxeFault = string;

/** The serious and critical violations on the page as it is now, described with `state`. */
export async function axeFaults(page: Page, state: string): Promise<AxeFault[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const found = await axe.run(document, { resultTypes: ['violations'] });
    return found.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
      }));
  });
  return results.flatMap((violation) =>
    violation.nodes.map((node) => `${state} · ${violation.id} (${violation.impact}) · ${node.target}: ${shorten(node.summary)}`),
  );
}

function shorten(summary: string): string {
  const flat = summary.replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}
