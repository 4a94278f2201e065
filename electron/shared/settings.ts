/** The settings of a fresh install, shared by the Host (its store) and the pages (before the Host answers). */
import type { Settings } from './api';

/**
 * Sound: effects at a moderate level, loud enough to hear a die or a club over a room talking but
 * under the players' voices; the music bed off, since a game night often has its own music and
 * chatter: the host turns it up when the room wants it.
 */
export const defaultSettings: Settings = {
  language: 'en',
  animationSpeed: 'normal',
  phones: false,
  effectsVolume: 60,
  musicVolume: 0,
  muted: false,
  reactions: true,
};
