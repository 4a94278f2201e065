/** A phone's link to the Host, faked: a test pushes states, drops the line or refuses the link, and answers requests. */
import type { PhoneState, PhoneWireMessage, Result } from '$contract/api';
import type { WireConnection } from '../../../renderer/src/lib/api-client';

type PhonePush = Extract<PhoneWireMessage, { push: string }>;

export function fakeLink() {
  const pushes = new Set<(message: PhonePush) => void>();
  const refusals = new Set<() => void>();
  const connections = new Set<(connected: boolean) => void>();
  const requests: { method: string; args: unknown[]; answer: (result: Result<unknown>) => void }[] = [];
  const wire: WireConnection<PhonePush> = {
    request: (method, args) => new Promise((answer) => requests.push({ method, args, answer })),
    onPush: (listener) => (pushes.add(listener), () => pushes.delete(listener)),
    onConnectionChange: (listener) => (connections.add(listener), () => connections.delete(listener)),
    onAccessRefused: (listener) => (refusals.add(listener), () => refusals.delete(listener)),
    reconnectNow: () => {},
  };
  return {
    wire,
    requests,
    push: (state: PhoneState) => pushes.forEach((listener) => listener({ push: 'phone', state })),
    refuse: () => refusals.forEach((listener) => listener()),
    drop: () => connections.forEach((listener) => listener(false)),
  };
}
