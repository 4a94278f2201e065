/**
 * TRÔL through the Host, on the wire: four humans at one TV by night. The table's snapshots (view,
 * log, fresh events, legal actions) never name a card in anyone's hand or a card lying face down;
 * each seat's own view names its hand and no one else's; a hunt's cards are named once it is
 * triggered; prompts to other players reach the right seat.
 */
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/core/types';
import { tribeCards } from '../../engine/games/trol/cards';
import type { TrolView } from '../../engine/games/trol/types';
import type { MatchSnapshot } from '../../electron/shared/api';
import { ok, seat, Table, useHosts, whole } from './host-fixtures';
import { damageRows } from './store/damage-fixtures';

const hosts = useHosts();
const everyCard = ['vermillion', 'sky', 'green', 'yellow'].flatMap((color) => tribeCards(color as never));
const namedIn = (value: unknown) => {
  const text = JSON.stringify(value);
  return everyCard.filter((card) => text.includes(`"${card}"`));
};

/** a match of four that starts by night (the cycle card is tossed, so matches are made until one does) */
async function nightTable(): Promise<{ table: Table; host: ReturnType<typeof hosts.open> }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'), { randomInt: (max) => (attempt * 7919) % max });
    const created = whole(ok(await host.createMatch({ game: 'trol', seats: ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => seat(name)) })));
    if ((created.view as TrolView).cycle === 'night') return { table: new Table(host, created), host };
  }
  throw new Error('no match started by night');
}

describe('TRÔL through the Host', () => {
  it('never sends a hand card or a face-down card to the table or to another seat', async () => {
    const { table, host } = await nightTable();
    /** the cards laid face down under each Gibier, secret until its hunt is triggered */
    const faceDownUnder = new Map<string, string[]>();
    const faceDown = () => new Set([...faceDownUnder.values()].flat());
    let sawPrompt = false;
    let sawTrigger = false;
    for (let move = 0; move < 60 && !table.snapshot.outcome; move++) {
      const snapshot: MatchSnapshot = table.snapshot;
      const view = snapshot.view as TrolView;
      const hands = new Map<number, string[]>();
      for (const seatIndex of [0, 1, 2, 3]) {
        const own = ok(await host.seatView(table.id, seatIndex));
        const seen = own.view as TrolView;
        hands.set(seatIndex, seen.tribes.flatMap((tribe) => tribe.hand ?? []));
        // a seat sees its own hand, and no other hand or face-down card
        const othersCards = [...hands.entries()].filter(([other]) => other !== seatIndex).flatMap(([, cards]) => cards);
        expect(namedIn(own).filter((card) => othersCards.includes(card) || faceDown().has(card))).toEqual([]);
      }
      const secrets = [...[...hands.values()].flat(), ...faceDown()];
      expect(namedIn({ view: snapshot.view, log: snapshot.log, fresh: snapshot.fresh, legal: snapshot.legal }).filter((card) => secrets.includes(card))).toEqual([]);

      const [active] = snapshot.activeSeats;
      const legal: Action[] = snapshot.privateTurns.includes(active) ? ok(await host.seatView(table.id, active)).legal : snapshot.legal[active];
      if (view.resolution?.prompt) {
        sawPrompt = true;
        expect(snapshot.privateTurns.includes(active)).toBe(view.resolution.prompt.kind === 'stagiaire');
      }
      // trigger as soon as a hunt allows it, else place; answer prompts with their first choice
      const action = legal.find((candidate) => candidate.type === 'trigger') ?? legal.find((candidate) => candidate.type === 'place') ?? legal[0];
      const gibier = view.hunts[action.hunt as number]?.gibier;
      if (action.type === 'place' && view.cycle === 'night') faceDownUnder.set(gibier, [...(faceDownUnder.get(gibier) ?? []), action.card as string]);
      if (action.type === 'trigger') {
        sawTrigger = true;
        // the trigger reveals the hunt's cards: they are no longer secret
        faceDownUnder.delete(gibier);
      }
      ok(await table.act(active, action));
    }
    expect(sawTrigger).toBe(true);
    expect(sawPrompt).toBe(true);
  });

  it('exports of a damaged match still being played no card placed face down, nor the seed that dealt the hands', async () => {
    const { table, host } = await nightTable();
    const faceDown: string[] = [];
    while (faceDown.length < 4 && (table.snapshot.view as TrolView).cycle === 'night') {
      const [active] = table.snapshot.activeSeats;
      const legal = table.snapshot.privateTurns.includes(active) ? ok(await host.seatView(table.id, active)).legal : table.snapshot.legal[active];
      const place = legal.find((action) => action.type === 'place');
      if (!place) break;
      faceDown.push(place.card as string);
      ok(await table.act(active, place));
    }
    expect(faceDown.length).toBeGreaterThan(0);
    const path = host.storePath;
    await host.close();
    damageRows(path, "UPDATE matches SET seats = '[{\"name\":' WHERE id = ?", table.id);

    const exported = ok(await hosts.open(path).exportDamagedMatch(table.id));
    expect(JSON.parse(exported.text)).not.toHaveProperty('seed');
    expect(namedIn(exported.text).filter((card) => faceDown.includes(card))).toEqual([]);
  });
});
