/**
 * The TV's registry: the table component of each playable game, by game id, with its setup
 * options and rules extras. A phone has its own (`../phone/phone-games.svelte.ts`).
 */
import type { Component } from 'svelte';
import type { GameOptionSpec, TableComponent } from './types';
import TrollDiceTable from './troll-dice/TrollDiceTable.svelte';
import BattleDiceTable from './battle-dice/BattleDiceTable.svelte';
import HeroGallery from './battle-dice/HeroGallery.svelte';
import BattleDiceRulesMarks from './battle-dice/RulesMarks.svelte';
import TrollDiceRulesMarks from './troll-dice/RulesMarks.svelte';
import { gameOptions as battleDiceOptions } from './battle-dice/options';
import ThudTable from './thud/ThudTable.svelte';
import { gameOptions as thudOptions } from './thud/options';
import ThudRulesDiagrams from './thud/RulesDiagrams.svelte';
import TrolldilemmaTable from './trolldilemma/TrolldilemmaTable.svelte';
import CardGallery from './trolldilemma/CardGallery.svelte';
import TrolTable from './trol/TrolTable.svelte';
import { gameOptions as trolOptions } from './trol/options';
import TrolCardGallery from './trol/CardGallery.svelte';

const tables: Record<string, TableComponent> = {
  'troll-dice': TrollDiceTable,
  trolldilemma: TrolldilemmaTable,
  'battle-dice': BattleDiceTable,
  thud: ThudTable,
  trol: TrolTable,
};

/** options offered on the new-game screen, for games that have any */
const options: Record<string, GameOptionSpec[]> = {
  'battle-dice': battleDiceOptions,
  thud: thudOptions,
  trol: trolOptions,
};

/** shown on the rules screen after the game's rules text (e.g. a gallery of its pieces) */
const rulesAppendices: Record<string, Component> = {
  'battle-dice': HeroGallery,
  trolldilemma: CardGallery,
  thud: ThudRulesDiagrams,
  trol: TrolCardGallery,
};

export function tableFor(gameId: string): TableComponent | undefined {
  return Object.hasOwn(tables, gameId) ? tables[gameId] : undefined;
}

export function optionsFor(gameId: string): GameOptionSpec[] {
  return Object.hasOwn(options, gameId) ? options[gameId] : [];
}

/** drawn in a rules section that has an `id`: the table's own marks (dice faces, icons) that section speaks of */
const rulesMarks: Record<string, Component<{ section: string }>> = {
  'battle-dice': BattleDiceRulesMarks,
  'troll-dice': TrollDiceRulesMarks,
};

export function rulesMarksFor(gameId: string): Component<{ section: string }> | undefined {
  return Object.hasOwn(rulesMarks, gameId) ? rulesMarks[gameId] : undefined;
}

export function rulesAppendixFor(gameId: string): Component | undefined {
  return Object.hasOwn(rulesAppendices, gameId) ? rulesAppendices[gameId] : undefined;
}
