/**
 * Watchers, on the Host's side: what a watch link's phone is sent (the match's public table, the
 * same for every watcher, after every change) and the reactions it may send: one of a fixed list,
 * while the room takes them, and no faster than the limits below. The links themselves are kept
 * by the PhoneHub, with the seat links; the network is the phone server's.
 */
import { z } from 'zod';
import { reactionIds, type AppError, type Result, type WatchState } from '../../shared/api';
import { HostError, failure } from '../app-error';
import type { PhoneHub, WatchConnection, WatchLinkOf } from '../phone-hub';
import { rateLimiter, type RateLimit } from '../rate-limit';
import { requestShapeProblem } from '../wire-limits';
import type { HostContext } from './context';
import { summarize, type LiveMatch } from './live-match';
import { sendState } from './send-state';
import type { MatchTable } from './match-table';

/** how many of the table's last log lines a watcher is sent, to say what just happened */
const watchRecentLines = 6;

export interface ReactionLimits {
  /** one watcher: a reaction now and then, not a stream */
  perWatcher: RateLimit;
  /** one table, all its watchers together: the TV never fills with them */
  perTable: RateLimit;
}

export const defaultReactionLimits: ReactionLimits = {
  perWatcher: { perSecond: 0.5, burst: 1 },
  perTable: { perSecond: 3, burst: 5 },
};

/** a reaction is its place in `reactionIds`, nothing else */
const reactArgs = z.tuple([z.number().int().min(0).max(reactionIds.length - 1)]);

/** A watcher's refusal: its texts are in locales/*\/watch.json. */
function refusal(code: 'reactions-off' | 'reaction-too-soon' | 'reactions-busy'): Result<null> {
  const error: AppError = { code, key: `watch:errors.${code}`, params: {} };
  return { ok: false, error };
}

export class Watchers {
  readonly #perWatcher = new WeakMap<WatchConnection, () => boolean>();
  readonly #perTable = new Map<string, () => boolean>();
  #reactions = 0;

  constructor(
    private readonly context: HostContext,
    private readonly matches: MatchTable,
    private readonly hub: PhoneHub,
    private readonly limits: ReactionLimits = defaultReactionLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** What every watcher of a match sees: the table's own view, its public log's last lines. */
  stateOf(table: string): WatchState {
    const { language, animationSpeed, reactions } = this.context.saveFile.settings();
    const { definition, state, stored, lines, campaignName } = this.matches.liveMatch(table);
    const outcome = definition.outcome(state);
    return {
      match: {
        summary: summarize(stored, campaignName),
        view: definition.view(state, 'table'),
        activeSeats: outcome ? [] : definition.activeSeats(state),
        outcome,
        recent: lines.slice(-watchRecentLines),
      },
      reactions,
      language,
      animationSpeed,
    };
  }

  /** A watcher opened its link: it is sent the table at once (undefined for a dead link). */
  connect(token: string, connection: WatchConnection): WatchLinkOf | undefined {
    const link = this.hub.connectWatcher(token, connection);
    if (!link) return undefined;
    sendState(() => connection.send(this.stateOf(link.table)));
    return link;
  }

  disconnect(link: WatchLinkOf, connection: WatchConnection): void {
    this.hub.disconnectWatcher(link, connection);
  }

  find(token: string): WatchLinkOf | undefined {
    return this.hub.findWatch(token);
  }

  /** A watcher's reaction, checked, limited, and shown on the TV; nothing else happens either way. */
  react(link: WatchLinkOf, connection: WatchConnection, args: unknown): Result<null> {
    if (!this.hub.isWatchLive(link)) return failure(new HostError('link-revoked'));
    const shapeProblem = requestShapeProblem(args);
    if (shapeProblem) return failure(new HostError('bad-request', { detail: shapeProblem }));
    const parsed = reactArgs.safeParse(args);
    if (!parsed.success) return failure(new HostError('bad-request', { detail: 'a reaction is one number of the list' }));
    if (!this.context.saveFile.settings().reactions) return refusal('reactions-off');
    if (!this.#watcherAllowance(connection)()) return refusal('reaction-too-soon');
    if (!this.#tableAllowance(link.table)()) return refusal('reactions-busy');
    this.hub.react(link.table, { id: ++this.#reactions, reaction: reactionIds[parsed.data[0]] });
    return { ok: true, value: null };
  }

  /** Every watcher of the match is sent the table as it is now. */
  changed(match: LiveMatch): void {
    this.#send(match.stored.id);
  }

  /** The table's language, pace or reactions setting changed: every watcher is told. */
  settingsChanged(): void {
    for (const table of this.hub.watchedTables()) this.#send(table);
  }

  /** The match's watch link died (its end, its deletion): its table's allowance goes with it. */
  forget(table: string): void {
    this.#perTable.delete(table);
  }

  #send(table: string): void {
    sendState(() => this.hub.sendWatchers(table, () => this.stateOf(table)));
  }

  #watcherAllowance(connection: WatchConnection): () => boolean {
    let allow = this.#perWatcher.get(connection);
    if (!allow) this.#perWatcher.set(connection, (allow = rateLimiter(this.limits.perWatcher, this.now)));
    return allow;
  }

  #tableAllowance(table: string): () => boolean {
    let allow = this.#perTable.get(table);
    if (!allow) this.#perTable.set(table, (allow = rateLimiter(this.limits.perTable, this.now)));
    return allow;
  }
}
