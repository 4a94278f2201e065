import type { Result, WireMessage } from '../../../electron/shared/api';
import type { RunningServer } from './web-server';

/** A program talking to the web server as the page does: requests by id over its WebSocket. */
export async function wireClient(server: RunningServer) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api?token=${encodeURIComponent(server.token)}`);
  await new Promise((opened, failed) => {
    socket.onopen = opened;
    socket.onerror = failed;
  });
  const pending = new Map<number, (result: Result<unknown>) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as WireMessage;
    if ('id' in message) pending.get(message.id)?.(message.result);
  };
  let nextId = 1;
  return {
    async request<T>(method: string, ...args: unknown[]): Promise<T> {
      const id = nextId++;
      const answer = new Promise<Result<unknown>>((answered) => pending.set(id, answered));
      socket.send(JSON.stringify({ id, method, args }));
      const result = await answer;
      if (!result.ok) throw new Error(`${method}: ${result.error.code}`);
      return result.value as T;
    },
    close: () => socket.close(),
  };
}
