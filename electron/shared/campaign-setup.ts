/**
 * What a campaign is started with (`NewCampaign`), as a schema: the Host checks a request with
 * it, and the store reads a saved campaign back through it, so a row that does not fit is
 * reported as damaged instead of breaking the campaign screen.
 */
import { z } from 'zod';
import { campaignPlayers, type CampaignFormat } from '../../engine/campaign/campaign';
import type { NewCampaign } from './api';

const label = z.string().trim().min(1).max(40);
const token = z.string().min(1).max(40);

export const seatSetupSchema = z.strictObject({
  name: label,
  color: token,
  symbol: token,
  kind: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('human') }),
    z.strictObject({ type: z.literal('bot'), level: token }),
  ]),
});

export const gameOptionsSchema = z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]));

const formats = Object.keys(campaignPlayers) as [CampaignFormat, ...CampaignFormat[]];

export const newCampaignSchema = z
  .strictObject({
    name: label,
    format: z.enum(formats),
    players: z.array(seatSetupSchema).min(2).max(16),
    times: z.number().int().min(1).max(4).optional(),
    matches: z.number().int().min(1).max(10).optional(),
    placePoints: z.array(z.number().int().min(0).max(99)).min(1).max(16).optional(),
    options: gameOptionsSchema.optional(),
  })
  .superRefine((campaign, context) => {
    const { min, max } = campaignPlayers[campaign.format];
    if (campaign.players.length < min || campaign.players.length > max) {
      context.addIssue({ code: 'custom', path: ['players'], message: `${campaign.format} takes ${min} to ${max} players` });
    }
    const names = campaign.players.map((player) => player.name.trim().normalize('NFC').toLowerCase());
    if (new Set(names).size !== names.length) context.addIssue({ code: 'custom', path: ['players'], message: 'two players share a name' });
  }) satisfies z.ZodType<NewCampaign>;
