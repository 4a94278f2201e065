/**
 * Undo a room can trust, through the Host on a real SQLite file: the table is told what Undo
 * would take back (whose move, of what kind) and whether to ask first; a secret round goes back
 * whole, to before its first choice; a phone whose move is taken back is told so; a hunt that
 * turned over face-down cards stands.
 */
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MatchSnapshot, PhoneState, UndoOffer } from '../../electron/shared/api';
import type { Host, HostOptions } from '../../electron/main/host';
import type { PhoneConnection, SeatLink } from '../../electron/main/phone-hub';
import type { TrolView } from '../../engine/games/trol/types';
import type { TrolldilemmaView } from '../../engine/games/trolldilemma/types';
import { bot, botsDone, errorCode, ok, seat, Table, useHosts, whole } from './host-fixtures';

const hosts = useHosts();

/** the phone server's network side, never started for real: the Host only needs an address to write in links */
const noNetwork = { start: async () => 'http://127.0.0.1:5180', stop: async () => {} };

async function openHost(path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite'), options: Partial<HostOptions> = {}): Promise<{ host: Host; path: string }> {
  const host = hosts.open(path, options);
  await host.attachPhoneServer(noNetwork);
  ok(await host.setSettings({ phones: true }));
  return { host, path };
}

/** A phone on a seat link, held by the Host as the phone server would: every state it was sent. */
class FakePhone {
  readonly states: PhoneState[] = [];
  readonly link: SeatLink;
  readonly connection: PhoneConnection = { send: (state) => this.states.push(state), end: () => {} };

  constructor(
    private readonly host: Host,
    url: string,
  ) {
    const link = host.connectPhone(new URL(url).pathname.replace('/p/', ''), this.connection);
    if (!link) throw new Error('the link did not open');
    this.link = link;
  }

  static async join(host: Host, matchId: string, seatIndex: number): Promise<FakePhone> {
    const invite = ok(await host.invitePhone(matchId, seatIndex)).invites.find((one) => one.seat === seatIndex);
    if (!invite) throw new Error(`no link for seat ${seatIndex}`);
    return new FakePhone(host, invite.url);
  }

  get latest() {
    const state = this.states.at(-1);
    if (state?.kind !== 'match') throw new Error('no match state yet');
    return state;
  }

  /** the type of the move it made last */
  lastMove = '';

  async playFirstLegal(): Promise<void> {
    const { match } = this.latest;
    this.lastMove = match.legal[0].type;
    ok(await this.host.phoneAct(this.link, this.connection, [match.legal[0], match.summary.actionCount]));
  }
}

const phase = (snapshot: MatchSnapshot) => (snapshot.view as TrolldilemmaView).phase;
/** who has thrown (or pointed) already in the secret round under way */
const chosen = (snapshot: MatchSnapshot) => {
  const now = phase(snapshot);
  return now.kind === 'redirect' || now.kind === 'trolley' ? now.chosen : [];
};

/**
 * A Trolldilemma match of Ada (on her phone), Bert (at the TV) and a bot, played to the first round
 * where Ada and Bert both throw in secret (the first round has no throws: hands start empty). The
 * humans pass at the market; the bot plays as it likes.
 */
async function toFirstThrows(host: Host) {
  const created = whole(ok(await host.createMatch({ game: 'trolldilemma', seats: [seat('Ada'), seat('Bert'), seat('Cleo', bot())] })));
  const matchId = created.summary.id;
  const ada = await FakePhone.join(host, matchId, 0);
  for (;;) {
    const snapshot = await botsDone(host, matchId);
    if (snapshot.privateTurns.includes(0) && snapshot.privateTurns.includes(1)) return { matchId, ada, snapshot };
    expect(snapshot.privateTurns, 'a round where only one of them throws').toEqual([]);
    const [human] = snapshot.activeSeats;
    ok(await host.act(matchId, human, { type: 'pass' }, snapshot.summary.actionCount));
  }
}

/** Bert's first throw, chosen behind the curtain on the TV */
async function bertThrows(host: Host, matchId: string): Promise<void> {
  const bert = ok(await host.seatView(matchId, 1));
  ok(await host.act(matchId, 1, bert.legal[0], bert.actionCount));
}

describe('Host: undo of a secret round', () => {
  it('rolls the round back to before its first secret choice, asks first, and tells the phone', async () => {
    const { host, path } = await openHost();
    const { matchId, ada, snapshot: roundStart } = await toFirstThrows(host);
    // the bot threw at once if it had cards: its throw is the round's first secret choice
    const botThrew = chosen(roundStart).includes(2);
    const before = roundStart.summary.actionCount - (botThrew ? 1 : 0);

    await ada.playFirstLegal();
    await bertThrows(host, matchId);
    const revealed = await botsDone(host, matchId);
    // the throws were revealed and the round played on
    expect(revealed.log.some((line) => line.key === 'events.throws-revealed')).toBe(true);

    // Bert threw last: Undo names him, says the whole round goes back (who chose again), asks first
    const offer = revealed.undo as Extract<UndoOffer, { kind: 'move' }>;
    expect(offer).toMatchObject({ kind: 'move', seat: 1, move: 'throw', ask: true });
    expect(offer.round).toEqual(botThrew ? [0, 1, 2] : [0, 1]);

    const table = new Table(host, revealed);
    const undone = ok(await table.undo());
    expect(undone.summary.actionCount).toBe(before);
    expect(phase(undone).kind).toBe('redirect');
    expect(chosen(undone)).toEqual([]);
    expect(undone.log.some((line) => line.at >= before)).toBe(false);

    // Ada's phone was told, in words it will translate: her move was taken back with the round
    const told = ada.states.find((state) => state.kind === 'match' && state.notice);
    expect(told).toMatchObject({ kind: 'match', notice: { kind: 'undone', round: true }, match: { summary: { actionCount: before } } });
    expect(told?.kind === 'match' && told.match.legal.length > 0).toBe(true);

    // saved: a restarted Host resumes at the round's start (the bot throws again, as before)
    await host.close();
    const reopened = (await openHost(path)).host;
    const resumed = await botsDone(reopened, matchId);
    expect(resumed.summary.actionCount).toBeLessThanOrEqual(before + 1);
    expect(resumed.privateTurns).toEqual([0, 1]);
  });

  it('offers the same undo after a restart that resumed from a snapshot past the round’s start', async () => {
    // a snapshot after every move: the resumed match knows the record of its last move alone
    const { host, path } = await openHost(undefined, { snapshotEvery: 1 });
    const { matchId, ada, snapshot: roundStart } = await toFirstThrows(host);
    const before = roundStart.summary.actionCount - (chosen(roundStart).includes(2) ? 1 : 0);
    await ada.playFirstLegal();
    await bertThrows(host, matchId);
    const revealed = await botsDone(host, matchId);
    await host.close();

    const reopened = (await openHost(path, { snapshotEvery: 1 })).host;
    const resumed = whole(ok(await reopened.openMatch(matchId)));
    expect(resumed.summary.actionCount).toBe(revealed.summary.actionCount);
    // the same offer: phones are forgotten with the restart, but a secret throw is still asked about
    expect(resumed.undo).toEqual(revealed.undo);
    expect(ok(await new Table(reopened, resumed).undo()).summary.actionCount).toBe(before);
  });

  it('takes back a round still under way whole: the choices already made go with the one named', async () => {
    const { host } = await openHost();
    const { matchId, ada, snapshot } = await toFirstThrows(host);
    await ada.playFirstLegal();
    const afterAda = await botsDone(host, matchId);
    expect(afterAda.undo).toMatchObject({ kind: 'move', seat: 0, move: 'throw', ask: true });
    const botThrew = chosen(snapshot).includes(2);
    expect(afterAda.undo).toMatchObject({ round: botThrew ? [0, 2] : [0] });
    const undone = ok(await new Table(host, afterAda).undo());
    // back to before the bot's throw too: nobody's choice of the round stands
    expect(undone.summary.actionCount).toBe(snapshot.summary.actionCount - (botThrew ? 1 : 0));
    expect(chosen(undone)).toEqual([]);
    // the phone says whether others' choices went back with hers
    expect(ada.latest).toMatchObject({ notice: { kind: 'undone', round: botThrew } });
  });

  it('asks for a public move made on a phone, not for one made at the TV, and tells only the phone whose move went back', async () => {
    const { host } = await openHost();
    const created = whole(ok(await host.createMatch({ game: 'trolldilemma', seats: [seat('Ada'), seat('Bert'), seat('Cleo', bot())] })));
    const matchId = created.summary.id;
    const ada = await FakePhone.join(host, matchId, 0);
    let askedForAda = false;
    let undidBert = false;
    // the humans pass at the market (Ada on her phone, Bert at the TV) and throw when they must
    for (let turns = 0; turns < 100 && !(askedForAda && undidBert); turns++) {
      const snapshot = await botsDone(host, matchId);
      if (snapshot.privateTurns.length > 0) {
        if (snapshot.privateTurns.includes(0)) await ada.playFirstLegal();
        if (snapshot.privateTurns.includes(1)) await bertThrows(host, matchId);
        continue;
      }
      const [human] = snapshot.activeSeats;
      if (human === 0) {
        await ada.playFirstLegal();
        const after = await botsDone(host, matchId);
        if (after.undo?.kind === 'move' && after.undo.seat === 0) {
          expect(after.undo).toEqual({ kind: 'move', seat: 0, move: ada.lastMove, round: [], ask: true });
          askedForAda = true;
        }
        continue;
      }
      ok(await host.act(matchId, 1, { type: 'pass' }, snapshot.summary.actionCount));
      const afterBert = await botsDone(host, matchId);
      if (undidBert || afterBert.undo?.kind !== 'move' || afterBert.undo.seat !== 1) continue;
      // the bot's answers after it (a purchase, a secret throw in the next round) are not asked about
      expect(afterBert.undo).toEqual({ kind: 'move', seat: 1, move: 'pass', round: [], ask: false });
      const told = ada.states.length;
      const undone = ok(await new Table(host, afterBert).undo());
      expect(undone.summary.actionCount).toBe(snapshot.summary.actionCount);
      // Ada's move was not taken back: her phone is sent the table as it is, with no notice
      expect(ada.states.length).toBeGreaterThan(told);
      expect(ada.states.slice(told).some((state) => state.kind === 'match' && state.notice)).toBe(false);
      undidBert = true;
    }
    expect([askedForAda, undidBert]).toEqual([true, true]);
  });
});

describe('Host: undo of a TRÔL private turn', () => {
  it('asks before taking back a card placed from a hand on a phone, names no card, and tells the phone', async () => {
    const { host } = await openHost();
    const created = whole(ok(await host.createMatch({ game: 'trol', seats: [seat('Ada'), seat('Bert'), seat('Cleo', bot())] })));
    const matchId = created.summary.id;
    const ada = await FakePhone.join(host, matchId, 0);
    expect(created.privateTurns).toEqual([0]);
    const hand = (ada.latest.match.view as TrolView).tribes[0].hand ?? [];
    expect(hand.length).toBeGreaterThan(0);
    const place = ada.latest.match.legal.find((action) => action.type === 'place')!;
    ok(await host.phoneAct(ada.link, ada.connection, [place, 0]));
    const afterAda = whole(ok(await host.openMatch(matchId)));
    // whose move and of what kind, nothing of which card (by night it lies face down)
    expect(afterAda.undo).toEqual({ kind: 'move', seat: 0, move: 'place', round: [], ask: true });
    const undone = ok(await new Table(host, afterAda).undo());
    expect(undone.summary.actionCount).toBe(0);
    expect(ada.latest).toMatchObject({ notice: { kind: 'undone', round: false }, match: { summary: { actionCount: 0 } } });
    // her hand is as it was: the same cards to choose from again
    expect((ada.latest.match.view as TrolView).tribes[0].hand).toEqual(hand);
  });
});

describe('Host: undo after a reveal of face-down cards', () => {
  it('refuses to go back past a TRÔL hunt that turned over cards placed by night', async () => {
    const { host } = await openHost();
    const created = whole(ok(await host.createMatch({ game: 'trol', seats: [seat('Ada'), seat('Bert')], options: { cycle: 'night' } })));
    const matchId = created.summary.id;
    let snapshot = created;
    const turnsOver = (update: MatchSnapshot) => update.fresh.some((event) => event.type === 'triggered' && Number(event.count) > 0);
    // both play at the TV: by night they place cards; a hunt holding face-down cards is started at
    // once, and by day any hunt is (a new Gibier may bring the night)
    for (let moves = 0; moves < 300 && !turnsOver(snapshot); moves++) {
      const [active] = snapshot.activeSeats;
      const legal = snapshot.privateTurns.includes(active) ? ok(await host.seatView(matchId, active)).legal : snapshot.legal[active];
      const view = snapshot.view as TrolView;
      const triggers = legal.filter((action) => action.type === 'trigger');
      const hidden = triggers.find((action) => view.hunts[Number(action.hunt)].cards.some((card) => !card.faceUp));
      const action = hidden ?? (view.cycle === 'day' ? triggers[0] : undefined) ?? legal.find((one) => one.type === 'place') ?? legal[0];
      snapshot = ok(await new Table(host, snapshot).act(active, action));
    }
    expect(turnsOver(snapshot), 'a hunt turned cards over').toBe(true);
    expect(snapshot.undo).toEqual({ kind: 'revealed' });
    const refused = await new Table(host, snapshot).undo();
    expect(errorCode(refused)).toBe('secrets-revealed');
    expect(refused).toMatchObject({ ok: false, error: { key: 'common:errors.secrets-revealed' } });
    expect(whole(ok(await host.openMatch(matchId))).summary.actionCount).toBe(snapshot.summary.actionCount);
  });
});
