/**
 * Before any browser test: find the browser once and hand it to every test file, or say in one
 * line what to install and stop, instead of a launch error for each test.
 */
import type { TestProject } from 'vitest/node';
import { findBrowser, machineProbe, type BrowserChoice } from './find-browser';

declare module 'vitest' {
  export interface ProvidedContext {
    browser: BrowserChoice;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const search = await findBrowser(machineProbe);
  if ('missing' in search) {
    console.error(search.missing);
    process.exit(1);
  }
  project.provide('browser', search.found);
}
