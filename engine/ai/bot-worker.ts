/**
 * Worker-thread entry (built to out/main/bot-worker.js): bots think here so the window and the
 * web server never freeze while a bot searches.
 */
import { parentPort } from 'node:worker_threads';
import { chooseBotMove, type BotRequest } from './bot-move';

export interface BotWorkerRequest {
  id: number;
  request: BotRequest;
}

export type BotWorkerReply = { id: number; action: unknown } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('bot-worker must run in a worker thread');

port.on('message', ({ id, request }: BotWorkerRequest) => {
  let reply: BotWorkerReply;
  try {
    reply = { id, action: chooseBotMove(request) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
