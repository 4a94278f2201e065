/**
 * Phones as private hands, over real sockets on 127.0.0.1 (the LAN address is only computed for
 * the links, never dialled): the setting, seat links and what they open, secrecy on the wire,
 * revocation, the lobby, rate limits, and the phone protocol under a hostile flood.
 *
 * Over 500 lines: one file for the phone server's whole wire, since its tests share the Host and
 * socket helpers set up here.
 */
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import type { LogEntry, MatchSnapshot, MatchUpdate, PhoneState, PhoneTable, PhoneWireMessage, Result, SeatSnapshot } from '../../electron/shared/api';
import { applyMatchUpdate } from '../../electron/shared/match-update';
import { defaultConnectionLimits, lanAddress } from '../../electron/main/phone-server';
import { newSeatToken, readSeatToken } from '../../electron/main/phone-hub';
import { startWebServer, type WebServer } from '../../electron/main/web';
import { requestMethods } from '../../electron/shared/api';
import { phoneFlood } from '../support/phone-fuzz';
import { cards, type SecretPickView } from '../engine/support/secret-pick';
import { bot, ok, seat } from './host-fixtures';
import { dial, lanName, LinkClient, phonesOn, request, usePhoneServers } from './phone-fixtures';
import { cardsIn } from './secret-fixtures';

const { servers, sockets, started } = usePhoneServers();

/** The token of a link, read from its address as a phone would. */
function tokenOf(table: PhoneTable, seatIndex: number): string {
  const invite = table.invites.find((candidate) => candidate.seat === seatIndex);
  if (!invite) throw new Error(`seat ${seatIndex} has no link`);
  return new URL(invite.url).pathname.replace('/p/', '');
}

/** A phone on its seat link. */
class Phone extends LinkClient<PhoneState> {
  static async open(port: number, token: string, headers: Record<string, string> = {}): Promise<Phone> {
    const phone = new Phone(dial(port, `phone-api?seat=${encodeURIComponent(token)}`, sockets, headers));
    await phone.opened;
    return phone;
  }

  act(action: unknown, actionCount: number): Promise<Result<unknown>> {
    return this.send({ method: 'act', args: [action, actionCount] });
  }
}

const matchOf = (state: PhoneState | undefined) => {
  if (state?.kind !== 'match') throw new Error(`not a match state: ${JSON.stringify(state)}`);
  return state.match;
};

async function secretMatch(server: WebServer, seats = [seat('Ann'), seat('Bob'), seat('Cid')], rounds = 2) {
  const created = ok(await server.host.createMatch({ game: 'secret-pick', seats, options: { rounds } })) as MatchUpdate;
  return created.summary.id;
}

describe('the setting', () => {
  it('listens for phones only while it is on, and says where', async () => {
    const server = await started();
    expect(ok(await server.host.status()).phones).toEqual({ state: 'off' });
    expect(server.phonePort()).toBeUndefined();
    const matchId = await secretMatch(server);
    expect(await server.host.invitePhone(matchId, 0)).toMatchObject({ ok: false, error: { code: 'phones-off', key: 'common:errors.phones-off' } });

    const port = await phonesOn(server);
    expect(ok(await server.host.status()).phones).toEqual({ state: 'on', address: `http://${lanName}:${port}` });
    expect((await request(port, '/p/anything')).status).toBe(200);

    ok(await server.host.setSettings({ phones: false }));
    expect(server.phonePort()).toBeUndefined();
    await expect(request(port, '/p/anything')).rejects.toThrow(/ECONNREFUSED/);
    expect(ok(await server.host.status()).phones).toEqual({ state: 'off' });
  });

  it('is remembered: a restarted app listens again', async () => {
    const first = await started();
    await phonesOn(first);
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    const again = await startWebServer({
      dbPath: first.dbPath,
      rendererDir: nodePath.join(nodePath.dirname(first.dbPath), 'renderer'),
      port: 0,
      phones: { port: 0, lanAddress: () => lanName },
    });
    servers.push(again);
    expect(again.phonePort()).toBeDefined();
    expect(ok(await again.host.status()).phones.state).toBe('on');
  });

  it('says so when the port is taken, instead of failing the setting', async () => {
    const first = await started();
    const taken = await phonesOn(first);
    const second = await started({ phones: { port: taken } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    ok(await second.host.setSettings({ phones: true }));
    expect(ok(await second.host.status()).phones).toEqual({ state: 'failed', reason: 'EADDRINUSE' });
  });
});

describe('seat links', () => {
  it('are unguessable, typed easily, and their short address is the link without its scheme', () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => newSeatToken()));
    expect(tokens.size).toBe(2000);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
    // 26 characters of a 32-letter alphabet: 130 bits; every character is used
    const used = new Set([...tokens].join(''));
    expect(used.size).toBe(32);
    const token = [...tokens][0];
    const grouped = token.match(/.{1,4}/g)!.join('-').toUpperCase().replaceAll('1', 'l').replaceAll('0', 'O');
    expect(readSeatToken(grouped)).toBe(token);
    expect(readSeatToken(`${token}x`)).toBeNull();
    expect(readSeatToken('u'.repeat(26))).toBeNull();
  });

  it('open one seat of one match: its own view and legal actions, pushed at once and after every change', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const links = ok(await server.host.invitePhone(matchId, 1));
    const [invite] = links.invites;
    expect(invite).toMatchObject({ seat: 1, joined: false });
    expect(invite.url).toBe(`http://${invite.shortUrl}`);
    expect(invite.shortUrl).toMatch(new RegExp(`^${lanName.replaceAll('.', '\\.')}:${port}/p/([0-9a-hjkmnp-tv-z]{4}-){6}[0-9a-hjkmnp-tv-z]{2}$`));

    const tvPushes: PhoneTable[] = [];
    server.host.onPhonesChange((phones) => tvPushes.push(phones));
    // until a phone holds the link open, the seat may still be played behind the TV's curtain
    const own = ok(await server.host.seatView(matchId, 1)) as SeatSnapshot;
    const bob = await Phone.open(port, tokenOf(links, 1));
    const first = matchOf(await bob.until((state) => state.kind === 'match'));
    expect(first).toMatchObject({ seat: 1, view: own.view, legal: own.legal, privateTurn: true, outcome: null });
    expect(tvPushes.at(-1)).toMatchObject({ table: matchId, invites: [{ seat: 1, joined: true }] });
    // from then on the seat's hand is the phone's alone: the TV is refused it, and keeps the others'
    expect(await server.host.seatView(matchId, 1)).toEqual({ ok: false, error: { code: 'seat-on-phone', key: 'common:errors.seat-on-phone', params: {} } });
    expect(ok(await server.host.seatView(matchId, 0)).seat).toBe(0);

    expect(ok(await bob.act({ type: 'pick', card: 'cave-moss' }, first.summary.actionCount))).toBeNull();
    const after = matchOf(await bob.until((state) => state.kind === 'match' && state.match.summary.actionCount === 1));
    expect(after.summary.actionCount).toBe(1);
    expect(after.summary.seats[1].name).toBe('Bob');
    expect((after.view as { mine?: string }).mine).toBe('cave-moss');
    expect(after.legal).toEqual([]);

    bob.socket.close();
    await bob.closed;
    await vi.waitFor(() => expect(tvPushes.at(-1)).toMatchObject({ invites: [{ seat: 1, joined: false }] }));
    // the phone let go: the seat is played on the TV again
    expect(ok(await server.host.seatView(matchId, 1)).view).toEqual(after.view);
  });

  it('never carry another seat’s secrets: a phone is sent the table’s view plus its own pick, and its own moves only', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const tableViews = new Map<number, unknown>();
    const tableLogs = new Map<number, LogEntry[]>();
    let table: MatchSnapshot | null = null;
    server.host.onMatchUpdate((update) => {
      table = applyMatchUpdate(table, update);
      if (table) tableViews.set(table.summary.actionCount, table.view);
      if (table) tableLogs.set(table.summary.actionCount, table.log);
    });
    const created = ok(await server.host.createMatch({ game: 'secret-pick', seats: [seat('Ann'), seat('Bob'), seat('Cid')], options: { rounds: 3 } })) as MatchUpdate;
    table = applyMatchUpdate(null, created);
    tableViews.set(0, created.view);
    tableLogs.set(0, created.log);
    const matchId = created.summary.id;
    for (const index of [0, 1, 2]) ok(await server.host.invitePhone(matchId, index));
    const links = ok(await server.host.phoneTable(matchId));
    const phones = await Promise.all([0, 1, 2].map((index) => Phone.open(port, tokenOf(links, index))));
    const picks = [
      ['amber-gem', 'bone-club', 'cave-moss'],
      ['dire-wolf', 'elder-mead', 'amber-gem'],
      ['bone-club', 'cave-moss', 'dire-wolf'],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [index, phone] of phones.entries()) {
        const state = matchOf(await phone.until((candidate) => candidate.kind === 'match' && candidate.match.summary.actionCount === round * 3 + index));
        ok(await phone.act({ type: 'pick', card: picks[round][index] }, state.summary.actionCount));
      }
    }
    for (const [index, phone] of phones.entries()) {
      await phone.until((state) => state.kind === 'match' && state.match.outcome !== null);
      // checked frame by frame, as sent: its own seat, the table's view and its own pick alone
      for (const frame of phone.frames) {
        const message = JSON.parse(frame) as PhoneWireMessage;
        if (!('push' in message)) continue;
        const sent = matchOf(message.state);
        const { mine, ...shared } = sent.view as SecretPickView;
        expect(sent.seat).toBe(index);
        expect(shared, `phone ${index} at action ${sent.summary.actionCount}`).toEqual(tableViews.get(sent.summary.actionCount));
        // what just happened, as the phone says it between turns: the last lines of the TV's own public log, no secret event
        const tableLog = tableLogs.get(sent.summary.actionCount)!;
        expect(sent.recent).toEqual(tableLog.slice(-sent.recent.length));
        expect(sent.recent.length).toBe(Math.min(4, tableLog.length));
        expect(frame).not.toContain('my-pick');
        expect(frame).not.toContain('visibleTo');
        const round = Math.floor(sent.summary.actionCount / 3);
        if (mine) expect(mine).toBe(picks[round][index]);
        expect(sent.legal.length > 0).toBe(sent.activeSeats.includes(index));
      }
    }
  });

  it('are told when the TV takes back their secret picks, and neither the question nor the notice says a card', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const tvFrames: string[] = [];
    // what the TV's wire carries: every pushed update, as the web transport sends it
    server.host.onMatchUpdate((update) => tvFrames.push(JSON.stringify({ push: 'match-update', update })));
    const matchId = await secretMatch(server, [seat('Ann'), seat('Bob'), seat('Cid')], 2);
    for (const index of [0, 1]) ok(await server.host.invitePhone(matchId, index));
    const links = ok(await server.host.phoneTable(matchId));
    const [ann, bob] = await Promise.all([0, 1].map((index) => Phone.open(port, tokenOf(links, index))));
    await ann.until((state) => state.kind === 'match');
    ok(await ann.act({ type: 'pick', card: 'amber-gem' }, 0));
    await bob.until((state) => state.kind === 'match' && state.match.summary.actionCount === 1);
    ok(await bob.act({ type: 'pick', card: 'dire-wolf' }, 1));

    // the TV's Undo offers to take back Bob's pick and, with it, the whole round (Ann's pick too); it asks first
    const opened = ok(await server.host.openMatch(matchId));
    expect(opened.undo).toEqual({ kind: 'move', seat: 1, move: 'pick', round: [0, 1], ask: true });
    const undone = ok(await server.host.undo(matchId, 2));
    expect(undone.summary.actionCount).toBe(0);

    // each phone is told, in a notice of its own, that the round went back
    for (const phone of [ann, bob]) {
      const told = matchOf(await phone.until((state) => state.kind === 'match' && state.notice !== undefined));
      expect(told.summary.actionCount).toBe(0);
      expect(phone.latest).toMatchObject({ notice: { kind: 'undone', round: true } });
    }
    // nothing the TV was sent names a card: not the offer, not the undo; the phones' frames since the undo neither
    expect(cardsIn(tvFrames)).toEqual([]);
    expect(cardsIn(JSON.stringify(opened))).toEqual([]);
    for (const phone of [ann, bob]) {
      const noticeAt = phone.states.findIndex((state) => state.kind === 'match' && state.notice !== undefined);
      for (const state of phone.states.slice(noticeAt)) {
        // its own choices (every card, its turn again) aside
        const { legal: _choices, ...rest } = matchOf(state);
        expect(cardsIn({ ...state, match: rest })).toEqual([]);
      }
    }
  });

  it('let phones make their secret choices at the same moment: a choice counts from when its turn began', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const matchId = await secretMatch(server, [seat('Ann'), seat('Bob'), seat('Cid')], 1);
    for (const index of [0, 1, 2]) ok(await server.host.invitePhone(matchId, index));
    const links = ok(await server.host.phoneTable(matchId));
    const phones = await Promise.all([0, 1, 2].map((index) => Phone.open(port, tokenOf(links, index))));
    await Promise.all(phones.map((phone) => phone.until((state) => state.kind === 'match')));
    // all three sent on the view at action 0; the last one ends the match, and is answered before the links die
    const answers = await Promise.all(phones.map((phone, index) => phone.act({ type: 'pick', card: cards[index] }, 0)));
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true]);
    expect(await Promise.all(phones.map((phone) => phone.closed))).toEqual([4401, 4401, 4401]);
  });

  it('still refuse a move on an old view outside a secret turn', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const matchId = await secretMatch(server, [seat('Ann'), seat('Bob')], 2);
    const ann = await Phone.open(port, tokenOf(ok(await server.host.invitePhone(matchId, 0)), 0));
    ok(await ann.act({ type: 'pick', card: 'amber-gem' }, 0));
    ok(await server.host.act(matchId, 1, { type: 'pick', card: 'bone-club' }, 1));
    // round 2 began at action 2: a pick sent from the view at action 1 (round 1) is stale
    const before = ann.states.length;
    expect(await ann.act({ type: 'pick', card: 'cave-moss' }, 1)).toMatchObject({ ok: false, error: { code: 'stale-move' } });
    // and the phone is sent the match as it is now
    await vi.waitFor(() => expect(ann.states.length).toBeGreaterThan(before));
    expect(matchOf(ann.latest).summary.actionCount).toBe(2);
  });

  it('act only for their own seat and reach nothing else of the app', async () => {
    // every request of the TV's API is tried below: a burst that lets them all through to be refused
    const server = await started({ phones: { port: 0, lanAddress: () => lanName, rateLimit: { perSecond: 10, burst: requestMethods.length + 10 } } });
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const otherMatch = await secretMatch(server);
    const links = ok(await server.host.invitePhone(matchId, 0));
    const ann = await Phone.open(port, tokenOf(links, 0));
    await ann.until((state) => state.kind === 'match');

    // the seat comes from the link, never from the request
    expect(await ann.send({ method: 'act', args: [1, { type: 'pick', card: 'amber-gem' }, 0] })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await ann.send({ method: 'act', args: [{ type: 'pick', card: 'amber-gem' }, 0, 1] })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    for (const method of requestMethods) {
      const args = method === 'deleteMatch' || method === 'openMatch' ? [otherMatch] : [];
      expect(await ann.send({ method, args }), method).toMatchObject({ ok: false, error: { code: 'bad-request', key: 'common:errors.bad-request' } });
    }
    expect(ok(await server.host.listMatches())).toHaveLength(2);
    expect(ok(await server.host.openMatch(otherMatch))).toMatchObject({ summary: { actionCount: 0 } });
    // the TV's API and pages are not served here
    expect((await request(port, '/api?token=x')).status).toBe(404);
    expect((await request(port, '/index.html')).status).toBe(404);
    expect((await request(port, '/assets/../index.html')).status).toBe(404);
    expect((await request(port, '/p/x')).body).toContain('phone');
    expect((await request(port, '/assets/phone.js')).status).toBe(200);
    // the page at /p/<token> asks for its files relative to itself, as the build links them
    expect((await request(port, '/p/assets/phone.js')).status).toBe(200);
    expect((await request(port, '/p/assets/../../index.html')).status).toBe(404);
  });

  it('refuse other hosts (DNS rebinding), other sites’ pages, and unknown links', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const token = tokenOf(ok(await server.host.invitePhone(matchId, 0)), 0);
    expect((await request(port, '/p/x', { host: `evil.example:${port}` })).status).toBe(403);
    expect((await request(port, `/phone-api?seat=${token}`)).status).toBe(204);
    expect((await request(port, `/phone-api?seat=${newSeatToken()}`)).status).toBe(401);
    await expect(Phone.open(port, token, { origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(Phone.open(port, token, { host: `evil.example:${port}` })).rejects.toThrow(/403/);
    await expect(Phone.open(port, newSeatToken())).rejects.toThrow(/401/);
    await expect(Phone.open(port, token)).resolves.toBeInstanceOf(Phone);
  });

  it('die when re-made, taken back to the TV, or the match ends or is deleted', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const matchId = await secretMatch(server, [seat('Ann'), seat('Bob')], 1);
    const old = tokenOf(ok(await server.host.invitePhone(matchId, 0)), 0);
    const oldPhone = await Phone.open(port, old);
    const fresh = tokenOf(ok(await server.host.invitePhone(matchId, 0)), 0);
    expect(fresh).not.toBe(old);
    expect(await oldPhone.closed).toBe(4401);
    expect((await request(port, `/phone-api?seat=${old}`)).status).toBe(401);
    const annPhone = await Phone.open(port, fresh);

    const bobToken = tokenOf(ok(await server.host.invitePhone(matchId, 1)), 1);
    const bobPhone = await Phone.open(port, bobToken);
    expect(ok(await server.host.revokePhone(matchId, 1)).invites.map((invite) => invite.seat)).toEqual([0]);
    expect(await bobPhone.closed).toBe(4401);

    // the last pick ends the match: Ann's phone is sent the result, then its link dies
    ok(await server.host.act(matchId, 1, { type: 'pick', card: 'bone-club' }, 0));
    ok(await annPhone.act({ type: 'pick', card: 'amber-gem' }, 1));
    const final = matchOf(await annPhone.until((state) => state.kind === 'match' && state.match.outcome !== null));
    expect(final.outcome).not.toBeNull();
    expect(await annPhone.closed).toBe(4401);
    expect(ok(await server.host.phoneTable(matchId)).invites).toEqual([]);
    expect(await server.host.invitePhone(matchId, 0)).toMatchObject({ ok: false, error: { code: 'match-over' } });

    const next = await secretMatch(server);
    const doomed = await Phone.open(port, tokenOf(ok(await server.host.invitePhone(next, 2)), 2));
    ok(await server.host.deleteMatch(next));
    expect(await doomed.closed).toBe(4401);
  });

  it('are refused for a bot’s seat, a seat not at the table, and a match that does not exist', async () => {
    const server = await started();
    await phonesOn(server);
    const matchId = await secretMatch(server, [seat('Ann'), seat('Bot', bot())]);
    expect(await server.host.invitePhone(matchId, 1)).toMatchObject({ ok: false, error: { code: 'bot-seat' } });
    expect(await server.host.invitePhone(matchId, 5)).toMatchObject({ ok: false, error: { code: 'unknown-seat' } });
    expect(await server.host.invitePhone('no-such-match', 0)).toMatchObject({ ok: false, error: { code: 'unknown-match' } });
    expect(await server.host.phoneTable('lobby-nothing')).toMatchObject({ ok: false, error: { code: 'unknown-match' } });
  });
});

describe('the lobby of the new-game screen', () => {
  it('holds seats before the match exists, and hands them to its human seats when it starts', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const lobby = ok(await server.host.openPhoneLobby('secret-pick'));
    expect(lobby.table).toMatch(/^lobby-/);
    ok(await server.host.invitePhone(lobby.table, 0));
    const table = ok(await server.host.invitePhone(lobby.table, 1));
    const ann = await Phone.open(port, tokenOf(table, 0));
    const bobBecomesBot = await Phone.open(port, tokenOf(table, 1));
    expect(await ann.until((state) => state.kind === 'lobby')).toEqual({ kind: 'lobby', seat: 0, game: 'secret-pick', language: 'en', animationSpeed: 'off' });

    const created = ok(
      await server.host.createMatch({ game: 'secret-pick', seats: [seat('Ann'), seat('Bot', bot())], phoneLobby: lobby.table }),
    ) as MatchUpdate;
    const begun = matchOf(await ann.until((state) => state.kind === 'match'));
    expect(begun).toMatchObject({ seat: 0, summary: { id: created.summary.id } });
    expect(await bobBecomesBot.closed).toBe(4401);
    expect(ok(await server.host.phoneTable(created.summary.id)).invites).toMatchObject([{ seat: 0, joined: true }]);
    // a lobby is used once
    expect(await server.host.phoneTable(lobby.table)).toMatchObject({ ok: false, error: { code: 'unknown-match' } });
  });

  it('closes the previous lobby and its links when a new one opens', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const first = ok(await server.host.openPhoneLobby('secret-pick'));
    const phone = await Phone.open(port, tokenOf(ok(await server.host.invitePhone(first.table, 0)), 0));
    ok(await server.host.openPhoneLobby('secret-pick'));
    expect(await phone.closed).toBe(4401);
  });
});

describe('the table’s language and pace', () => {
  it('tells every phone the table’s language and Animations setting, and tells it again when the TV changes either', async () => {
    const server = await started();
    const port = await phonesOn(server);
    ok(await server.host.setSettings({ language: 'fr' }));
    const matchId = await secretMatch(server);
    const ann = await Phone.open(port, tokenOf(ok(await server.host.invitePhone(matchId, 0)), 0));
    const lobby = ok(await server.host.openPhoneLobby('secret-pick'));
    const bob = await Phone.open(port, tokenOf(ok(await server.host.invitePhone(lobby.table, 1)), 1));
    expect((await ann.until((state) => state.kind === 'match')).language).toBe('fr');
    expect(await bob.until((state) => state.kind === 'lobby')).toEqual({ kind: 'lobby', seat: 1, game: 'secret-pick', language: 'fr', animationSpeed: 'off' });

    const annSeen = ann.states.length;
    ok(await server.host.setSettings({ language: 'en' }));
    const annNow = await ann.until((state) => ann.states.indexOf(state) >= annSeen);
    expect(annNow.language).toBe('en');
    // the same match as before: only the language changed
    expect(matchOf(annNow).summary.actionCount).toBe(0);
    expect((await bob.until((state) => state.language === 'en')).kind).toBe('lobby');

    // the table's pace is news too: a phone's table moves as the TV's does
    const paced = ann.states.length;
    ok(await server.host.setSettings({ animationSpeed: 'slow' }));
    expect((await ann.until((state) => ann.states.indexOf(state) >= paced)).animationSpeed).toBe('slow');
    expect((await bob.until((state) => state.animationSpeed === 'slow')).kind).toBe('lobby');

    // another setting is not news to a phone
    const before = ann.states.length;
    ok(await server.host.setSettings({ effectsVolume: 20 }));
    ok(await server.host.act(matchId, 1, { type: 'pick', card: 'bone-club' }, 0));
    await ann.until((state) => state.kind === 'match' && state.match.summary.actionCount === 1);
    expect(ann.states.length).toBe(before + 1);
  });
});

describe('the phone protocol under load', () => {
  it('answers a phone that floods with rate-limited, each request by its own id, and goes on serving it', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const ann = await Phone.open(port, tokenOf(ok(await server.host.invitePhone(matchId, 0)), 0));
    await ann.until((state) => state.kind === 'match');
    const answers: { id: number; result: Result<unknown> }[] = [];
    ann.socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as PhoneWireMessage;
      if ('id' in message) answers.push(message);
    });
    const sentIds = Array.from({ length: 100 }, (_, i) => 1000 + i);
    for (const id of sentIds) ann.socket.send(JSON.stringify({ id, method: 'act', args: [{ type: 'pick', card: 'nope' }, 0] }));
    await vi.waitFor(() => expect(answers).toHaveLength(100));
    const codes = answers.map(({ result }) => (result.ok ? 'ok' : result.error.code));
    expect(codes.filter((code) => code === 'rate-limited').length).toBeGreaterThan(50);
    expect(codes).toContain('illegal-action');
    // each request is answered by its own id, refused for its rate or not: the page waits for none of them
    expect(answers.map(({ id }) => id).sort((a, b) => a - b)).toEqual(sentIds);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(ok(await ann.act({ type: 'pick', card: 'amber-gem' }, 0))).toBeNull();
  });

  it('survives a seeded flood of hostile frames on a seat link, changes nothing, and never says the token', async () => {
    const server = await started({ phones: { port: 0, lanAddress: () => lanName, rateLimit: { perSecond: 1e6, burst: 1e6 } } });
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const otherMatch = await secretMatch(server);
    const token = tokenOf(ok(await server.host.invitePhone(matchId, 0)), 0);
    const logged: unknown[] = [];
    for (const level of ['log', 'warn', 'error', 'info'] as const) vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args));
    const saved = () => {
      const handle = new Database(server.dbPath, { readonly: true });
      try {
        return JSON.stringify([handle.prepare('SELECT * FROM matches ORDER BY id').all(), handle.prepare('SELECT * FROM actions').all()]);
      } finally {
        handle.close();
      }
    };
    const before = saved();

    const figures = await phoneFlood({ port, token, seed: 11, count: 3000, matchIds: [matchId, otherMatch], illegal: { type: 'pick', card: 'no-such-card' }, actionCount: 0 });

    expect(figures.answered).toBe(3000);
    expect(Object.keys(figures.codes)).toEqual(expect.arrayContaining(['bad-request', 'illegal-action', 'stale-move']));
    expect(saved()).toBe(before);
    expect(figures.received.join('\n')).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain(token);
    // and the seat still plays
    const ann = await Phone.open(port, token);
    expect(ok(await ann.act({ type: 'pick', card: 'amber-gem' }, 0))).toBeNull();
  });

  it('caps the connections of each seat link: one link at its cap is refused, another still connects', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const annToken = tokenOf(ok(await server.host.invitePhone(matchId, 0)), 0);
    const bobToken = tokenOf(ok(await server.host.invitePhone(matchId, 1)), 1);
    const annPhones = await Promise.all(Array.from({ length: defaultConnectionLimits.perLink }, () => Phone.open(port, annToken)));
    await expect(Phone.open(port, annToken)).rejects.toThrow(/503/);
    const bob = await Phone.open(port, bobToken);
    await bob.until((state) => state.kind === 'match');

    // a closed connection gives its place back: once the last of them is gone, Ann's link connects again
    const annLeft = new Promise<void>((resolve) => {
      const stop = server.host.onPhonesChange((phones) => {
        if (phones.table === matchId && phones.invites.some((invite) => invite.seat === 0 && !invite.joined)) {
          stop();
          resolve();
        }
      });
    });
    for (const phone of annPhones) phone.socket.close();
    await annLeft;
    await expect(Phone.open(port, annToken)).resolves.toBeInstanceOf(Phone);
  });

  it('keeps a cap on all the connections together', async () => {
    const server = await started({ phones: { port: 0, lanAddress: () => lanName, connectionLimits: { perLink: 2, total: 3 } } });
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const annToken = tokenOf(ok(await server.host.invitePhone(matchId, 0)), 0);
    const bobToken = tokenOf(ok(await server.host.invitePhone(matchId, 1)), 1);
    const cidToken = tokenOf(ok(await server.host.invitePhone(matchId, 2)), 2);
    await Phone.open(port, annToken);
    await Phone.open(port, annToken);
    await expect(Phone.open(port, annToken)).rejects.toThrow(/503/);
    await Phone.open(port, bobToken);
    await expect(Phone.open(port, cidToken)).rejects.toThrow(/503/);
  });
});

describe('the address phones are given', () => {
  const info = (address: string, internal = false) => ({ address, internal, family: 'IPv4' as const, netmask: '', mac: '', cidr: null });
  it('is a private LAN address when the machine has one', () => {
    expect(lanAddress({ lo: [info('127.0.0.1', true)], eth0: [info('203.0.113.4')], wlan0: [info('192.168.1.20')] }, 'box')).toBe('192.168.1.20');
    expect(lanAddress({ eth0: [info('10.0.0.5')] }, 'box')).toBe('10.0.0.5');
    expect(lanAddress({ eth0: [info('203.0.113.4')] }, 'box')).toBe('203.0.113.4');
    expect(lanAddress({ lo: [info('127.0.0.1', true)] }, 'box')).toBe('box');
  });
});
