/**
 * A seeded flood on one seat link (or watch link) of the phone server: frames that are not JSON, ids it cannot
 * use, binary frames, every TV method (with real match ids), acts with bad arguments, moves the
 * seat may not make, nesting past the limit, and the seat's token itself inside requests. Every
 * frame must be refused with a translated error (none may change a thing), on a connection that
 * stays open. Shared by the phone tests (tests/electron/phones.test.ts) and `npm run soak`.
 */
import { WebSocket } from 'ws';
import { Rng, seedRng } from '../../engine/core/rng';
import { requestMethods, type PhoneWireMessage, type Result } from '../../electron/shared/api';
import { maxRequestDepth } from '../../electron/main/wire-limits';
import { translatedKeys } from './wire-fuzz';

export interface PhoneFloodFigures {
  sent: number;
  answered: number;
  /** refusals by error code */
  codes: Record<string, number>;
  /** every frame the phone received, to search for what must never be sent */
  received: string[];
}

export interface PhoneFloodOptions {
  port: number;
  /** the seat link's token (or the watch link's, with `socket`) */
  token: string;
  /** where the link's socket is, token excluded: a seat's unless told otherwise */
  socket?: 'phone-api?seat=' | 'watch-api?watch=';
  seed: number;
  count: number;
  /** match ids to send in TV requests: the seat's own and others */
  matchIds: string[];
  /** an action of the seat's game the seat may not make now (say, another seat's legal move) */
  illegal: unknown;
  /** how many actions the match has: acts are sent with counts around it */
  actionCount: number;
}

export async function phoneFlood(options: PhoneFloodOptions): Promise<PhoneFloodFigures> {
  const { port, token, count, matchIds, illegal, actionCount } = options;
  const rng = new Rng(seedRng(options.seed));
  const below = (limit: number) => rng.int(0, limit - 1);
  const keys = translatedKeys();
  const socket = new WebSocket(`ws://127.0.0.1:${port}/${options.socket ?? 'phone-api?seat='}${encodeURIComponent(token)}`, {
    headers: { origin: `http://127.0.0.1:${port}` },
  });
  const figures: PhoneFloodFigures = { sent: 0, answered: 0, codes: {}, received: [] };
  let failure: string | null = null;
  let wake = () => {};
  socket.on('message', (data) => {
    const text = data.toString();
    figures.received.push(text);
    const message = JSON.parse(text) as PhoneWireMessage;
    if (!('id' in message)) return;
    figures.answered++;
    const result = message.result as Result<unknown>;
    if (result.ok) failure ??= `a hostile frame was accepted: ${text.slice(0, 300)}`;
    else if (!keys.has(result.error.key)) failure ??= `refused with an untranslated key: ${text.slice(0, 300)}`;
    else figures.codes[result.error.code] = (figures.codes[result.error.code] ?? 0) + 1;
    wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });

  const hostile = (): string | Buffer => {
    const id = below(1_000_000);
    const matchId = matchIds[below(matchIds.length)];
    switch (below(12)) {
      case 0:
        return '{"id":'.slice(0, 1 + below(6));
      case 1:
        return JSON.stringify({ id: [-1, 1.5, '7', null, 2 ** 60][below(5)], method: 'act', args: [] });
      case 2:
        return JSON.stringify({ id, method: requestMethods[below(requestMethods.length)], args: [matchId, below(4)] });
      case 3:
        return JSON.stringify({ id, method: 'act', args: [illegal, actionCount] });
      case 4:
        return JSON.stringify({ id, method: 'act', args: [JSON.parse('['.repeat(maxRequestDepth + 8) + ']'.repeat(maxRequestDepth + 8)), actionCount] });
      case 5:
        return JSON.stringify({ id, method: 'act', args: [{ type: 'x'.repeat(1 + below(80)) }, actionCount] });
      case 6:
        return Buffer.from(Array.from({ length: 1 + below(16) }, () => below(256)));
      case 7:
        return JSON.stringify({ id, method: 'act', args: [{ type: 'pick', seat: below(5), token }, actionCount], token });
      case 8:
        return JSON.stringify([id, 'act', illegal]);
      case 9:
        return JSON.stringify({ id, method: 'act', args: [illegal, actionCount + 1 + below(5)] });
      case 10:
        return JSON.stringify({ id, method: 'act', args: [matchId, below(4), illegal, actionCount] });
      default:
        return JSON.stringify({ id, method: 'act', args: [illegal, ['zero', -1, 0.5, null][below(4)]] });
    }
  };

  for (let sent = 0; sent < count; sent += 200) {
    const batch = Math.min(200, count - sent);
    const answeredBefore = figures.answered;
    for (let i = 0; i < batch; i++) {
      const frame = hostile();
      socket.send(frame, { binary: Buffer.isBuffer(frame) });
      figures.sent++;
    }
    while (figures.answered < answeredBefore + batch && failure === null && socket.readyState === WebSocket.OPEN) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failure) break;
    if (socket.readyState !== WebSocket.OPEN) {
      failure = `the server closed the connection (${await closed}) after ${figures.sent} frames`;
      break;
    }
  }
  socket.close();
  if (failure) throw new Error(failure);
  return figures;
}
