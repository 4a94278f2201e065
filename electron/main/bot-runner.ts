/**
 * Where bots think. The Host only sees `BotRunner`; the app uses a worker thread so a slow search
 * never blocks IPC or the web server, unit tests may use the in-process runner.
 */
import { Worker } from 'node:worker_threads';
import type { Action } from '../../engine/core/types';
import { chooseBotMove, type BotRequest } from '../../engine/ai/bot-move';
import type { BotWorkerData, BotWorkerReply, BotWorkerRequest } from '../../engine/ai/bot-worker';

export type { BotRequest };

export interface BotRunner {
  choose(request: BotRequest): Promise<Action>;
  close(): Promise<void>;
}

export class InProcessBotRunner implements BotRunner {
  async choose(request: BotRequest): Promise<Action> {
    return chooseBotMove(request);
  }

  async close(): Promise<void> {}
}

interface Pending {
  resolve: (action: Action) => void;
  reject: (error: Error) => void;
}

/**
 * One long-lived worker; started on first use, restarted if it dies. Every request is counted in
 * shared memory before it is posted, which tells a bot pondering in the worker to stop.
 */
export class WorkerBotRunner implements BotRunner {
  private worker: Worker | null = null;
  private posted = new Int32Array(new SharedArrayBuffer(4));
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** `execArgv` lets tests run the TypeScript entry through a loader (`--import tsx`). */
  constructor(
    private readonly workerPath: string,
    private readonly execArgv: string[] = [],
  ) {}

  choose(request: BotRequest): Promise<Action> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Action>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      Atomics.add(this.posted, 0, 1);
      worker.postMessage({ id, request } satisfies BotWorkerRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('bot runner closed'));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    // a new worker has received nothing yet: its count starts from zero
    this.posted = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(this.workerPath, { execArgv: this.execArgv, workerData: { posted: this.posted.buffer as SharedArrayBuffer } satisfies BotWorkerData });
    worker.unref();
    worker.on('message', (reply: BotWorkerReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if ('error' in reply) pending.reject(new Error(reply.error));
      else pending.resolve(reply.action as Action);
    });
    const died = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`bot worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
