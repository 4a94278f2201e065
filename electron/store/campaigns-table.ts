/** The save store's campaigns table (a campaign's matches are in the matches table, see `campaignMatches`). */
import type Database from 'better-sqlite3';
import { StoreError } from './errors';
import type { Guard } from './failures';
import { readCampaignRow, type CampaignRow } from './rows';
import type { DamagedCampaign, StoredCampaign } from './types';

export class CampaignsTable {
  private readonly statements;

  constructor(
    db: Database.Database,
    private readonly guard: Guard,
  ) {
    this.statements = {
      insertCampaign: db.prepare<[string, string, number]>('INSERT INTO campaigns (id, setup, created_at) VALUES (?, ?, ?)'),
      listCampaigns: db.prepare<[], CampaignRow>('SELECT * FROM campaigns ORDER BY created_at DESC, id'),
      getCampaign: db.prepare<[string], CampaignRow>('SELECT * FROM campaigns WHERE id = ?'),
      deleteCampaign: db.prepare<[string]>('DELETE FROM campaigns WHERE id = ?'),
    };
  }

  create(campaign: StoredCampaign): void {
    this.guard(() => this.statements.insertCampaign.run(campaign.id, JSON.stringify(campaign.setup), campaign.createdAt));
  }

  list(): { campaigns: StoredCampaign[]; damaged: DamagedCampaign[] } {
    const campaigns: StoredCampaign[] = [];
    const damaged: DamagedCampaign[] = [];
    for (const row of this.guard(() => this.statements.listCampaigns.all())) {
      const read = readCampaignRow(row);
      if (read && 'campaign' in read) campaigns.push(read.campaign);
      else if (read) damaged.push(read.damaged);
    }
    return { campaigns, damaged };
  }

  get(id: string): StoredCampaign | undefined {
    const row = this.guard(() => this.statements.getCampaign.get(id));
    if (!row) return undefined;
    const read = readCampaignRow(row);
    if (!read || !('campaign' in read)) throw new StoreError('campaign-damaged');
    return read.campaign;
  }

  delete(campaignId: string): void {
    // its matches go with it, and their actions and snapshots with them (ON DELETE CASCADE)
    this.guard(() => this.statements.deleteCampaign.run(campaignId));
  }
}
