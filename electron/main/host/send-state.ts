/** Phones and watchers, on the Host's side: how a state pushed to them is sent. */
import { isExpectedRefusal } from '../app-error';

/** Sends a state that may not be made: a match that cannot be opened leaves its phones and watchers waiting, the TV shows why. */
export function sendState(send: () => void): void {
  try {
    send();
  } catch (error) {
    if (!isExpectedRefusal(error)) console.error('phone or watch state not sent:', error);
  }
}
