/**
 * The seat links of phones, kept by the Host: which token opens which seat of which match (or of
 * the new-game screen's lobby), which phones hold a link open, and whether the phone server
 * listens; and each match's watch link, which opens its public table to any phone. No network here: the phone server hands each connection over, and the hub tells it
 * what to send and when to hang up.
 *
 * Links live in memory only. They die with their match's end, its deletion, a new link for the
 * same seat, the seat taken back to the TV, the setting turned off, or the app closing. A watch
 * link dies the same ways, but for the seat's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Seat } from '../../engine/core/types';
import type { PhoneService, PhoneState, PhoneTable, Reaction, WatchState } from '../shared/api';
import { HostError } from './app-error';

/** The phone server's network side, as the hub drives it from the setting. */
export interface PhoneServerControl {
  /** starts listening on the local network; resolves to the address phones use, e.g. http://192.168.1.20:5180 */
  start(): Promise<string>;
  stop(): Promise<void>;
}

/** One open connection of a phone, as the phone server hands it to the hub. */
export interface PhoneConnection {
  send(state: PhoneState): void;
  /** its link stopped working: the server closes the connection (the page then learns the link is dead) */
  end(): void;
}

/** What a phone's link opens: one seat of one table (a match id or a lobby id). */
export interface SeatLink {
  table: string;
  seat: Seat;
}

/** One open connection of a watcher's phone, as the phone server hands it to the hub. */
export interface WatchConnection {
  send(state: WatchState): void;
  end(): void;
}

/** What a watch link opens: one match's public table. */
export interface WatchLinkOf {
  table: string;
}

interface LiveWatch extends WatchLinkOf {
  token: string;
  connections: Set<WatchConnection>;
}

interface LiveLink extends SeatLink {
  /** the token as the phone's address writes it, kept to show the link again */
  token: string;
  connections: Set<PhoneConnection>;
}

const lobbyPrefix = 'lobby-';
/** Crockford's base32: no I, L, O or U, so a token read aloud or typed from the TV cannot be mistyped into another */
const tokenAlphabet = '0123456789abcdefghjkmnpqrstvwxyz';
/** 26 characters of 5 bits: 130 random bits */
const tokenLength = 26;
const tokenGroup = 4;

/** A new seat token: 26 characters, 130 random bits. */
export function newSeatToken(): string {
  const bytes = randomBytes(17);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let token = '';
  for (let index = 0; index < tokenLength; index++) token += tokenAlphabet[Number((bits >> BigInt(index * 5)) & 31n)];
  return token;
}

/**
 * The token a phone's address holds, as typed: any case, with or without the hyphens of its
 * groups, the look-alike letters read as the digits they stand for; null when it cannot be one.
 */
export function readSeatToken(text: string): string | null {
  const token = text
    .toLowerCase()
    .replaceAll('-', '')
    .replace(/[il]/g, '1')
    .replace(/o/g, '0');
  return token.length === tokenLength && [...token].every((char) => tokenAlphabet.includes(char)) ? token : null;
}

/** The token in groups of four, as the short address shows it. */
function groupedToken(token: string): string {
  return token.match(new RegExp(`.{1,${tokenGroup}}`, 'g'))!.join('-');
}

/** Links are found by a hash of their token, so no lookup's timing depends on how much of a guess was right. */
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64');
}

export function isLobby(table: string): boolean {
  return table.startsWith(lobbyPrefix);
}

export class PhoneHub {
  #control: PhoneServerControl | null = null;
  #service: PhoneService = { state: 'unavailable' };
  /** by tokenKey */
  readonly #links = new Map<string, LiveLink>();
  /** watch links by tokenKey: a token is looked for among seat links or watch links, never both */
  readonly #watches = new Map<string, LiveWatch>();
  #lobby: { id: string; game: string } | null = null;
  readonly #listeners = new Set<(phones: PhoneTable) => void>();
  /** serialises start and stop, so a quick on-off-on ends in the state last asked for */
  #switching: Promise<void> = Promise.resolve();

  get service(): PhoneService {
    return this.#service;
  }

  /** Plugs in the phone server; it starts listening at once when the setting is on. */
  attach(control: PhoneServerControl, enabled: boolean): Promise<void> {
    this.#control = control;
    this.#service = { state: 'off' };
    return this.setEnabled(enabled);
  }

  /** Starts or stops the phone server; turning it off ends every link. */
  setEnabled(enabled: boolean): Promise<void> {
    this.#switching = this.#switching.then(() => this.#switch(enabled));
    return this.#switching;
  }

  async #switch(enabled: boolean): Promise<void> {
    const control = this.#control;
    if (!control) return;
    if (enabled && this.#service.state !== 'on') {
      try {
        this.#service = { state: 'on', address: await control.start() };
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? 'unknown';
        console.warn(`phone server not started (${reason})`);
        this.#service = { state: 'failed', reason };
      }
    } else if (!enabled && this.#service.state !== 'off') {
      for (const link of [...this.#links.values()]) this.#end(link);
      for (const watch of [...this.#watches.values()]) this.#endWatch(watch);
      this.#lobby = null;
      this.#service = { state: 'off' };
      await control.stop();
    }
  }

  onChange(listener: (phones: PhoneTable) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A new lobby for the new-game screen of `game`; the previous lobby's links stop working. */
  openLobby(game: string): PhoneTable {
    if (this.#lobby) this.endTable(this.#lobby.id);
    this.#lobby = { id: `${lobbyPrefix}${randomBytes(12).toString('hex')}`, game };
    return this.table(this.#lobby.id);
  }

  /** The game of the open lobby `table`; refused for a lobby that is closed. */
  lobbyGame(table: string): string {
    if (this.#lobby?.id !== table) throw new HostError('unknown-match');
    return this.#lobby.game;
  }

  table(table: string): PhoneTable {
    const invites = this.#linksOf(table)
      .sort((a, b) => a.seat - b.seat)
      .map((link) => ({ seat: link.seat, ...this.#addresses(link.token), joined: link.connections.size > 0 }));
    const watch = this.#watchOf(table);
    return watch
      ? { table, invites, watch: { ...this.#addresses(watch.token, 'w'), watchers: watch.connections.size } }
      : { table, invites };
  }

  /** A new link for `seat` (checked by the Host); the seat's older link stops working. */
  invite(table: string, seat: Seat): PhoneTable {
    if (this.#service.state !== 'on') throw new HostError('phones-off');
    for (const link of this.#linksOf(table)) if (link.seat === seat) this.#end(link, false);
    const token = newSeatToken();
    this.#links.set(tokenKey(token), { table, seat, token, connections: new Set() });
    return this.#changed(table);
  }

  revoke(table: string, seat: Seat): PhoneTable {
    for (const link of this.#linksOf(table)) if (link.seat === seat) this.#end(link, false);
    return this.#changed(table);
  }

  /** Every link of `table` stops working (its match ended or was deleted, its lobby closed). */
  endTable(table: string): void {
    const links = this.#linksOf(table);
    for (const link of links) this.#end(link, false);
    const watch = this.#watchOf(table);
    if (watch) this.#endWatch(watch);
    if (this.#lobby?.id === table) this.#lobby = null;
    if (links.length || watch) this.#changed(table);
  }

  /** Makes the watch link of match `table` (checked by the Host), unless it has one or phones are off. */
  openWatch(table: string): void {
    if (this.#service.state !== 'on' || isLobby(table) || this.#watchOf(table)) return;
    const token = newSeatToken();
    this.#watches.set(tokenKey(token), { table, token, connections: new Set() });
  }

  /** The table a watch token opens, or undefined (a seat's token opens nothing here). */
  findWatch(text: string): WatchLinkOf | undefined {
    const watch = this.#liveWatch(text);
    return watch && { table: watch.table };
  }

  /** A watcher opened its link: undefined when the link is dead. The caller sends it its state at once. */
  connectWatcher(text: string, connection: WatchConnection): WatchLinkOf | undefined {
    const watch = this.#liveWatch(text);
    if (!watch) return undefined;
    watch.connections.add(connection);
    this.#changed(watch.table);
    return watch;
  }

  disconnectWatcher(link: WatchLinkOf, connection: WatchConnection): void {
    const watch = link as LiveWatch;
    if (!watch.connections?.delete(connection)) return;
    if (this.isWatchLive(watch)) this.#changed(watch.table);
  }

  isWatchLive(link: WatchLinkOf): boolean {
    const watch = link as LiveWatch;
    return this.#watches.get(tokenKey(watch.token)) === watch;
  }

  /** Sends every watcher of `table` the same state (watchers all see the table's view). */
  sendWatchers(table: string, stateOf: () => WatchState): void {
    const watch = this.#watchOf(table);
    if (!watch || watch.connections.size === 0) return;
    const state = stateOf();
    for (const connection of watch.connections) connection.send(state);
  }

  /** The matches some watcher holds open. */
  watchedTables(): string[] {
    return [...this.#watches.values()].filter((watch) => watch.connections.size > 0).map((watch) => watch.table);
  }

  /** Tells the TV of a watcher's reaction, once. */
  react(table: string, reaction: Reaction): void {
    this.#announce({ ...this.table(table), reaction });
  }

  /** The lobby's links carry over to the new match, for its human seats; the others stop working. */
  seatLobby(lobby: string, matchId: string, humanSeats: Seat[]): void {
    if (this.#lobby?.id !== lobby) return;
    this.#lobby = null;
    for (const link of this.#linksOf(lobby)) {
      if (humanSeats.includes(link.seat)) link.table = matchId;
      else this.#end(link, false);
    }
    this.#changed(lobby);
    this.#changed(matchId);
  }

  /** The seat a token opens, or undefined for a token no link holds (never made, or dead). */
  find(text: string): SeatLink | undefined {
    const token = readSeatToken(text);
    const link = token === null ? undefined : this.#links.get(tokenKey(token));
    return link && { table: link.table, seat: link.seat };
  }

  /** A phone opened its link: false when the link is dead. The caller sends it its state at once. */
  connect(text: string, connection: PhoneConnection): SeatLink | undefined {
    const token = readSeatToken(text);
    const link = token === null ? undefined : this.#links.get(tokenKey(token));
    if (!link) return undefined;
    link.connections.add(connection);
    if (link.connections.size === 1) this.#changed(link.table);
    return link;
  }

  disconnect(link: SeatLink, connection: PhoneConnection): void {
    const live = link as LiveLink;
    if (!live.connections?.delete(connection)) return;
    if (live.connections.size === 0 && this.#links.get(tokenKey(live.token)) === live) this.#changed(live.table);
  }

  /** Whether the link is still the one its seat has (a new link or a revoke ends it). */
  isLive(link: SeatLink): boolean {
    const live = link as LiveLink;
    return this.#links.get(tokenKey(live.token)) === live;
  }

  /** The seats of `table` whose phone holds its link open. */
  joinedSeats(table: string): Seat[] {
    return this.#linksOf(table)
      .filter((link) => link.connections.size > 0)
      .map((link) => link.seat);
  }

  /** The tables (matches and the lobby) some phone holds a link of open. */
  tables(): string[] {
    return [...new Set([...this.#links.values()].filter((link) => link.connections.size > 0).map((link) => link.table))];
  }

  /** Sends each phone of `table` its own state, built per seat. */
  send(table: string, stateOf: (seat: Seat) => PhoneState): void {
    for (const link of this.#linksOf(table)) {
      if (link.connections.size === 0) continue;
      const state = stateOf(link.seat);
      for (const connection of link.connections) connection.send(state);
    }
  }

  /** The app is closing: every link ends and the phone server stops. */
  async close(): Promise<void> {
    await this.setEnabled(false);
  }

  #linksOf(table: string): LiveLink[] {
    return [...this.#links.values()].filter((link) => link.table === table);
  }

  #watchOf(table: string): LiveWatch | undefined {
    return [...this.#watches.values()].find((watch) => watch.table === table);
  }

  #liveWatch(text: string): LiveWatch | undefined {
    const token = readSeatToken(text);
    return token === null ? undefined : this.#watches.get(tokenKey(token));
  }

  /** `path`: p for a seat's link, w for a watch link */
  #addresses(token: string, path: 'p' | 'w' = 'p'): { url: string; shortUrl: string } {
    const address = this.#service.state === 'on' ? this.#service.address : '';
    const shortUrl = `${address.replace(/^https?:\/\//, '')}/${path}/${groupedToken(token)}`;
    return { url: `http://${shortUrl}`, shortUrl };
  }

  #end(link: LiveLink, announce = true): void {
    this.#links.delete(tokenKey(link.token));
    for (const connection of link.connections) connection.end();
    link.connections.clear();
    if (announce) this.#changed(link.table);
  }

  #endWatch(watch: LiveWatch): void {
    this.#watches.delete(tokenKey(watch.token));
    for (const connection of watch.connections) connection.end();
    watch.connections.clear();
  }

  #changed(table: string): PhoneTable {
    return this.#announce(this.table(table));
  }

  #announce(phones: PhoneTable): PhoneTable {
    for (const listener of this.#listeners) {
      try {
        listener(phones);
      } catch (error) {
        console.error('phone listener failed:', error);
      }
    }
    return phones;
  }
}
