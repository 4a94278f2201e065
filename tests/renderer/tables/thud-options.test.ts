import { describe, expect, it } from 'vitest';
import { thud } from '$engine/games/thud';
import type { GameInfo } from '$contract/api';
import { NewGameForm } from '../../../renderer/src/lib/new-game-form.svelte';
import { optionsFor } from '../../../renderer/src/tables';

const info: GameInfo = {
  id: 'thud',
  players: thud.definition.players,
  botLevels: thud.bots.map((bot) => bot.id),
  fileExtension: 'thud',
};

const form = () => new NewGameForm(info, [], (n) => `Troll ${n}`, optionsFor('thud'));
const limitOf = (created: NewGameForm) =>
  thud.definition.setup({ seats: [{ name: 'A' }, { name: 'B' }], firstSeat: 0, options: created.toNewMatch().options }, 1).options
    .noCaptureLimit;

describe('Thud setup: the no-capture house rule', () => {
  it('is off between people and on (60 moves) when only bots play, and the engine reads it', () => {
    const setup = form();
    expect(setup.toNewMatch().options).toEqual({ dwarvesFirst: 'random', noCaptureLimit: 0 });
    expect(limitOf(setup)).toBe(0);
    setup.toggleKind(0);
    expect(setup.optionValues.noCaptureLimit).toBe(0);
    setup.toggleKind(1);
    expect(setup.toNewMatch().options).toEqual({ dwarvesFirst: 'random', noCaptureLimit: 60 });
    expect(limitOf(setup)).toBe(60);
    setup.toggleKind(1);
    expect(limitOf(setup)).toBe(0);
  });

  it('keeps a value chosen by hand whoever plays', () => {
    const setup = form();
    expect(setup.setOption('noCaptureLimit', 30)).toBe(true);
    setup.toggleKind(0);
    setup.toggleKind(1);
    expect(limitOf(setup)).toBe(30);
    expect(setup.setOption('noCaptureLimit', 45)).toBe(false);
  });
});

describe('Thud setup: who leads the dwarves in battle 1', () => {
  const dwarfSeat = (created: NewGameForm, drawn: number) =>
    thud.definition.setup({ seats: [{ name: 'A' }, { name: 'B' }], firstSeat: drawn, options: created.toNewMatch().options }, 1).dwarfSeat;

  it('is drawn by lot unless a seat is chosen, and the engine gives that seat the dwarves', () => {
    const setup = form();
    expect(setup.options.map((option) => option.id)).toContain('dwarvesFirst');
    expect(dwarfSeat(setup, 0)).toBe(0);
    expect(dwarfSeat(setup, 1)).toBe(1);
    expect(setup.setOption('dwarvesFirst', 'seat1')).toBe(true);
    expect(dwarfSeat(setup, 0)).toBe(1);
    expect(setup.setOption('dwarvesFirst', 'seat0')).toBe(true);
    expect(dwarfSeat(setup, 1)).toBe(0);
    expect(setup.setOption('dwarvesFirst', 'seat2')).toBe(false);
  });
});
