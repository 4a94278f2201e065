/**
 * How an ability's face is painted: each has its own background so faces are told apart at a
 * glance, with ink chosen for contrast; the icon's shape and the written name carry the meaning.
 */
import type { Ability } from '$engine/games/battle-dice/types';

export const faceColors: Record<Ability, { bg: string; ink: string }> = {
  dark: { bg: '#3b2a5c', ink: '#e6dcff' },
  fire: { bg: '#e0501b', ink: '#fff4e0' },
  bash: { bg: '#8a5a32', ink: '#fff1de' },
  curse: { bg: '#1f3b2c', ink: '#c9f7d8' },
  lightning: { bg: '#f2c12e', ink: '#2a1f00' },
  drain: { bg: '#8e1030', ink: '#ffd9e2' },
  light: { bg: '#fff1b0', ink: '#7a5600' },
  water: { bg: '#2275c9', ink: '#e6f3ff' },
  shield: { bg: '#a8b4c4', ink: '#16202e' },
  meditate: { bg: '#c4a6e8', ink: '#2d1650' },
  swarm: { bg: '#c77b12', ink: '#1e1200' },
  growth: { bg: '#3c9a3e', ink: '#effff0' },
  ice: { bg: '#aeeaf5', ink: '#08465a' },
  poison: { bg: '#8fd631', ink: '#1c2d00' },
  focus: { bg: '#d9388b', ink: '#fff0f7' },
};
