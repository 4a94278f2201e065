/**
 * The match table: the open matches, loaded from the save on first use and checked as they are;
 * every move saved (durable) before it is shown, undo, the bots' turns, and each change sent to
 * every table watching as the difference from the revision it holds. Like boardgame.io's `Master`,
 * it is the authority over each match's state; the save, the phones and the bots are handed in.
 * About 400 lines, as one authority: its undo, bots and replay checks already live beside it.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { RuleError } from '../../../engine/core/errors';
import { applyChecked, moveRecord } from '../../../engine/core/match';
import type { Action, BaseState, GameDefinition, GameEvent, MatchConfig, Seat } from '../../../engine/core/types';
import type { ExportedMatch, ImportMatch, MatchSummary, MatchUpdate, NewMatch, PhoneNotice, SeatSetup, SeatSnapshot, UndoOffer } from '../../shared/api';
import { firstLineFrom, viewChange } from '../../shared/match-update';
import { StoreError } from '../../store/errors';
import type { CampaignLink, Store, StoredAction, StoredMatch } from '../../store/types';
import { HostError, StaleMoveError } from '../app-error';
import { checkSeats, gameModule, type HostContext } from './context';
import { exportFileName, rescueFile, summarizeDamaged } from './damaged-matches';
import { isHuman, isPrivateTurn, isPublic, logLines, setupLines, summarize, tableState, trackTurns, type LiveMatch } from './live-match';
import type { Bots } from './match-bots';
import { replayFromStart, replayImported, replaySaved, type Replayed } from './match-replay';
import { takeBack, undoOffer } from './match-undo';

/** Who else hears of a match's life: its phones (see phones.ts). */
export interface MatchWatcher {
  /** after every move or undo, with a notice for some seats */
  changed(match: LiveMatch, notices?: Map<Seat, PhoneNotice>): void;
  /** the match was deleted */
  gone(matchId: string): void;
}

export class MatchTable {
  private readonly live = new Map<string, LiveMatch>();
  /** matches found damaged when opened (their rows read fine): listed as damaged from then on */
  private readonly damagedMatches = new Set<string>();
  private readonly listeners = new Set<(update: MatchUpdate) => void>();
  /**
   * the latest revision given to any match; starting from the clock, a restarted Host never hands
   * out a revision a page still holds from before
   */
  private lastRevision = Date.now();

  constructor(
    private readonly context: HostContext,
    /** save the state every this many actions so resuming replays only a short tail */
    private readonly snapshotEvery: number,
    private readonly bots: Bots,
    private readonly watcher: MatchWatcher,
  ) {}

  onMatchUpdate(listener: (update: MatchUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  list(): MatchSummary[] {
    const store = this.store();
    const { matches, damaged } = store.listMatches();
    // each campaign's name read once, not once per match
    const campaignNames = new Map(store.listCampaigns().campaigns.map(({ id, setup }) => [id, setup.name]));
    return [...matches.map((match) => this.summary(match, (match.campaign && campaignNames.get(match.campaign.id)) ?? '')), ...damaged.map(summarizeDamaged)];
  }

  /** A saved match as listed: marked damaged if it was found so when opened. */
  summary(match: StoredMatch, campaignName: string): MatchSummary {
    const summary = summarize(match, campaignName);
    return this.damagedMatches.has(match.id) ? { ...summary, damaged: true as const } : summary;
  }

  create(input: NewMatch): MatchUpdate {
    const { definition } = checkSeats(this.context, input);
    return this.start(definition, input.seats, {
      seats: input.seats.map(({ name }) => ({ name })),
      firstSeat: this.context.randomInt(input.seats.length),
      ...(input.options ? { options: input.options } : {}),
    });
  }

  /** Saves a new match (in a campaign, with `campaign`), remembers its players and sets its bots going. */
  start(definition: GameDefinition<BaseState>, seats: SeatSetup[], config: MatchConfig, campaign?: Omit<CampaignLink, 'id'> & { id: string }): MatchUpdate {
    const store = this.store();
    const seed = this.context.randomInt(2 ** 31);
    const state = definition.setup(config, seed);
    const now = this.context.now();
    const id = randomUUID();
    store.createMatch({ id, game: definition.id, version: definition.version, config, seed, seats, createdAt: now, ...(campaign ? { campaign } : {}) });
    const humans = seats.filter((seat) => seat.kind.type === 'human');
    if (humans.length) store.rememberProfiles(humans.map(({ name, color, symbol }) => ({ name, color, symbol })), now);
    const stored = store.getMatch(id);
    if (!stored) throw new Error(`match ${id} was not saved`);
    const match = this.track(stored, definition, { state, records: [] }, []);
    this.bots.start(match);
    return { ...this.wholeUpdate(match), fresh: state.events.filter(isPublic) };
  }

  /**
   * A new match from a game file. Every move is replayed through the rules before anything is
   * saved, so a bad file (whose error names its first bad line) leaves the store untouched.
   */
  importGame(input: ImportMatch): MatchUpdate {
    const store = this.store();
    const { definition, notation } = checkSeats(this.context, input);
    if (!notation) throw new HostError('bad-request', { detail: `${definition.id} has no game files` });
    const { config, log } = notation.importGame(input.text, input.seats.map(({ name }) => ({ name })));
    const seed = this.context.randomInt(2 ** 31);
    const { state, records, entries, snapshots } = replayImported(definition, config, seed, log, input.seats, this.snapshotEvery);
    const now = this.context.now();
    const id = randomUUID();
    store.createMatch({ id, game: definition.id, version: definition.version, config, seed, seats: input.seats, createdAt: now });
    try {
      const outcome = definition.outcome(state);
      for (const entry of entries) store.appendAction(id, entry, entry.index === entries.length - 1 ? outcome : null, now);
      for (const snapshot of snapshots) store.saveSnapshot(id, snapshot);
    } catch (error) {
      // half an import is no saved game
      store.deleteMatch(id);
      throw error;
    }
    const stored = store.getMatch(id);
    if (!stored) throw new Error(`match ${id} was not saved`);
    const match = this.track(stored, definition, { state, records }, entries);
    this.bots.start(match);
    return this.wholeUpdate(match);
  }

  /** The whole match for a table that opens it; its bots carry on. */
  open(matchId: string): MatchUpdate {
    const match = this.liveMatch(matchId);
    this.bots.start(match);
    return this.wholeUpdate(match);
  }

  exportGame(matchId: string): ExportedMatch {
    const match = this.liveMatch(matchId);
    const { notation } = gameModule(this.context, match.stored.game);
    if (!notation) throw new HostError('bad-request', { detail: `${match.stored.game} has no game files` });
    return { fileName: exportFileName(match.stored, notation.fileExtension), text: notation.exportGame(match.state) };
  }

  /** What can be read of a damaged match (see `rescueFile`); refused for one that opens. */
  exportDamaged(matchId: string): ExportedMatch {
    const rescued = this.store().rescueMatch(matchId);
    if (!rescued) throw new HostError('unknown-match');
    // a match that opens is played, not rescued: its raw rows hold its seed and secret choices
    if (!this.isDamaged(matchId)) throw new HostError('not-damaged');
    return rescueFile(this.context.games, rescued);
  }

  /** What one human seat alone may see: its own view and, when it is to act, its legal actions. */
  seatSnapshot(matchId: string, seat: Seat): SeatSnapshot {
    const { definition, state, stored, log } = this.liveMatch(matchId);
    if (seat >= stored.seats.length) throw new RuleError('unknown-seat', { seat: String(seat) });
    if (!isHuman(stored, seat)) throw new HostError('bot-seat');
    const active = !definition.outcome(state) && definition.activeSeats(state).includes(seat);
    return {
      matchId: stored.id,
      seat,
      actionCount: log.length,
      view: definition.view(state, seat),
      legal: active ? definition.legalActions(state, seat) : [],
    };
  }

  /** A human seat's move, from the TV (`table`) or from the seat's own phone. */
  play(matchId: string, seat: Seat, action: Action, actionCount: number, from: 'table' | 'phone'): MatchUpdate {
    const match = this.liveMatch(matchId);
    this.refuseStale(match, actionCount, seat);
    if (match.stored.seats[seat]?.kind.type === 'bot') throw new RuleError('not-your-turn');
    if (from === 'phone') match.phoneMoves.add(match.log.length);
    try {
      const update = this.commit(match, seat, action);
      this.bots.start(match);
      return update;
    } catch (error) {
      match.phoneMoves.delete(match.log.length);
      throw error;
    }
  }

  /**
   * Takes back what the table's `undo` offers: the last human move and the bots' answers, or a
   * secret round whole. Each phone whose seat had a move taken back is told so in words.
   */
  undo(matchId: string, actionCount: number): MatchUpdate {
    const store = this.store();
    const match = this.liveMatch(matchId);
    this.refuseStale(match, actionCount);
    const { keep, notices } = takeBack(match, store, this.context.now());
    trackTurns(match);
    const update = this.recordChange(match, keep, [], notices);
    this.bots.start(match);
    return update;
  }

  delete(matchId: string): void {
    const store = this.store();
    // a damaged match can be deleted too: it only has to be there
    if (!store.hasMatch(matchId)) throw new HostError('unknown-match');
    this.forget([matchId]);
    store.deleteMatch(matchId);
  }

  /** The matches are deleted (with their campaign, say): those open stop, their bots first. */
  forget(matchIds: string[]): void {
    for (const id of matchIds) {
      const match = this.live.get(id);
      if (match) match.closed = true;
      this.live.delete(id);
      this.damagedMatches.delete(id);
      this.watcher.gone(id);
    }
  }

  /** Stops every open match's bots (the Host is closing). */
  close(): Promise<void> {
    for (const match of this.live.values()) match.closed = true;
    this.live.clear();
    return this.bots.close();
  }

  /** The open match, loaded from the store (snapshot + replayed tail) on first use. */
  liveMatch(matchId: string): LiveMatch {
    const store = this.store();
    const open = this.live.get(matchId);
    if (open) return open;
    try {
      return this.loadMatch(store, matchId);
    } catch (error) {
      if (error instanceof StoreError && error.code === 'match-damaged') this.damagedMatches.add(matchId);
      throw error;
    }
  }

  /** The whole match, for a table that opens it or lost track of it. */
  wholeUpdate(match: LiveMatch): MatchUpdate {
    return { kind: 'whole', ...tableState(match, [], this.undoOffer(match)), view: match.tableView, log: match.lines.slice() };
  }

  /**
   * Applies a move, saves it (durable) and only then updates the match in memory; every table
   * watching is told.
   */
  commit(match: LiveMatch, seat: Seat, action: Action): MatchUpdate {
    const store = this.store();
    const { definition } = match;
    const next = applyChecked(definition, match.state, seat, action);
    const entry: StoredAction = { index: match.log.length, seat, action, events: next.events };
    const outcome = definition.outcome(next);
    const now = this.context.now();
    store.appendAction(match.stored.id, entry, outcome, now);
    match.records.push(moveRecord(definition, match.state, seat, next.events, isHuman(match.stored, seat)));
    match.state = next;
    match.log.push(entry);
    match.lines.push(...logLines(definition, entry));
    match.stored = { ...match.stored, actionCount: match.log.length, outcome, updatedAt: now };
    match.lastMoveAt = performance.now();
    trackTurns(match, seat);
    if (match.log.length % this.snapshotEvery === 0) {
      // a missing snapshot only makes the next resume slower: never fail a saved move for it
      try {
        store.saveSnapshot(match.stored.id, { index: match.log.length, state: next });
      } catch (error) {
        console.error('snapshot not saved:', error);
      }
    }
    return this.recordChange(match, entry.index, next.events);
  }

  private store(): Store {
    return this.context.saveFile.requireStore();
  }

  private undoOffer(match: LiveMatch): UndoOffer | null {
    return undoOffer(match, () => this.store());
  }

  /**
   * Whether the match is damaged: found so when opened, or found so now by opening it (a match
   * that opens becomes live, as `openMatch` would make it).
   */
  private isDamaged(matchId: string): boolean {
    if (this.damagedMatches.has(matchId)) return true;
    try {
      this.liveMatch(matchId);
      return false;
    } catch (error) {
      if (error instanceof StoreError && error.code === 'match-damaged') return true;
      throw error;
    }
  }

  /**
   * Reads a match and rebuilds its state. Whatever in it does not add up (a row that cannot be
   * read, a gap in the log, a move the rules refuse, events other than those saved, a state the
   * table cannot be drawn from) is damage to this match alone: it is refused as `match-damaged`.
   */
  private loadMatch(store: Store, matchId: string): LiveMatch {
    const stored = store.getMatch(matchId);
    if (!stored) throw new HostError('unknown-match');
    const { definition } = gameModule(this.context, stored.game);
    const log = store.actions(matchId);
    if (log.length !== stored.actionCount || log.some((entry, index) => entry.index !== index)) {
      console.warn(`match ${matchId} has ${log.length} readable actions in order where ${stored.actionCount} were saved`);
      throw new StoreError('match-damaged');
    }
    if (stored.version !== definition.version) {
      const replayed = replayFromStart(definition, stored, log);
      store.setMatchVersion(matchId, definition.version);
      return this.track({ ...stored, version: definition.version }, definition, replayed, log);
    }
    // a snapshot only saves replaying the log, which is the truth: it is trusted once a saved move
    // replays on it and gives the saved events, and when it does not, the whole log is replayed
    const saved = store.latestSnapshot(matchId, log.length - 1);
    for (const from of saved ? [saved, undefined] : [undefined]) {
      try {
        const replayed = replaySaved(definition, stored, log, from);
        const { state } = replayed;
        for (const seat of definition.outcome(state) ? [] : definition.activeSeats(state)) definition.legalActions(state, seat);
        return this.track(stored, definition, replayed, log);
      } catch (error) {
        console.warn(`match ${matchId} does not add up${from ? ` from its snapshot at action ${from.index}` : ''}:`, error);
      }
    }
    throw new StoreError('match-damaged');
  }

  private track(stored: StoredMatch, definition: GameDefinition<BaseState>, replayed: Replayed, log: StoredAction[]): LiveMatch {
    const { state } = replayed;
    const match: LiveMatch = {
      stored,
      campaignName: this.campaignName(stored),
      definition,
      state,
      log,
      lines: [...setupLines(definition, stored), ...log.flatMap((entry) => logLines(definition, entry))],
      revision: ++this.lastRevision,
      tableView: definition.view(state, 'table'),
      botsPlaying: false,
      closed: false,
      lastMoveAt: performance.now(),
      turnStarts: new Map(),
      records: replayed.records,
      recordsStart: log.length - replayed.records.length,
      phoneMoves: new Set(),
    };
    trackTurns(match);
    this.live.set(stored.id, match);
    return match;
  }

  /** the name of the campaign a saved match belongs to ('' for none, or for a campaign that cannot be read) */
  private campaignName(match: StoredMatch): string {
    if (!match.campaign) return '';
    try {
      return this.store().getCampaign(match.campaign.id)?.setup.name ?? '';
    } catch {
      return '';
    }
  }

  /**
   * After a move or an undo: a new revision, and what changed since the previous one (the log from
   * action `logFrom` on, the view's changed fields), sent to every table watching.
   */
  private recordChange(match: LiveMatch, logFrom: number, events: GameEvent[], notices?: Map<Seat, PhoneNotice>): MatchUpdate {
    const base = match.revision;
    match.revision = ++this.lastRevision;
    const view = match.definition.view(match.state, 'table');
    const update: MatchUpdate = {
      kind: 'change',
      ...tableState(match, events, this.undoOffer(match)),
      base,
      view: viewChange(match.tableView, view),
      logFrom,
      log: match.lines.slice(firstLineFrom(match.lines, logFrom)),
    };
    match.tableView = view;
    this.push(update);
    this.watcher.changed(match, notices);
    return update;
  }

  /**
   * A move or undo must come from a view of the match as it is now: two tables may not both move
   * on one turn. A secret choice is the exception: others choosing theirs meanwhile (on their
   * phones, say) changed nothing its player could see, so it counts from when their turn began.
   */
  private refuseStale(match: LiveMatch, actionCount: number, seat?: Seat): void {
    if (actionCount === match.log.length) return;
    const turnStart = seat === undefined ? undefined : match.turnStarts.get(seat);
    const sameSecretTurn =
      seat !== undefined &&
      turnStart !== undefined &&
      turnStart <= actionCount &&
      actionCount < match.log.length &&
      isPrivateTurn(match.definition, match.state, seat);
    if (!sameSecretTurn) throw new StaleMoveError(this.wholeUpdate(match));
  }

  private push(update: MatchUpdate): void {
    for (const listener of this.listeners) {
      try {
        listener(update);
      } catch (error) {
        console.error('match update listener failed:', error);
      }
    }
  }
}
