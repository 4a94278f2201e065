/**
 * Worker-thread entry (built to out/main/bot-worker.js): bots think here so the window and the
 * web server never freeze while a bot searches. A bot that ponders goes on thinking after its
 * reply, until the next request is posted: the runner counts its requests in shared memory
 * (`workerData.posted`), which a busy worker can read without taking messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Action } from '../core/types';
import { chooseBotMove, ponderAfterMove, type BotRequest } from './bot-move';

export interface BotWorkerData {
  /** one Int32: how many requests the runner has posted so far */
  posted?: SharedArrayBuffer;
}

export interface BotWorkerRequest {
  id: number;
  request: BotRequest;
}

export type BotWorkerReply = { id: number; action: unknown } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('bot-worker must run in a worker thread');
const posted = (workerData as BotWorkerData | null)?.posted;
const postedCount = posted ? new Int32Array(posted) : null;
let received = 0;

port.on('message', ({ id, request }: BotWorkerRequest) => {
  received++;
  let action: Action;
  try {
    action = chooseBotMove(request);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies BotWorkerReply);
    return;
  }
  port.postMessage({ id, action } satisfies BotWorkerReply);
  if (!postedCount) return;
  const waiting = (): boolean => Atomics.load(postedCount, 0) !== received;
  try {
    if (!waiting()) ponderAfterMove(request, action, waiting);
  } catch {
    // thinking ahead is a bonus: the reply has gone, and the next request starts afresh
  }
});
