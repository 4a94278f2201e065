/**
 * Phones, on the Host's side: which table (the new-game screen's lobby, or a match) a seat link
 * may open, and what each phone is sent — its own seat's state, after every change of its match;
 * and the match's watchers (watchers.ts), who are sent its public table.
 * The links themselves are kept by the PhoneHub; the network is the phone server's.
 */
import { RuleError } from '../../../engine/core/errors';
import type { Seat } from '../../../engine/core/types';
import type { MatchUpdate, PhoneNotice, PhoneService, PhoneSnapshot, PhoneState, PhoneTable, SeatSetup } from '../../shared/api';
import { HostError } from '../app-error';
import { PhoneHub, isLobby, type PhoneConnection, type PhoneServerControl, type SeatLink } from '../phone-hub';
import { gameModule, type HostContext } from './context';
import { isHuman, isPrivateTurn, summarize, type LiveMatch } from './live-match';
import type { MatchTable } from './match-table';
import { sendState } from './send-state';
import { Watchers, type ReactionLimits } from './watchers';

/** how many of the table's last log lines a phone is sent, to say what just happened */
const phoneRecentLines = 4;

/** Watches the match table (see MatchWatcher): each change of a match is sent to its phones. */
export class Phones {
  private readonly hub = new PhoneHub();
  readonly watchers: Watchers;

  constructor(
    private readonly context: HostContext,
    private readonly matches: MatchTable,
    reactionLimits?: ReactionLimits,
  ) {
    this.watchers = new Watchers(context, matches, this.hub, reactionLimits);
  }

  get service(): PhoneService {
    return this.hub.service;
  }

  onChange(listener: (phones: PhoneTable) => void): () => void {
    return this.hub.onChange(listener);
  }

  attach(control: PhoneServerControl, enabled: boolean): Promise<void> {
    return this.hub.attach(control, enabled);
  }

  setEnabled(enabled: boolean): Promise<void> {
    return this.hub.setEnabled(enabled);
  }

  openLobby(game: string): PhoneTable {
    gameModule(this.context, game);
    return this.hub.openLobby(game);
  }

  /** A table's links; a match still going on gets its watch link (while phones may join). */
  table(table: string): PhoneTable {
    this.checkTable(table);
    if (!isLobby(table)) {
      const { definition, state } = this.matches.liveMatch(table);
      if (!definition.outcome(state)) this.hub.openWatch(table);
    }
    return this.hub.table(table);
  }

  invite(table: string, seat: Seat): PhoneTable {
    this.checkTable(table, seat);
    return this.hub.invite(table, seat);
  }

  revoke(table: string, seat: Seat): PhoneTable {
    this.checkTable(table);
    return this.hub.revoke(table, seat);
  }

  /** A match started from the lobby: the links of its human seats carry over, and are sent the match. */
  seatLobby(lobby: string, started: MatchUpdate, seats: SeatSetup[]): void {
    const id = started.summary.id;
    const humanSeats = seats.flatMap((seat, index) => (seat.kind.type === 'human' ? [index] : []));
    this.hub.seatLobby(lobby, id, humanSeats);
    this.hub.send(id, (seat) => this.stateOf(id, seat));
  }

  /** The seats of a match whose phone holds its link open: theirs alone, not the TV's. */
  heldSeats(matchId: string): Seat[] {
    return this.hub.joinedSeats(matchId);
  }

  /** A phone opened its link: it is sent its state at once (undefined for a dead link). */
  connect(token: string, connection: PhoneConnection): SeatLink | undefined {
    const link = this.hub.connect(token, connection);
    if (!link) return undefined;
    sendState(() => connection.send(this.stateOf(link.table, link.seat)));
    return link;
  }

  disconnect(link: SeatLink, connection: PhoneConnection): void {
    this.hub.disconnect(link, connection);
  }

  find(token: string): SeatLink | undefined {
    return this.hub.find(token);
  }

  /** Whether the link still opens a match's seat (not replaced, taken back, nor a lobby's). */
  opensMatch(link: SeatLink): boolean {
    return this.hub.isLive(link) && !isLobby(link.table);
  }

  isLive(link: SeatLink): boolean {
    return this.hub.isLive(link);
  }

  /** What a phone shows: its lobby, or everything its seat alone may see of its match. */
  stateOf(table: string, seat: Seat): PhoneState {
    const { language, animationSpeed } = this.context.saveFile.settings();
    if (isLobby(table)) return { kind: 'lobby', seat, game: this.hub.lobbyGame(table), language, animationSpeed };
    const match = this.matches.liveMatch(table);
    const { definition, state, stored } = match;
    const outcome = definition.outcome(state);
    const activeSeats = outcome ? [] : definition.activeSeats(state);
    const snapshot: PhoneSnapshot = {
      summary: summarize(stored, match.campaignName),
      seat,
      view: definition.view(state, seat),
      legal: activeSeats.includes(seat) ? definition.legalActions(state, seat) : [],
      activeSeats,
      privateTurn: activeSeats.includes(seat) && isPrivateTurn(definition, state, seat),
      outcome,
      recent: match.lines.slice(-phoneRecentLines),
    };
    return { kind: 'match', match: snapshot, language, animationSpeed };
  }

  /**
   * The table's language or Animations setting changed: every phone is told (each still speaks
   * the language its player picked, if any).
   */
  tableSettingsChanged(): void {
    for (const table of this.hub.tables()) sendState(() => this.hub.send(table, (seat) => this.stateOf(table, seat)));
    this.watchers.settingsChanged();
  }

  /**
   * Each phone of the match is sent its own seat's state, with its notice if it has one; once the
   * match is over, its links die.
   */
  changed(match: LiveMatch, notices?: Map<Seat, PhoneNotice>): void {
    const matchId = match.stored.id;
    this.hub.send(matchId, (seat) => {
      const state = this.stateOf(matchId, seat);
      const notice = notices?.get(seat);
      return notice && state.kind === 'match' ? { ...state, notice } : state;
    });
    this.watchers.changed(match);
    if (match.stored.outcome) this.gone(matchId);
  }

  gone(matchId: string): void {
    this.hub.endTable(matchId);
    this.watchers.forget(matchId);
  }

  close(): Promise<void> {
    return this.hub.close();
  }

  /**
   * A table phones may join: the open lobby, or a saved match (loaded). With `seat`, that seat
   * must be one a phone may take: a human's, in a match still going on.
   */
  private checkTable(table: string, seat?: Seat): void {
    if (isLobby(table)) {
      const { max } = gameModule(this.context, this.hub.lobbyGame(table)).definition.players;
      if (seat !== undefined && seat >= max) throw new RuleError('unknown-seat', { seat: String(seat) });
      return;
    }
    const match = this.matches.liveMatch(table);
    if (seat === undefined) return;
    if (seat >= match.stored.seats.length) throw new RuleError('unknown-seat', { seat: String(seat) });
    if (!isHuman(match.stored, seat)) throw new HostError('bot-seat');
    if (match.definition.outcome(match.state)) throw new HostError('match-over');
  }
}
