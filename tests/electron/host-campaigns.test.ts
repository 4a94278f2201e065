/**
 * Campaigns through the Host, on a real save file: all-bot tournaments played to their champion,
 * Battle Dice teams kept (Elimination) or drafted anew without the series' used heroes (Battle
 * Masters), league games chosen by the players, a campaign resumed after the Host restarts, and
 * every refusal translated and harmless.
 */
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { BattleDiceView } from '../../engine/games/battle-dice/types';
import type { CampaignView, NewCampaign } from '../../electron/shared/api';
import type { Host } from '../../electron/main/host';
import { bot, botsDone, errorCode, ok, seat, useHosts, whole } from './host-fixtures';

const hosts = useHosts();

function campaign(format: NewCampaign['format'], names: string[], extra: Partial<NewCampaign> = {}): NewCampaign {
  return { name: `${format} cup`, format, players: names.map((name) => seat(name, bot())), ...extra };
}

/** plays the campaign's next fixture to its end; returns the campaign as it then stands */
async function playNext(host: Host, campaignId: string): Promise<CampaignView> {
  const started = whole(ok(await host.playCampaign(campaignId)));
  await botsDone(host, started.summary.id);
  return ok(await host.openCampaign(campaignId));
}

async function playOut(host: Host, campaignId: string): Promise<CampaignView> {
  let view = ok(await host.openCampaign(campaignId));
  for (let guard = 0; view.summary.champions === null && guard < 40; guard++) view = await playNext(host, campaignId);
  return view;
}

/** each seat's heroes in a saved Battle Dice match */
async function teamsOf(host: Host, matchId: string): Promise<string[][]> {
  const view = whole(ok(await host.openMatch(matchId))).view as BattleDiceView;
  return view.players.map((player) => player.team);
}

describe('campaigns through the Host', () => {
  it('play an all-bot Battle Masters bracket to its champion, each series drafting without the heroes it used', async () => {
    const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'));
    const created = ok(await host.createCampaign(campaign('bd-masters', ['Ada', 'Bert', 'Cleo'])));
    expect(created.upcoming[0]).toMatchObject({ key: 'm0', round: 1, players: [1, 2], series: { bestOf: 3, wins: [0, 0] } });
    expect(created.bracket?.byes).toEqual([0]);

    const done = await playOut(host, created.summary.id);
    expect(done.summary.champions).toHaveLength(1);
    expect(done.upcoming).toEqual([]);
    expect(errorCode(await host.playCampaign(created.summary.id))).toBe('campaign-over');
    const final = done.bracket!.matches.find((match) => match.round === 2)!;
    expect(Math.max(...final.wins!)).toBe(2);

    const byFixture = new Map<string, string[][][]>();
    for (const match of [...done.matches].reverse()) {
      expect(match.campaign).toMatchObject({ id: created.summary.id, name: 'bd-masters cup' });
      const games = byFixture.get(match.campaign!.fixture) ?? [];
      games.push(await teamsOf(host, match.id));
      byFixture.set(match.campaign!.fixture, games);
    }
    for (const games of byFixture.values()) {
      expect(games.length).toBeGreaterThanOrEqual(2);
      games.forEach((teams, game) => {
        const earlier = games.slice(0, game).flat(2);
        expect(teams.flat().filter((hero) => earlier.includes(hero))).toEqual([]);
      });
    }
    // a new opponent refreshes the heroes: the final may use heroes of the first round
    expect(done.standings[0]).toMatchObject({ rank: 1, player: done.summary.champions![0] });
  });

  it('keep each player\'s team for a whole Elimination tournament, drafted in their first duel', async () => {
    const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'));
    const created = ok(await host.createCampaign(campaign('bd-elimination', ['Ada', 'Bert', 'Cleo', 'Dan'])));
    const done = await playOut(host, created.summary.id);
    expect(done.summary.champions).toHaveLength(1);
    const teams = new Map<number, string[]>();
    for (const match of done.matches) {
      const seated = await teamsOf(host, match.id);
      const players = done.bracket!.matches.find((bracketMatch) => `m${bracketMatch.id}` === match.campaign!.fixture)!.players;
      for (const [index, team] of seated.entries()) {
        const player = match.seats[index].name;
        const id = ['Ada', 'Bert', 'Cleo', 'Dan'].indexOf(player);
        expect(players).toContain(id);
        if (teams.has(id)) expect(team).toEqual(teams.get(id));
        teams.set(id, team);
      }
    }
    // no hero in two players' teams
    const all = [...teams.values()].flat();
    expect(new Set(all).size).toBe(all.length);
    expect(done.standings.map((line) => line.rank)).toEqual([1, 2, 3, 3]);
  });

  it('play Battle Dice duels between bots alone in sudden death, unless the campaign chose otherwise', async () => {
    const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'));
    const suddenDeathOf = async (created: CampaignView) => {
      const started = whole(ok(await host.playCampaign(created.summary.id)));
      return { from: (started.view as BattleDiceView).suddenDeathFrom, options: started.summary.options };
    };
    const bots = ok(await host.createCampaign(campaign('bd-elimination', ['Ada', 'Bert', 'Cleo', 'Dan'])));
    expect(await suddenDeathOf(bots)).toMatchObject({ from: 1, options: { suddenDeath: true, duel: true } });
    const chosen = ok(await host.createCampaign({ ...campaign('bd-duels', ['Ada', 'Bert']), name: 'No sudden death', options: { suddenDeath: false } }));
    expect((await suddenDeathOf(chosen)).from).toBeNull();
    const withAda = ok(await host.createCampaign({ ...campaign('bd-duels', ['Ada', 'Bert']), name: 'With Ada', players: [seat('Ada'), seat('Bert', bot())] }));
    expect((await suddenDeathOf(withAda)).from).toBeNull();
  });

  it('let a league choose each game and its players, and add up points per place night after night', async () => {
    const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'), { now: () => Date.UTC(2026, 10, 20, 20) });
    const league = ok(
      await host.createCampaign({
        name: 'Friday league',
        format: 'league',
        players: [seat('Ada', bot('smart')), seat('Bert', bot('easy')), seat('Cleo', bot('medium'))],
      }),
    );
    expect(errorCode(await host.playCampaign(league.summary.id))).toBe('bad-request');
    expect(errorCode(await host.playCampaign(league.summary.id, { game: 'troll-dice', players: [0, 0] }))).toBe('bad-request');
    expect(errorCode(await host.playCampaign(league.summary.id, { game: 'troll-dice', players: [0, 7] }))).toBe('bad-request');

    const first = whole(ok(await host.playCampaign(league.summary.id, { game: 'troll-dice', players: [2, 0, 1] })));
    expect(first.summary.campaign).toEqual({ id: league.summary.id, name: 'Friday league', fixture: 'l1', round: 0 });
    // a bot level the game does not have plays at the level in the same place of that game's ladder
    expect(first.summary.seats.map((player) => player.kind)).toEqual([bot('smart'), bot('smart'), bot('random')]);
    await botsDone(host, first.summary.id);
    const second = whole(ok(await host.playCampaign(league.summary.id, { game: 'battle-dice', players: [0, 1] })));
    await botsDone(host, second.summary.id);

    const view = ok(await host.openCampaign(league.summary.id));
    expect(view.matches).toHaveLength(2);
    // the Battle Dice duel between bots alone is played in sudden death, where both may fall: a draw scores first place twice
    const duel = whole(ok(await host.openMatch(second.summary.id)));
    expect((duel.view as BattleDiceView).suddenDeathFrom).toBe(1);
    const duelPoints = duel.outcome!.winners.length === 2 ? 3 + 3 : 3 + 2;
    expect(view.standings.reduce((sum, line) => sum + line.score, 0)).toBe(3 + 2 + 1 + duelPoints);
    expect(view.chart.nights).toEqual(['2026-11-20']);
    expect(view.upcoming).toEqual([]);
    const listed = ok(await host.listMatches());
    expect(listed.every((match) => match.campaign?.name === 'Friday league')).toBe(true);
  });

  it('resume a campaign and its match going on after the Host restarts', async () => {
    const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
    const host = hosts.open(path);
    const created = ok(
      await host.createCampaign({ ...campaign('bd-duels', ['Ada', 'Bert', 'Cleo']), players: [seat('Ada'), seat('Bert', bot()), seat('Cleo', bot())] }),
    );
    expect(created.upcoming.map((fixture) => fixture.key)).toEqual(['r1.1-2', 'r2.2-0', 'r3.0-1']);
    const afterFirst = await playNext(host, created.summary.id);
    const started = whole(ok(await host.playCampaign(created.summary.id)));
    expect(started.summary.campaign?.fixture).toBe('r2.2-0');
    expect(started.summary.seats.map((player) => player.name)).toEqual(['Cleo', 'Ada']);
    // Ada, a human, drafts her first hero once Cleo's bot has drafted its own
    const waiting = await botsDone(host, started.summary.id);
    ok(await host.act(started.summary.id, 1, waiting.legal[1][0], waiting.summary.actionCount));
    const left = await botsDone(host, started.summary.id);
    await host.close();

    const reopened = hosts.open(path);
    const view = ok(await reopened.openCampaign(created.summary.id));
    expect(view.standings).toEqual(afterFirst.standings);
    expect(view.upcoming[0]).toMatchObject({ key: 'r2.2-0', matchId: started.summary.id });
    const resumed = whole(ok(await reopened.playCampaign(created.summary.id)));
    expect(resumed.summary.id).toBe(started.summary.id);
    expect(resumed.summary.actionCount).toBe(left.summary.actionCount);
    expect(resumed.view).toEqual(left.view);
  });

  it('refuse a campaign its games cannot play, saving nothing', async () => {
    const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'));
    expect(errorCode(await host.createCampaign(campaign('thud-series', ['Ada', 'Bert', 'Cleo'])))).toBe('bad-request');
    expect(errorCode(await host.createCampaign({ ...campaign('bd-duels', ['Ada', 'Bert']), players: [seat('Ada', bot('grandmaster')), seat('Bert')] }))).toBe(
      'bad-campaign',
    );
    expect(errorCode(await host.createCampaign(campaign('bd-duels', ['Ada', 'Bert'], { options: { mode: 'chaos' } })))).toBe('bad-campaign');
    expect(errorCode(await host.createCampaign(campaign('bd-elimination', Array.from({ length: 11 }, (_, n) => `P${n}`))))).toBe('bad-request');
    expect(errorCode(await host.openCampaign('nope'))).toBe('unknown-campaign');
    expect(ok(await host.listCampaigns())).toEqual([]);
  });

  it('list a damaged campaign as damaged, open the others, and delete it with its matches', async () => {
    const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
    const host = hosts.open(path);
    const good = ok(await host.createCampaign(campaign('trol-series', ['Ada', 'Bert'], { matches: 2 })));
    const bad = ok(await host.createCampaign(campaign('bd-duels', ['Ada', 'Bert'])));
    const badMatch = whole(ok(await host.playCampaign(bad.summary.id)));
    await host.close();
    const db = new Database(path);
    db.prepare('UPDATE campaigns SET setup = ? WHERE id = ?').run('{"name":"x"}', bad.summary.id);
    db.close();

    const reopened = hosts.open(path);
    const listed = ok(await reopened.listCampaigns());
    expect(listed.find((summary) => summary.id === bad.summary.id)?.damaged).toBe(true);
    expect(listed.find((summary) => summary.id === good.summary.id)?.damaged).toBeUndefined();
    expect(errorCode(await reopened.openCampaign(bad.summary.id))).toBe('campaign-damaged');
    expect(ok(await reopened.openCampaign(good.summary.id)).upcoming).toHaveLength(2);
    // its match still opens on its own
    expect(whole(ok(await reopened.openMatch(badMatch.summary.id))).summary.campaign?.name).toBe('');

    ok(await reopened.deleteCampaign(bad.summary.id));
    expect(ok(await reopened.listCampaigns()).map((summary) => summary.id)).toEqual([good.summary.id]);
    expect(errorCode(await reopened.openMatch(badMatch.summary.id))).toBe('unknown-match');
    expect(errorCode(await reopened.deleteCampaign(bad.summary.id))).toBe('unknown-campaign');
  });
});
