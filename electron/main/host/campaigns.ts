/**
 * Campaigns: an evening's ladder, a tournament or a league of matches between the same players.
 * Their progress is computed afresh from their saved matches (campaign-views.ts); each match is
 * started, played and deleted at the match table like any other.
 */
import { randomUUID } from 'node:crypto';
import { campaignGames, fixtureOptions, type CampaignFixture } from '../../../engine/campaign/campaign';
import type { BaseState, GameModule, MatchConfig } from '../../../engine/core/types';
import type { CampaignPlayer, CampaignSummary, CampaignView, GameOptions, LeagueGame, MatchUpdate, NewCampaign, SeatSetup } from '../../shared/api';
import { StoreError } from '../../store/errors';
import type { DamagedMatch, Store, StoredCampaign, StoredMatch } from '../../store/types';
import { HostError } from '../app-error';
import { campaignMatch, campaignState, campaignSummary, campaignView, damagedCampaignSummary, type CampaignState } from '../campaign-views';
import { checkSeats, gameModule, type HostContext } from './context';
import { summarizeDamaged } from './damaged-matches';
import type { MatchTable } from './match-table';

export class Campaigns {
  constructor(
    private readonly context: HostContext,
    private readonly matches: MatchTable,
  ) {}

  list(): CampaignSummary[] {
    const store = this.store();
    const { campaigns, damaged } = store.listCampaigns();
    return [
      ...campaigns.map((campaign) => {
        const { matches, damaged: damagedMatches } = store.campaignMatches(campaign.id);
        return campaignSummary(campaignState(campaign, matches), damagedMatches.length);
      }),
      ...damaged.map(damagedCampaignSummary),
    ];
  }

  /**
   * A new campaign. Its players, bots and options are tried on its games before anything is
   * saved, so a campaign that could not play its first match is never created.
   */
  create(input: NewCampaign): CampaignView {
    const store = this.store();
    const { games } = this.context;
    const game = campaignGames[input.format];
    const ids = game === null ? Object.keys(games) : [game];
    for (const id of ids) gameModule(this.context, id);
    for (const { kind } of input.players) {
      if (kind.type === 'bot' && !ids.some((id) => games[id].bots.some((bot) => bot.id === kind.level))) {
        throw new HostError('bad-campaign', { detail: `unknown bot level ${kind.level}` });
      }
    }
    if (game !== null) {
      const seated = game === 'trol' ? input.players.length : 2;
      const config: MatchConfig = {
        seats: input.players.slice(0, seated).map(({ name }) => ({ name })),
        firstSeat: 0,
        options: { ...input.options, ...(game === 'battle-dice' ? { duel: true } : {}) },
      };
      try {
        games[game].definition.setup(config, 1);
      } catch (error) {
        throw new HostError('bad-campaign', { detail: error instanceof Error ? error.message : String(error) });
      }
    }
    const now = this.context.now();
    const campaign: StoredCampaign = { id: randomUUID(), setup: input, createdAt: now };
    store.createCampaign(campaign);
    const humans = input.players.filter((player) => player.kind.type === 'human');
    if (humans.length) store.rememberProfiles(humans.map(({ name, color, symbol }) => ({ name, color, symbol })), now);
    return this.view(campaignState(campaign, []), []);
  }

  open(campaignId: string): CampaignView {
    const { state, damaged } = this.load(campaignId);
    return this.view(state, damaged);
  }

  /**
   * The campaign's next match: the one going on, opened, or a new one for the next fixture of its
   * schedule. A league plays the game its players chose, with the campaign players they named.
   */
  play(campaignId: string, league: LeagueGame | undefined): MatchUpdate {
    const { state } = this.load(campaignId);
    const { setup } = state.campaign;
    if (setup.format === 'league') {
      if (!league) throw new HostError('bad-request', { detail: 'a league game needs its game and players' });
      if (new Set(league.players).size !== league.players.length || league.players.some((player) => player >= setup.players.length)) {
        throw new HostError('bad-request', { detail: 'each player of the league may sit once' });
      }
      const module = gameModule(this.context, league.game);
      const seats = league.players.map((player) => campaignSeat(setup.players[player], module, this.context.games));
      checkSeats(this.context, { game: league.game, seats });
      const options = { ...botsAloneOptions(league.game, seats), ...league.options };
      const config: MatchConfig = {
        seats: seats.map(({ name }) => ({ name })),
        firstSeat: this.context.randomInt(seats.length),
        ...(Object.keys(options).length ? { options } : {}),
      };
      const fixture = `l${state.matches.length + 1}`;
      return this.matches.start(module.definition, seats, config, { id: campaignId, fixture, round: 0, players: league.players });
    }
    if (league) throw new HostError('bad-request', { detail: 'only a league chooses its games' });
    const next = state.progress.upcoming[0];
    if (!next) throw new HostError('campaign-over');
    if (next.matchId) return this.matches.open(next.matchId);
    return this.startFixture(state, next);
  }

  delete(campaignId: string): void {
    const store = this.store();
    try {
      if (!store.getCampaign(campaignId)) throw new HostError('unknown-campaign');
    } catch (error) {
      // a damaged campaign can be deleted too: it only has to be there
      if (!(error instanceof StoreError && error.code === 'campaign-damaged')) throw error;
    }
    const { matches, damaged } = store.campaignMatches(campaignId);
    this.matches.forget([...matches, ...damaged].map(({ id }) => id));
    store.deleteCampaign(campaignId);
  }

  private store(): Store {
    return this.context.saveFile.requireStore();
  }

  /** the campaign as its readable matches leave it, and those of its matches that cannot be read */
  private load(campaignId: string): { state: CampaignState; damaged: DamagedMatch[] } {
    const store = this.store();
    const campaign = store.getCampaign(campaignId);
    if (!campaign) throw new HostError('unknown-campaign');
    const { matches, damaged } = store.campaignMatches(campaignId);
    return { state: campaignState(campaign, matches), damaged };
  }

  private view(state: CampaignState, damaged: DamagedMatch[]): CampaignView {
    const name = state.campaign.setup.name;
    return campaignView(state, [...state.matches.map((match) => this.matches.summary(match, name)), ...damaged.map(summarizeDamaged)]);
  }

  private startFixture(state: CampaignState, fixture: CampaignFixture): MatchUpdate {
    const { setup, id } = state.campaign;
    const module = gameModule(this.context, fixture.game);
    const seats = fixture.players.map((player) => campaignSeat(setup.players[player], module, this.context.games));
    const withTeams = state.matches.map((match) => campaignMatch(match, fixture.game === 'battle-dice' ? this.heroTeams(match) : undefined));
    const config: MatchConfig = {
      seats: seats.map(({ name }) => ({ name })),
      firstSeat: fixture.firstSeat,
      options: { ...botsAloneOptions(fixture.game, seats), ...setup.options, ...fixtureOptions(state.rules, withTeams, fixture) } as MatchConfig['options'],
    };
    return this.matches.start(module.definition, seats, config, { id, fixture: fixture.key, round: fixture.round, players: fixture.players });
  }

  /** A Battle Dice match's heroes per seat: its ready-made teams and the heroes its seats drafted. */
  private heroTeams(match: StoredMatch): string[][] {
    const given = (match.config.options?.teams ?? []) as string[][];
    const teams = match.seats.map((_, seat) => [...(given[seat] ?? [])]);
    for (const { seat, action } of this.store().actions(match.id)) {
      if (action.type !== 'pick') break;
      teams[seat]?.push(String(action.hero));
    }
    return teams;
  }
}

/**
 * A campaign match's options where only bots play and the campaign chose none: Battle Dice in
 * sudden death, as the setup screens default it, since bots alone would play a stalemate of two
 * healing teams out for hundreds of turns (scripts/bench/battle-dice-duels.ts).
 */
function botsAloneOptions(game: string, seats: readonly SeatSetup[]): GameOptions {
  return game === 'battle-dice' && seats.every((seat) => seat.kind.type === 'bot') ? { suddenDeath: true } : {};
}

/**
 * A campaign player seated in one of its games. In a league a bot plays every game at the level
 * chosen for it where that game has the level, and elsewhere at the level in the same place of
 * that game's ladder (weakest for weakest, strongest for strongest).
 */
function campaignSeat(player: CampaignPlayer, module: GameModule<BaseState>, games: Record<string, GameModule<BaseState>>): SeatSetup {
  const { kind } = player;
  if (kind.type !== 'bot' || module.bots.some((bot) => bot.id === kind.level)) return player;
  const ladder = Object.values(games)
    .map((game) => game.bots.map((bot) => bot.id))
    .find((levels) => levels.includes(kind.level));
  const place = ladder && ladder.length > 1 ? ladder.indexOf(kind.level) / (ladder.length - 1) : 1;
  return { ...player, kind: { type: 'bot', level: module.bots[Math.round(place * (module.bots.length - 1))].id } };
}
