/** A phone's link to the Host (a seat's or a watcher's), faked: a test pushes states, drops the line or refuses the link, and answers requests. */
import type { PhoneState, PhoneWireMessage, Result, WatchState, WatchWireMessage } from '$contract/api';
import type { WireConnection } from '../../../renderer/src/lib/api-client';

type PhonePush = Extract<PhoneWireMessage, { push: string }>;
type WatchPush = Extract<WatchWireMessage, { push: string }>;

function fakeWire<Push>() {
  const pushes = new Set<(message: Push) => void>();
  const refusals = new Set<() => void>();
  const connections = new Set<(connected: boolean) => void>();
  const requests: { method: string; args: unknown[]; answer: (result: Result<unknown>) => void }[] = [];
  const wire: WireConnection<Push> = {
    request: (method, args) => new Promise((answer) => requests.push({ method, args, answer })),
    onPush: (listener) => (pushes.add(listener), () => pushes.delete(listener)),
    onConnectionChange: (listener) => (connections.add(listener), () => connections.delete(listener)),
    onAccessRefused: (listener) => (refusals.add(listener), () => refusals.delete(listener)),
    reconnectNow: () => {},
  };
  return {
    wire,
    requests,
    emit: (message: Push) => pushes.forEach((listener) => listener(message)),
    refuse: () => refusals.forEach((listener) => listener()),
    drop: () => connections.forEach((listener) => listener(false)),
  };
}

export function fakeLink() {
  const link = fakeWire<PhonePush>();
  return { ...link, push: (state: PhoneState) => link.emit({ push: 'phone', state }) };
}

export function fakeWatchLink() {
  const link = fakeWire<WatchPush>();
  return { ...link, push: (state: WatchState) => link.emit({ push: 'watch', state }) };
}
