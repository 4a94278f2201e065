/**
 * How each of the thirty heroes is drawn: a person is put together from shared parts (build,
 * head, face, hair, headgear, held prop, wings) in the hero's own colours; a beast is drawn whole.
 * Each hero's parts follow its name and its signature ability (the healer carries light, the
 * poisoner a dripping blade), so no two share a silhouette, a prop or a colour scheme.
 */
import type { HeroId, Region } from '$engine/games/battle-dice/types';

export type Build = 'slim' | 'broad' | 'hulking' | 'small';
export type Eyes = 'dots' | 'closed' | 'glare' | 'patch' | 'mask' | 'glow' | 'hidden';
export type Mouth = 'smile' | 'grin' | 'fangs' | 'tusks' | 'stern' | 'hidden';
export type Nose = 'small' | 'big' | 'hook';
export type Ears = 'none' | 'pointed' | 'huge';
export type HairStyle = 'long' | 'wild' | 'slick' | 'topknot' | 'bun' | 'tuft' | 'shaggy' | 'fur';
export type BeardStyle = 'long' | 'braided' | 'stubble' | 'full';
export type Headgear =
  | 'great-helm'
  | 'wizard-hat'
  | 'witch-hat'
  | 'sun-helm'
  | 'monk-dot'
  | 'antler-hood'
  | 'feather-cap'
  | 'hood'
  | 'tricorn'
  | 'shell-tiara'
  | 'tiki-mask'
  | 'horns'
  | 'viking-helm'
  | 'red-cap'
  | 'halo'
  | 'flower-cap';
export type Prop =
  | 'sword-shield'
  | 'orb-staff'
  | 'skull-wand'
  | 'mace'
  | 'beads'
  | 'leaf-staff'
  | 'bow'
  | 'poison-dagger'
  | 'cutlass'
  | 'trident'
  | 'bone-staff'
  | 'club'
  | 'boulder'
  | 'icicle'
  | 'axe'
  | 'spear'
  | 'goblet'
  | 'trumpet'
  | 'talons'
  | 'lamp'
  | 'star-wand';
export type Wings = 'feather' | 'harpy' | 'dragonfly';
export type Beast = 'kraken' | 'ghost' | 'turtle' | 'serpent' | 'bat' | 'dragon' | 'phoenix' | 'griffin' | 'owl';

export interface PersonPortrait {
  form: 'person';
  build: Build;
  skin: string;
  /** the main cloth (or fur) of the body */
  cloth: string;
  /** a second colour: collar, trim, belt */
  trim: string;
  eyes: Eyes;
  mouth: Mouth;
  nose: Nose;
  ears: Ears;
  hair: { style: HairStyle; color: string } | null;
  beard: { style: BeardStyle; color: string } | null;
  headgear: Headgear | null;
  /** the headgear's main colour */
  gear: string;
  prop: Prop;
  wings: Wings | null;
  /** a tall cape collar standing behind the head */
  highCollar?: boolean;
  /** a glow behind the head, in this colour */
  aura?: string;
}

export interface BeastPortrait {
  form: 'beast';
  beast: Beast;
}

export type Portrait = PersonPortrait | BeastPortrait;

/** The region's backdrop: its sky and the shape of its land behind the hero. */
export const backdrops: Record<Region, { sky: string; land: string }> = {
  mainland: { sky: '#a9c98a', land: '#7ea462' },
  islands: { sky: '#7fb8d6', land: '#3f86a8' },
  mountain: { sky: '#b4aac2', land: '#857b96' },
  clouds: { sky: '#c7e0f2', land: '#f4f8fb' },
};

const INK = '#1b140f';
const SKIN = { human: '#e3b07f', pale: '#f0cfa8', ruddy: '#cf9268', troll: '#7d9a55', dark: '#8d5a3b' };

function person(parts: Omit<PersonPortrait, 'form' | 'ears' | 'nose' | 'wings' | 'gear'> & Partial<PersonPortrait>): PersonPortrait {
  return { form: 'person', ears: 'none', nose: 'small', wings: null, gear: INK, ...parts };
}

const beast = (kind: Beast): BeastPortrait => ({ form: 'beast', beast: kind });

export const portraits: Record<HeroId, Portrait> = {
  knight: person({
    build: 'broad',
    skin: SKIN.human,
    cloth: '#9aa3ad',
    trim: '#c8412f',
    eyes: 'hidden',
    mouth: 'hidden',
    hair: null,
    beard: null,
    headgear: 'great-helm',
    gear: '#9aa3ad',
    prop: 'sword-shield',
  }),
  wizard: person({
    build: 'slim',
    skin: SKIN.human,
    cloth: '#3b5fae',
    trim: '#f2c14e',
    eyes: 'dots',
    mouth: 'hidden',
    nose: 'big',
    hair: { style: 'long', color: '#eeeeee' },
    beard: { style: 'long', color: '#f4f4f0' },
    headgear: 'wizard-hat',
    gear: '#3b5fae',
    prop: 'orb-staff',
  }),
  witch: person({
    build: 'slim',
    skin: '#b9cf8a',
    cloth: '#6b3f8c',
    trim: '#2b2433',
    eyes: 'glare',
    mouth: 'grin',
    nose: 'hook',
    hair: { style: 'long', color: '#2b2433' },
    beard: null,
    headgear: 'witch-hat',
    gear: '#2b2433',
    prop: 'skull-wand',
  }),
  paladin: person({
    build: 'broad',
    skin: SKIN.pale,
    cloth: '#f4efe2',
    trim: '#f2c14e',
    eyes: 'dots',
    mouth: 'stern',
    hair: null,
    beard: { style: 'full', color: '#b8732f' },
    headgear: 'sun-helm',
    gear: '#f2c14e',
    prop: 'mace',
  }),
  monk: person({
    build: 'slim',
    skin: SKIN.ruddy,
    cloth: '#e08a2c',
    trim: '#b85a1c',
    eyes: 'closed',
    mouth: 'smile',
    ears: 'none',
    hair: null,
    beard: null,
    headgear: 'monk-dot',
    gear: '#b85a1c',
    prop: 'beads',
    aura: '#fbe7a1',
  }),
  druid: person({
    build: 'slim',
    skin: SKIN.human,
    cloth: '#5e4a2e',
    trim: '#5c9a3c',
    eyes: 'dots',
    mouth: 'hidden',
    hair: null,
    beard: { style: 'full', color: '#8a7a66' },
    headgear: 'antler-hood',
    gear: '#6b5a3a',
    prop: 'leaf-staff',
  }),
  archer: person({
    build: 'slim',
    skin: SKIN.human,
    cloth: '#3f7a3a',
    trim: '#8a5a33',
    eyes: 'glare',
    mouth: 'stern',
    ears: 'pointed',
    hair: { style: 'long', color: '#e7c35a' },
    beard: null,
    headgear: 'feather-cap',
    gear: '#3f7a3a',
    prop: 'bow',
  }),
  thief: person({
    build: 'slim',
    skin: SKIN.human,
    cloth: '#3a3a48',
    trim: '#2a2a34',
    eyes: 'mask',
    mouth: 'grin',
    hair: null,
    beard: null,
    headgear: 'hood',
    gear: '#4a4a5c',
    prop: 'poison-dagger',
  }),
  pirate: person({
    build: 'broad',
    skin: SKIN.ruddy,
    cloth: '#b0322a',
    trim: '#f2c14e',
    eyes: 'patch',
    mouth: 'grin',
    nose: 'big',
    hair: null,
    beard: { style: 'full', color: '#2b2018' },
    headgear: 'tricorn',
    gear: '#221c1c',
    prop: 'cutlass',
  }),
  mermaid: person({
    build: 'slim',
    skin: SKIN.pale,
    cloth: '#2fa39a',
    trim: '#f29a9a',
    eyes: 'dots',
    mouth: 'smile',
    hair: { style: 'long', color: '#e0562c' },
    beard: null,
    headgear: 'shell-tiara',
    gear: '#f6b8b0',
    prop: 'trident',
  }),
  kraken: beast('kraken'),
  ghost: beast('ghost'),
  turtle: beast('turtle'),
  shaman: person({
    build: 'slim',
    skin: SKIN.dark,
    cloth: '#b5853f',
    trim: '#efe6cf',
    eyes: 'hidden',
    mouth: 'hidden',
    hair: null,
    beard: null,
    headgear: 'tiki-mask',
    gear: '#a0622e',
    prop: 'bone-staff',
  }),
  serpent: beast('serpent'),
  troll: person({
    build: 'hulking',
    skin: SKIN.troll,
    cloth: '#8a5a33',
    trim: '#5e3b1f',
    eyes: 'dots',
    mouth: 'tusks',
    nose: 'big',
    ears: 'pointed',
    hair: { style: 'tuft', color: '#4d6b2e' },
    beard: null,
    headgear: null,
    prop: 'club',
  }),
  giant: person({
    build: 'broad',
    skin: '#d9a27a',
    cloth: '#7c6a52',
    trim: '#4f4233',
    eyes: 'glare',
    mouth: 'stern',
    nose: 'big',
    hair: { style: 'shaggy', color: '#6b4a2a' },
    beard: { style: 'stubble', color: '#6b4a2a' },
    headgear: null,
    prop: 'boulder',
  }),
  yeti: person({
    build: 'broad',
    skin: '#8fb3d9',
    cloth: '#f1f3f6',
    trim: '#cfd8e2',
    eyes: 'glare',
    mouth: 'fangs',
    hair: { style: 'fur', color: '#f1f3f6' },
    beard: null,
    headgear: 'horns',
    gear: '#efe6cf',
    prop: 'icicle',
  }),
  dwarf: person({
    build: 'broad',
    skin: '#e3b07f',
    cloth: '#4a6a8a',
    trim: '#8a5a33',
    eyes: 'dots',
    mouth: 'hidden',
    nose: 'big',
    hair: null,
    beard: { style: 'braided', color: '#d9702a' },
    headgear: 'viking-helm',
    gear: '#9aa3ad',
    prop: 'axe',
  }),
  goblin: person({
    build: 'small',
    skin: '#b7c23e',
    cloth: '#7a5a3a',
    trim: '#5e3b1f',
    eyes: 'glare',
    mouth: 'grin',
    nose: 'hook',
    ears: 'huge',
    hair: null,
    beard: null,
    headgear: 'red-cap',
    gear: '#c8412f',
    prop: 'spear',
  }),
  vampire: person({
    build: 'slim',
    skin: '#e2e4ea',
    cloth: '#1f1a26',
    trim: '#a3162a',
    eyes: 'glare',
    mouth: 'fangs',
    ears: 'pointed',
    hair: { style: 'slick', color: '#1f1a26' },
    beard: null,
    headgear: null,
    prop: 'goblet',
    highCollar: true,
  }),
  bat: beast('bat'),
  dragon: beast('dragon'),
  phoenix: beast('phoenix'),
  angel: person({
    build: 'slim',
    skin: SKIN.pale,
    cloth: '#fbf8ef',
    trim: '#f2c14e',
    eyes: 'closed',
    mouth: 'smile',
    hair: { style: 'long', color: '#f2c14e' },
    beard: null,
    headgear: 'halo',
    gear: '#f2c14e',
    prop: 'trumpet',
    wings: 'feather',
  }),
  griffin: beast('griffin'),
  harpy: person({
    build: 'slim',
    skin: '#c9a0b8',
    cloth: '#6a3a7a',
    trim: '#3d2048',
    eyes: 'glare',
    mouth: 'grin',
    nose: 'hook',
    hair: { style: 'wild', color: '#3d2048' },
    beard: null,
    headgear: null,
    prop: 'talons',
    wings: 'harpy',
  }),
  djinn: person({
    build: 'broad',
    skin: '#5b8fd6',
    cloth: '#7b3fa0',
    trim: '#f2c14e',
    eyes: 'glow',
    mouth: 'smile',
    ears: 'pointed',
    hair: { style: 'topknot', color: '#1f1a26' },
    beard: null,
    headgear: null,
    prop: 'lamp',
  }),
  pixie: person({
    build: 'small',
    skin: SKIN.pale,
    cloth: '#8fd07a',
    trim: '#e86fa8',
    eyes: 'dots',
    mouth: 'smile',
    ears: 'pointed',
    hair: { style: 'bun', color: '#e86fa8' },
    beard: null,
    headgear: 'flower-cap',
    gear: '#f29ac4',
    prop: 'star-wand',
    wings: 'dragonfly',
  }),
  owl: beast('owl'),
};
