/**
 * A seeded flood for the web server: hostile frames (bad JSON, wrong types, unusable ids, deep
 * nesting, big strings, binary frames, unknown methods, bad arguments to every method, illegal
 * moves on real matches of every game) mixed with valid read-only requests whose answers are known.
 * Shared by the fuzz test (tests/electron/web-fuzz.test.ts) and `npm run soak` (scripts/soak.ts).
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import { WebSocket } from 'ws';
import { Rng, seedRng } from '../../engine/core/rng';
import { gameModules } from '../../engine/games';
import { requestMethods, type MatchUpdate, type RequestMethod, type Result, type SeatSnapshot, type WireMessage } from '../../electron/shared/api';
import { applyMatchUpdate } from '../../electron/shared/match-update';
import { requestSchemas } from '../../electron/main/request-schemas';
import { maxRequestBytes, maxRequestDepth, maxRequestValues } from '../../electron/main/wire-limits';

/** The id the server answers with when a frame's own id cannot be read. */
const noRequestId = -1;

/** One WebSocket to the server: requests answered by id, answers without an id counted. */
export class WireClient {
  private nextId = 1;
  private readonly pending = new Map<number, (result: Result<unknown>) => void>();
  /** answers to frames whose id could not be read */
  unanswerable = 0;
  /** answers the client cannot place (no request has their id) */
  readonly strayAnswers: string[] = [];
  readonly closed: Promise<number>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as WireMessage;
      if (!('id' in message)) return;
      if (message.id === noRequestId) {
        this.unanswerable++;
        return;
      }
      const resolve = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (resolve) resolve(message.result);
      else this.strayAnswers.push(data.toString().slice(0, 200));
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  static async connect(url: string): Promise<WireClient> {
    const socket = new WebSocket(url, { maxPayload: 256 * 1024 * 1024 });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.on('error', () => {});
    return new WireClient(socket);
  }

  /** a fresh id for a frame built by hand */
  takeId(): number {
    return this.nextId++;
  }

  /** the answer to the frame sent with `id` */
  answerTo(id: number): Promise<Result<unknown>> {
    return new Promise((resolve) => this.pending.set(id, resolve));
  }

  call(method: string, ...args: unknown[]): Promise<Result<unknown>> {
    const id = this.takeId();
    const answer = this.answerTo(id);
    this.socket.send(JSON.stringify({ id, method, args }));
    return answer;
  }

  close(): void {
    this.socket.terminate();
  }
}

function ok<T>(result: Result<T>, what: string): T {
  if (!result.ok) throw new Error(`${what}: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A match set up over the wire, with what the flood needs to know of it. */
export interface FuzzMatch {
  id: string;
  game: string;
  seats: number;
  actionCount: number;
  activeSeats: number[];
  /** the type of every action legal now for any seat */
  legalTypes: Set<string>;
  /** a legal action of an active seat, to send from a seat whose turn it is not */
  someLegal: unknown;
}

const seatNames = ['Ann', 'Bob', 'Cid', 'Dot', 'Eve', 'Fay'];

/** A match of every game, all seats human (no bot writes behind the flood's back), a few legal moves in. */
export async function setUpMatches(client: WireClient, seed: number): Promise<FuzzMatch[]> {
  const rng = new Rng(seedRng(seed));
  const matches: FuzzMatch[] = [];
  for (const module of Object.values(gameModules)) {
    const { id: game, players } = module.definition;
    const seats = seatNames.slice(0, rng.int(players.min, Math.min(players.max, seatNames.length)));
    const created = await client.call('createMatch', {
      game,
      seats: seats.map((name) => ({ name, color: 'amber', symbol: 'axe', kind: { type: 'human' } })),
    });
    let table = applyMatchUpdate(null, ok(created as Result<MatchUpdate>, `createMatch ${game}`))!;
    let legal = await legalBySeat(client, table.summary.id, table.activeSeats, table.legal, table.privateTurns);
    for (let moves = rng.int(0, 6); moves > 0 && legal.size > 0; moves--) {
      const seat = rng.pick([...legal.keys()]);
      const acted = await client.call('act', table.summary.id, seat, rng.pick(legal.get(seat)!), table.summary.actionCount);
      table = applyMatchUpdate(table, ok(acted as Result<MatchUpdate>, `a legal move in ${game}`))!;
      legal = await legalBySeat(client, table.summary.id, table.activeSeats, table.legal, table.privateTurns);
    }
    const allLegal = [...legal.values()].flat() as { type: string }[];
    matches.push({
      id: table.summary.id,
      game,
      seats: seats.length,
      actionCount: table.summary.actionCount,
      activeSeats: table.activeSeats,
      legalTypes: new Set(allLegal.map((action) => action.type)),
      someLegal: allLegal[0] ?? { type: 'pass' },
    });
  }
  return matches;
}

/** every active seat's legal actions, private turns included (asked for with seatView, as the curtain does) */
async function legalBySeat(
  client: WireClient,
  matchId: string,
  activeSeats: number[],
  tableLegal: Record<number, unknown[]>,
  privateTurns: number[],
): Promise<Map<number, unknown[]>> {
  const legal = new Map<number, unknown[]>();
  for (const seat of activeSeats) {
    const actions = privateTurns.includes(seat)
      ? ok((await client.call('seatView', matchId, seat)) as Result<SeatSnapshot>, 'seatView').legal
      : (tableLegal[seat] ?? []);
    if (actions.length > 0) legal.set(seat, actions);
  }
  return legal;
}

/** Read-only requests and their answers before the flood: the same request must get the same answer during it. */
export type Baseline = { method: RequestMethod; args: unknown[]; answer: string }[];

export async function takeBaseline(client: WireClient, matches: FuzzMatch[]): Promise<Baseline> {
  const requests: [RequestMethod, unknown[]][] = [['status', []], ['listGames', []], ['listProfiles', []], ['listMatches', []]];
  for (const match of matches) {
    requests.push(['openMatch', [match.id]], ['exportMatch', [match.id]]);
    for (let seat = 0; seat < match.seats; seat++) requests.push(['seatView', [match.id, seat]]);
  }
  const baseline: Baseline = [];
  for (const [method, args] of requests) baseline.push({ method, args, answer: JSON.stringify(await client.call(method, ...args)) });
  return baseline;
}

/** What the flood sends, and what must come back. */
type Shot =
  /** answered by this id, refused */
  | { kind: string; frame: string | Buffer; binary?: boolean; id: number }
  /** answered with no id (the frame's id is unusable), refused */
  | { kind: string; frame: string | Buffer; binary?: boolean; id: null }
  /** a valid request: answered by id exactly as before the flood */
  | { kind: 'valid'; frame: string; id: number; expected: string }
  /** a frame ws itself refuses: sent on a connection of its own, which the server closes with `closeCode` */
  | { kind: string; frame: Buffer; closeCode: number };

const interestingStrings = ['', ' ', '\u0000', '../../../etc/passwd', "'; DROP TABLE matches; --", '𝕿𝖗𝖔𝖑𝖑', '\ud800', '<script>alert(1)</script>', '%s%s%n', '__proto__', 'constructor'];
const interestingNumbers = [0, -0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e300, -1e300, Number.MIN_VALUE];

class Generator {
  private readonly rng: Rng;

  constructor(
    seed: number,
    private readonly client: WireClient,
    private readonly matches: FuzzMatch[],
    private readonly baseline: Baseline,
  ) {
    this.rng = new Rng(seedRng(seed));
  }

  private chance(p: number): boolean {
    return this.rng.int(0, 999_999) < p * 1_000_000;
  }

  private string(maxLength: number): string {
    if (this.chance(0.3)) return this.rng.pick(interestingStrings);
    let text = '';
    for (let length = this.rng.int(0, maxLength); length > 0; length--) text += String.fromCharCode(this.rng.int(0x20, this.chance(0.1) ? 0xffff : 0x7e));
    return text;
  }

  /** any JSON value, a few levels deep */
  value(depth = 0): unknown {
    switch (this.rng.int(0, depth >= 3 ? 4 : 6)) {
      case 0:
        return this.rng.pick([null, true, false]);
      case 1:
        return this.rng.pick(interestingNumbers);
      case 2:
        return this.rng.int(-1000, 1000);
      case 3:
      case 4:
        return this.string(12);
      case 5:
        return Array.from({ length: this.rng.int(0, 4) }, () => this.value(depth + 1));
      default:
        return Object.fromEntries(Array.from({ length: this.rng.int(0, 4) }, () => [this.string(8), this.value(depth + 1)]));
    }
  }

  private nested(levels: number, leaf: unknown): unknown {
    let value = leaf;
    for (let level = 0; level < levels; level++) value = this.chance(0.5) ? [value] : { type: 'x', v: value };
    return value;
  }

  private request(method: string, args: unknown): Shot {
    const id = this.client.takeId();
    return { kind: `refused ${method}`, frame: JSON.stringify({ id, method, args }), id };
  }

  private withKind(kind: string, shot: Shot): Shot {
    return { ...shot, kind };
  }

  private unknownMatchId(): string {
    return `no-such-match-${this.rng.int(0, 1e9)}`;
  }

  next(): Shot {
    const roll = this.rng.int(0, 999);
    if (roll < 250) return this.valid();
    if (roll < 330) return this.badJson();
    if (roll < 400) return this.wrongTypes();
    if (roll < 450) return this.badId();
    if (roll < 500) return this.deep();
    if (roll < 515) return this.huge();
    if (roll < 530) return this.bigString();
    if (roll < 580) return { kind: 'binary', frame: Buffer.from(Array.from({ length: this.rng.int(0, 64) }, () => this.rng.int(0, 255))), binary: true, id: null };
    if (roll < 620) return this.withKind('unknown method', this.request(this.string(20) || 'x', []));
    if (roll < 780) return this.badArgs();
    if (roll < 960) return this.illegalMove();
    if (roll < 990) return this.unknownMatch();
    if (roll < 999) return { kind: 'invalid UTF-8', frame: Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), closeCode: 1007 };
    return this.tooLarge();
  }

  valid(): Shot {
    const { method, args, answer } = this.rng.pick(this.baseline);
    const id = this.client.takeId();
    return { kind: 'valid', frame: JSON.stringify({ id, method, args }), id, expected: answer };
  }

  private badJson(): Shot {
    const whole = JSON.stringify({ id: 1, method: 'status', args: [] });
    const frame = this.rng.pick([
      () => whole.slice(0, this.rng.int(1, whole.length - 1)),
      () => `${whole}}`,
      () => this.string(80) + '{',
      () => whole.replace(':', ''),
      () => "{'id': 1}",
      () => 'NaN',
      () => '',
    ])();
    return { kind: 'bad JSON', frame, id: null };
  }

  private wrongTypes(): Shot {
    if (this.chance(0.4)) return { kind: 'not an object', frame: JSON.stringify(this.rng.pick([null, 42, 'status', [1, 'status', []], true])), id: null };
    const id = this.client.takeId();
    const frame = this.rng.pick([
      { id, method: this.rng.pick([42, null, ['status'], { name: 'status' }]), args: [] },
      { id, method: 'status', args: this.rng.pick([null, {}, 'none', 3]) },
      { id, method: 'status' },
      { id, args: [] },
      { id, method: 'status', args: [], extra: this.value() },
    ]);
    return { kind: 'wrong types', frame: JSON.stringify(frame), id };
  }

  private badId(): Shot {
    const id = this.rng.pick(['1e999', '-1e999', '1.5', '-7', '"3"', '9007199254740992', 'null', '{}', '[]', 'true']);
    const frame = this.chance(0.5) ? `{"id":${id},"method":"status","args":[]}` : `{"method":"listGames","args":[],"id":${id}}`;
    return { kind: 'bad id', frame, id: null };
  }

  private deep(): Shot {
    const levels = this.rng.int(maxRequestDepth, 3000);
    const match = this.rng.pick(this.matches);
    const action = { type: this.rng.pick([...match.legalTypes, 'x']), deep: this.nested(levels, this.value(3)) };
    return this.withKind('deep', this.request(this.rng.pick(['act', 'setSettings', 'createMatch']), this.chance(0.7) ? [match.id, 0, action, match.actionCount] : [action]));
  }

  private huge(): Shot {
    return this.withKind('huge', this.request('act', [this.rng.pick(this.matches).id, 0, { type: 'x', values: new Array(maxRequestValues + this.rng.int(1, 10_000)).fill(0) }, 0]));
  }

  private bigString(): Shot {
    const big = 'x'.repeat(this.rng.int(100_000, 600_000));
    return this.withKind(
      'big string',
      this.rng.pick([
        () => this.request('setSettings', [{ language: big }]),
        () => this.request('createMatch', [{ game: 'thud', seats: [{ name: big, color: 'amber', symbol: 'axe', kind: { type: 'human' } }] }]),
        () => this.request('openMatch', [big]),
        () => this.request('importMatch', [{ game: 'thud', text: big + big, seats: [] }]),
      ])(),
    );
  }

  /** arguments the method's schema refuses, whatever the method */
  private badArgs(): Shot {
    const method = this.rng.pick(requestMethods);
    for (;;) {
      const args = this.chance(0.2) ? this.value(2) : Array.from({ length: this.rng.int(0, 5) }, () => this.value(1));
      if (!requestSchemas[method].safeParse(args).success) return this.withKind(`bad args to ${method}`, this.request(method, args));
    }
  }

  /** a move the rules refuse, on a real match */
  private illegalMove(): Shot {
    const match = this.rng.pick(this.matches);
    const idle = Array.from({ length: match.seats }, (_, seat) => seat).filter((seat) => !match.activeSeats.includes(seat));
    const activeSeat = match.activeSeats.length > 0 ? this.rng.pick(match.activeSeats) : 0;
    const unknownType = () => {
      const type = this.rng.pick(['fuzz', 'roll-twice', 'win', 'resign-everyone', ...Object.keys(gameModules)]);
      return match.legalTypes.has(type) ? 'fuzz' : type;
    };
    const move = this.rng.pick([
      // a legal move, from a seat whose turn it is not
      ...(idle.length > 0 ? [() => [this.rng.pick(idle), match.someLegal]] : []),
      // a move no rule knows, from the seat to act
      () => [activeSeat, { type: unknownType(), ...(this.chance(0.5) ? { value: this.value(1) } : {}) }],
      // a seat that is not at the table
      () => [this.rng.int(match.seats, 64), match.someLegal],
    ])();
    const actionCount = this.chance(0.9) ? match.actionCount : this.rng.int(0, 1000);
    return this.withKind(`illegal move in ${match.game}`, this.request('act', [match.id, move[0], move[1], actionCount]));
  }

  private unknownMatch(): Shot {
    const id = this.unknownMatchId();
    const [method, args] = this.rng.pick<[string, unknown[]]>([
      ['openMatch', [id]],
      ['seatView', [id, 0]],
      ['exportMatch', [id]],
      ['deleteMatch', [id]],
      ['undo', [id, 0]],
      ['act', [id, 0, { type: 'roll' }, 0]],
      ['createMatch', [{ game: this.string(10) || 'chess', seats: [{ name: 'Ann', color: 'amber', symbol: 'axe', kind: { type: 'human' } }] }]],
      ['importMatch', [{ game: this.rng.pick(Object.keys(gameModules)), text: this.string(200), seats: [{ name: 'Ann', color: 'amber', symbol: 'axe', kind: { type: 'human' } }] }]],
    ]);
    return this.withKind(`unknown match or game: ${method}`, this.request(method, args));
  }

  private tooLarge(): Shot {
    const id = this.client.takeId();
    return { kind: 'too large', frame: JSON.stringify({ id, method: 'listGames', args: ['x'.repeat(maxRequestBytes)] }), id };
  }
}

/** every key of every English namespace, `ns:a.b.c`: an error's key must be one */
export function translatedKeys(): Set<string> {
  const keys = new Set<string>();
  const localeDir = nodePath.resolve('locales/en');
  const walk = (ns: string, prefix: string, value: unknown) => {
    if (typeof value === 'string') keys.add(`${ns}:${prefix}`);
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(ns, prefix ? `${prefix}.${key}` : key, child);
  };
  for (const file of fs.readdirSync(localeDir)) walk(file.replace(/\.json$/, ''), '', JSON.parse(fs.readFileSync(nodePath.join(localeDir, file), 'utf8')));
  return keys;
}

export interface FloodFigures {
  sent: number;
  /** answered by id: valid requests and refusals */
  answered: number;
  /** refused: by id, without an id, or by closing the connection */
  rejected: number;
  /** valid requests answered exactly as before the flood */
  validMatched: number;
  /** connections the server closed for a frame ws refuses */
  connectionsClosed: number;
  /** refusals by error code */
  codes: Record<string, number>;
}

/**
 * Sends `count` seeded frames in batches, each batch closed by a valid request, and checks every
 * answer: a refusal for every hostile frame (with a translated key), the baseline answer for every
 * valid one. Throws on the first wrong or missing answer.
 */
export async function flood(options: { url: string; client: WireClient; seed: number; count: number; matches: FuzzMatch[]; baseline: Baseline }): Promise<FloodFigures> {
  const { client, url } = options;
  const keys = translatedKeys();
  const generator = new Generator(options.seed, client, options.matches, options.baseline);
  const figures: FloodFigures = { sent: 0, answered: 0, rejected: 0, validMatched: 0, connectionsClosed: 0, codes: {} };
  const batchSize = 64;
  while (figures.sent < options.count) {
    const checks: Promise<void>[] = [];
    const unanswerableBefore = client.unanswerable;
    let unanswerableSent = 0;
    for (let i = 0; i < batchSize && figures.sent < options.count; i++) {
      // each batch ends with a valid request: once it is answered, so is every frame before it
      const last = i === batchSize - 1 || figures.sent === options.count - 1;
      const shot = last ? generator.valid() : generator.next();
      figures.sent++;
      if ('closeCode' in shot) {
        const own = await WireClient.connect(url);
        own.socket.send(shot.frame, { binary: false });
        const code = await own.closed;
        if (code !== shot.closeCode) throw new Error(`${shot.kind}: closed with ${code}, not ${shot.closeCode}`);
        figures.connectionsClosed++;
        figures.rejected++;
        continue;
      }
      if (shot.id === null) unanswerableSent++;
      else checks.push(check(shot, client.answerTo(shot.id)));
      client.socket.send(shot.frame, { binary: 'binary' in shot && shot.binary === true });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('a batch went unanswered for 30 s')), 30_000)));
    await Promise.race([Promise.all(checks), timeout]).finally(() => clearTimeout(timer));
    if (client.strayAnswers.length > 0) throw new Error(`answers to no request: ${client.strayAnswers.join('\n')}`);
    const unanswered = client.unanswerable - unanswerableBefore;
    if (unanswered !== unanswerableSent) throw new Error(`${unanswerableSent} frames without a usable id, ${unanswered} answers without an id`);
    figures.rejected += unanswerableSent;
  }
  return figures;

  async function check(shot: Shot, answer: Promise<Result<unknown>>): Promise<void> {
    const result = await answer;
    figures.answered++;
    if ('expected' in shot) {
      if (JSON.stringify(result) !== shot.expected) {
        throw new Error(`a valid request was answered differently during the flood:\n${shot.frame.slice(0, 300)}\n${JSON.stringify(result).slice(0, 500)}\n${shot.expected.slice(0, 500)}`);
      }
      figures.validMatched++;
      return;
    }
    if (result.ok) throw new Error(`${shot.kind} was accepted: ${String(shot.frame).slice(0, 300)}`);
    if (!keys.has(result.error.key)) throw new Error(`${shot.kind} was refused with an untranslated key: ${JSON.stringify(result.error)}`);
    figures.rejected++;
    figures.codes[result.error.code] = (figures.codes[result.error.code] ?? 0) + 1;
  }
}
