/**
 * The bench's worker-thread pool: long series of seeded games (Thud's ladder and matches, the
 * expert's games) played one per core. Each job is answered by one message from `workerFile`, a
 * file beside this one, and a game's result depends only on its job, never on which thread ran it.
 */
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'vite';

/**
 * `workerFile` bundled into out/bench, as the app bundles its bot worker. Run through tsx, every
 * function would be named as it is created and every re-exported name read through a getter:
 * a fifth to a third of a bot's time, which would make the decision times no figure of the app's.
 */
async function buildWorker(workerFile: string): Promise<string> {
  const outDir = join(__dirname, '../../out/bench');
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: join(__dirname, workerFile),
      outDir,
      emptyOutDir: false,
      minify: false,
      target: 'node24',
      rollupOptions: { output: { entryFileNames: '[name].mjs' } },
    },
  });
  return join(outDir, basename(workerFile).replace(/\.ts$/, '.mjs'));
}

/** each worker file's bundle, built once per run: the expert bench plays every size and pair of levels on the same worker */
const bundles = new Map<string, Promise<string>>();

function bundled(workerFile: string): Promise<string> {
  if (!bundles.has(workerFile)) bundles.set(workerFile, buildWorker(workerFile));
  return bundles.get(workerFile)!;
}

/** Plays every job on a pool of worker threads, the last (longest) first; results come back in job order. */
export async function playOnWorkers<Job, Result>(workerFile: string, jobs: Job[]): Promise<Result[]> {
  const results: Result[] = new Array(jobs.length);
  let next = jobs.length;
  const threads = Math.max(1, Math.min(availableParallelism(), jobs.length));
  const script = await bundled(workerFile);
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(script);
      try {
        while (next > 0) {
          const index = --next;
          results[index] = await new Promise<Result>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage(jobs[index]);
          });
          worker.removeAllListeners('error');
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return results;
}
