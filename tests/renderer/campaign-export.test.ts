import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignPlayer, CampaignView } from '$contract/api';
import { standaloneSvg } from '../../renderer/src/campaign/chart-image';
import { chartSubtitle } from '../../renderer/src/campaign/labels';
import { csvField, exportFileName, standingsCsv } from '../../renderer/src/campaign/standings-csv';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost, trollDiceInfo } from './support/fake-host';

const player = (name: string, color: string): CampaignPlayer => ({ name, color, symbol: 'circle', kind: { type: 'human' } });

/** a league after a few games, with names a spreadsheet could misread */
const league: Pick<CampaignView, 'scoreKind' | 'standings' | 'summary' | 'setup'> = {
  scoreKind: 'points',
  setup: {},
  standings: [
    { player: 1, rank: 1, score: 8, played: 3, detail: [2, 1] },
    { player: 0, rank: 2, score: 6, played: 3, detail: [1, 1, 1] },
    { player: 2, rank: 3, score: 3, played: 3, detail: [0, 0, 3] },
  ],
  summary: {
    id: 'c1',
    name: 'Ligue',
    format: 'league',
    players: [player('Zoé "la Troll", reine', 'orange'), player('=SUM(A1)', 'sky'), player('Ann\nMarie', 'green')],
    createdAt: 0,
    lastPlayed: 0,
    matchCount: 3,
    champions: null,
  },
};

beforeEach(() => setLanguage('en'));
afterEach(() => vi.restoreAllMocks());

describe('the standings as CSV', () => {
  it('starts with a byte order mark, quotes what must be quoted and ends each line with CRLF', () => {
    const csv = standingsCsv(league);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Rank,Player,Points,Played,1st places,2nd places,3rd places',
      // a formula is kept as text
      "1,'=SUM(A1),8,3,2,1,0",
      '2,"Zoé ""la Troll"", reine",6,3,1,1,1',
      '3,"Ann\nMarie",3,3,0,0,3',
      '',
    ]);
  });

  it('has a column for every place someone finished in, beyond those that score', () => {
    const fourth = { ...league, standings: [...league.standings.slice(0, 2), { player: 2, rank: 3, score: 3, played: 4, detail: [0, 0, 3, 1] }] };
    expect(standingsCsv(fourth).slice(1).split('\r\n').slice(0, 4)).toEqual([
      'Rank,Player,Points,Played,1st places,2nd places,3rd places,4th places',
      "1,'=SUM(A1),8,3,2,1,0,0",
      '2,"Zoé ""la Troll"", reine",6,3,1,1,1,0',
      '3,"Ann\nMarie",3,4,0,0,3,1',
    ]);
  });

  it('has the screen\'s columns, with headers in French and the semicolons French spreadsheets expect', () => {
    setLanguage('fr');
    expect(standingsCsv(league).slice(1).split('\r\n')[0]).toBe('Rang;Joueur;Points;Joués;Places de 1er;Places de 2e;Places de 3e');
    const duels = { ...league, scoreKind: 'victories' as const, standings: [{ player: 0, rank: 1, score: 2, played: 3, detail: [2, 1] }] };
    expect(standingsCsv(duels).slice(1).split('\r\n').slice(0, 2)).toEqual(['Rang;Joueur;Victoires;Joués;Défaites', '1;"Zoé ""la Troll"", reine";2;3;1']);
    expect(csvField('a;b')).toBe('"a;b"');
  });

  it('quotes a field only when it has to', () => {
    expect(csvField('Bert')).toBe('Bert');
    expect(csvField(12)).toBe('12');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('+33 6')).toBe("'+33 6");
  });

  it('names its file after the campaign, without characters a file system refuses', () => {
    expect(exportFileName('Cup: 2025/26', 'standings', 'csv')).toBe('Cup- 2025-26 - standings.csv');
  });

  it('is downloaded from the campaign screen, which says under which name', async () => {
    const host = new FakeHost();
    host.games = [trollDiceInfo];
    const created = await host.createCampaign({ name: 'Soirée', format: 'league', players: [player('Zoé', 'orange'), player('Bert', 'sky')] });
    if (!created.ok) throw new Error(created.error.code);
    const app = new AppState(host.connection());
    render(App, { props: { app } });
    await app.openCampaign(created.value.summary.id);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:standings';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    await fireEvent.click(await screen.findByTestId('export-csv'));
    await waitFor(() => expect(downloads).toEqual(['Soirée - standings.csv']));
    expect(screen.getByTestId('export-csv-note').textContent?.trim()).toBe('Saved as “Soirée - standings.csv” in your downloads.');
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    // UTF-8 with its byte order mark: "é" is two bytes
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Zoé');
  });
});

describe('the chart as an image', () => {
  it('carries the styles the page gave it, its size and a background', () => {
    document.body.innerHTML = `
      <style>.line { stroke-width: 5px; fill: none; } text { font-size: 28px; }</style>
      <svg viewBox="0 0 1000 560"><path class="line" d="M0,0L10,10" stroke="#E69F00"/><text>Ada</text></svg>`;
    const markup = standaloneSvg(document.querySelector('svg')!, '#0c0f14');
    const image = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    // the SVG namespace, as the page's own SVG element names it: an image of it alone must declare it
    const svgNamespace = document.querySelector('svg')!.namespaceURI!;
    expect(markup.startsWith(`<svg xmlns="${svgNamespace}"`)).toBe(true);
    expect(image.namespaceURI).toBe(svgNamespace);
    expect(image.getAttribute('width')).toBe('1000');
    expect(image.getAttribute('height')).toBe('560');
    expect(image.firstElementChild?.getAttribute('fill')).toBe('#0c0f14');
    expect(image.querySelector('path')?.getAttribute('style')).toContain('stroke-width:5px');
    expect(image.querySelector('text')?.getAttribute('style')).toContain('font-size:28px');
  });
});

describe('the title of the chart’s image', () => {
  it('says what is charted and the day, in the language shown', () => {
    const day = new Date(2026, 10, 26, 21, 30);
    expect(chartSubtitle('points', day)).toBe('Points of each player, night after night, as of November 26, 2026');
    setLanguage('fr');
    expect(chartSubtitle('victories', day)).toBe('Victoires de chaque joueur, soir après soir, au 26 novembre 2026');
  });
});
