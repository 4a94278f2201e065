/**
 * Argument schemas for every request of the API: whatever comes over IPC or the WebSocket is
 * checked here before the Host touches it.
 */
import { z } from 'zod';
import type { RequestMethod } from '../shared/api';
import { gameOptionsSchema, newCampaignSchema, seatSetupSchema as seatSetup } from '../shared/campaign-setup';

const id = z.string().min(1).max(100);
const token = z.string().min(1).max(40);

/** a loudness in whole percent */
const volume = z.number().int().min(0).max(100);

const settingsPatch = z.strictObject({
  language: z.enum(['en', 'fr']).optional(),
  animationSpeed: z.enum(['off', 'fast', 'normal', 'slow']).optional(),
  phones: z.boolean().optional(),
  effectsVolume: volume.optional(),
  musicVolume: volume.optional(),
  muted: z.boolean().optional(),
  reactions: z.boolean().optional(),
});

const newMatch = z.strictObject({
  game: token,
  seats: z.array(seatSetup).min(1).max(12),
  options: gameOptionsSchema.optional(),
  phoneLobby: id.optional(),
});

const importMatch = z.strictObject({
  game: token,
  text: z.string().max(500_000),
  seats: z.array(seatSetup).min(1).max(12),
});

const seat = z.number().int().min(0).max(64);
const profileId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const leagueGame = z.strictObject({
  game: token,
  players: z.array(z.number().int().min(0).max(15)).min(1).max(12),
  options: gameOptionsSchema.optional(),
});

/** how many actions the sender saw in the match: a move made on an older view is refused */
const actionCount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const action = z.object({ type: z.string().min(1).max(40) }).catchall(z.json());

export const requestSchemas = {
  status: z.tuple([]),
  startFreshStore: z.tuple([]),
  reopenStore: z.tuple([]),
  setSettings: z.tuple([settingsPatch]),
  listGames: z.tuple([]),
  listProfiles: z.tuple([]),
  listMatches: z.tuple([]),
  createMatch: z.tuple([newMatch]),
  openMatch: z.tuple([id]),
  seatView: z.tuple([id, seat]),
  act: z.tuple([id, seat, action, actionCount]),
  undo: z.tuple([id, actionCount]),
  deleteMatch: z.tuple([id]),
  importMatch: z.tuple([importMatch]),
  exportMatch: z.tuple([id]),
  exportDamagedMatch: z.tuple([id]),
  listCampaigns: z.tuple([]),
  createCampaign: z.tuple([newCampaignSchema]),
  openCampaign: z.tuple([id]),
  playCampaign: z.union([z.tuple([id]), z.tuple([id, leagueGame])]),
  deleteCampaign: z.tuple([id]),
  openPhoneLobby: z.tuple([token]),
  phoneTable: z.tuple([id]),
  invitePhone: z.tuple([id, seat]),
  revokePhone: z.tuple([id, seat]),
  openReplay: z.tuple([id]),
  replayStep: z.tuple([id, z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.boolean()]),
  hallOfFame: z.tuple([]),
  famePlayer: z.tuple([id]),
  renameProfile: z.tuple([profileId, z.string().trim().min(1).max(40)]),
  mergeProfiles: z.tuple([profileId, profileId]),
} satisfies Record<RequestMethod, z.ZodType<unknown[]>>;

export type RequestArgs = { [M in RequestMethod]: z.infer<(typeof requestSchemas)[M]> };

/** A short English description of what is wrong, shown inside the translated bad-request message. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** A phone's move: the action, and the number of actions its page saw (its seat and match come from its link). */
export const phoneActArgs = z.tuple([action, actionCount]);

/** keepDisplayAwake's argument: whether the display must stay awake */
export const keepDisplayAwakeArgs = z.tuple([z.boolean()]);
