/**
 * The hall of fame: ratings, records and titles computed from the finished saved games
 * (engine/fame), and the renames and merges of the players remembered. Nothing of it is saved:
 * it is kept in memory only as long as the saved games and profiles it came from are the same,
 * and each game's record figures as long as that game is (so a new game reads only its own events).
 */
import { hallOfFame, type FameMatch, type FameTables, type PlayerId } from '../../../engine/fame/hall-of-fame';
import { recordEventTypes, recordsOf, type RecordEntry } from '../../../engine/fame/records';
import type { FamePlayer, FamePlayerView, HallOfFameView, SeatSetup } from '../../shared/api';
import { StoreError } from '../../store/errors';
import { profileKey } from '../../store/profiles-table';
import type { ProfileIdentity, Store, StoredMatch } from '../../store/types';
import { nightOf } from '../campaign-views';
import type { HostContext } from './context';

interface Computed {
  /** what it was computed from: the finished games and the profiles, as they were */
  source: string;
  tables: FameTables;
  players: Map<PlayerId, FamePlayer>;
}

export class HallOfFame {
  private computed: Computed | null = null;
  /** each finished game's record figures, kept while the game is as it was (`stamp`) */
  private readonly records = new Map<string, { stamp: string; entries: RecordEntry[] }>();

  constructor(private readonly context: HostContext) {}

  view(): HallOfFameView {
    const { tables, players } = this.compute();
    return {
      players: [...players.values()],
      ladders: tables.ladders,
      records: tables.records,
      nights: tables.nights,
      tonight: nightOf(this.context.now()),
    };
  }

  player(id: PlayerId): FamePlayerView {
    const { tables, players } = this.compute();
    const player = players.get(id);
    if (!player) throw new StoreError('unknown-profile');
    const holders = new Set(tables.records.map((record) => `${record.record}:${record.player}:${record.matchId}`));
    return {
      player,
      ladders: tables.ladders.flatMap(({ game, standings }) => {
        const standing = standings.find((entry) => entry.player === id);
        return standing ? [{ game, standing, history: tables.histories[game][id] ?? [] }] : [];
      }),
      records: tables.personalBests
        .filter((best) => best.player === id)
        .map((best) => ({ ...best, holder: holders.has(`${best.record}:${id}:${best.matchId}`) })),
      titles: tables.nights.flatMap(({ night, titles }) =>
        titles.filter((title) => title.players.includes(id)).map(({ title, value }) => ({ night, title, value })),
      ),
    };
  }

  rename(profile: number, name: string): HallOfFameView {
    this.store().renameProfile(profile, name);
    return this.view();
  }

  merge(from: number, into: number): HallOfFameView {
    this.store().mergeProfiles(from, into);
    return this.view();
  }

  private store(): Store {
    return this.context.saveFile.requireStore();
  }

  private compute(): Computed {
    const store = this.store();
    const finished = store.listMatches().matches.filter((match) => match.outcome !== null);
    const profiles = store.profileIdentities();
    const source = JSON.stringify([finished.map(stampOf), profiles]);
    if (this.computed?.source === source) return this.computed;
    const records = this.recordsOf(store, finished);
    const owners = new Map<string, ProfileIdentity>();
    for (const profile of profiles) for (const key of profile.names) owners.set(key, profile);
    const players = new Map<PlayerId, FamePlayer>();
    const fameMatches = finished.map((match): FameMatch => ({
      id: match.id,
      game: match.game,
      finishedAt: match.updatedAt,
      night: nightOf(match.updatedAt),
      players: match.seats.map((seat) => playerOf(seat, owners, players)),
      outcome: match.outcome!,
      records: records.get(match.id) ?? [],
    }));
    this.computed = { source, tables: hallOfFame(fameMatches), players };
    return this.computed;
  }

  /** each finished game's record figures: those known already, and one read of the record events of the others */
  private recordsOf(store: Store, finished: StoredMatch[]): Map<string, RecordEntry[]> {
    const unknown = finished.filter((match) => this.records.get(match.id)?.stamp !== stampOf(match));
    if (unknown.length) {
      // every finished game at once (a fresh Host), or only those new since
      const events = store.recordEvents(unknown.length === finished.length ? undefined : unknown.map((match) => match.id));
      const byMatch = groupBy(events, (entry) => entry.matchId);
      for (const match of unknown) {
        const types = new Set(recordEventTypes(match.game));
        const ofMatch = (byMatch.get(match.id) ?? []).flatMap((entry) => entry.events.filter((event) => types.has(event.type)));
        const entries = recordsOf(match.game, match.seats.map((seat) => seat.name), match.outcome!, ofMatch);
        this.records.set(match.id, { stamp: stampOf(match), entries });
      }
    }
    const live = new Set(finished.map((match) => match.id));
    for (const id of this.records.keys()) if (!live.has(id)) this.records.delete(id);
    return new Map(finished.map((match) => [match.id, this.records.get(match.id)!.entries]));
  }
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** a finished game changes only by an undo past its end, which moves its count and time */
function stampOf(match: StoredMatch): string {
  return `${match.id}@${match.actionCount}@${match.updatedAt}`;
}

/** who sat in `seat`, learning on the way what to show of each player (bots and players never remembered: as in their latest game, the first listed) */
function playerOf(seat: SeatSetup, owners: Map<string, ProfileIdentity>, players: Map<PlayerId, FamePlayer>): PlayerId {
  const { name, color, symbol, kind } = seat;
  if (kind.type === 'bot') {
    const id = `bot:${kind.level}`;
    if (!players.has(id)) players.set(id, { id, name, color, symbol, bot: kind.level, profile: null });
    return id;
  }
  const key = profileKey(name);
  const profile = owners.get(key);
  if (profile) {
    const id = `profile:${profile.id}`;
    players.set(id, { id, name: profile.name, color: profile.color, symbol: profile.symbol, bot: null, profile: profile.id });
    return id;
  }
  const id = `name:${key}`;
  if (!players.has(id)) players.set(id, { id, name: name.trim(), color, symbol, bot: null, profile: null });
  return id;
}
