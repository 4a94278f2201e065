/**
 * How each traveller is drawn: a figure (a person, a dwarf, a troll guide, or one of the three
 * who are not people), the skin and coat colours, what it wears on its head and what it carries.
 * No two travellers share both headwear and prop, so each reads apart from across the room; the
 * props say what the card says (the Woodcutter's axe, the Baker's loaf, the Witch's potion).
 */
import type { TravellerId } from '$engine/games/trolldilemma/types';

export type Figure = 'person' | 'dwarf' | 'troll' | 'goat' | 'bird' | 'trolley';

export type Headwear =
  | 'none'
  | 'bald'
  | 'jester'
  | 'hood'
  | 'straw'
  | 'pilgrim'
  | 'kerchief'
  | 'top-hat'
  | 'moss'
  | 'cap'
  | 'miller-cap'
  | 'feather-cap'
  | 'toque'
  | 'felt-hat'
  | 'bonnet'
  | 'tonsure'
  | 'gambler-hat'
  | 'spectacles'
  | 'eye-patch'
  | 'fur-hat'
  | 'turban'
  | 'loupe'
  | 'hennin'
  | 'mitre'
  | 'circlet'
  | 'ducal-crown'
  | 'explorer'
  | 'crown'
  | 'iron-cap'
  | 'kettle-helm'
  | 'buckle-hat'
  | 'horned-helm'
  | 'mohawk'
  | 'great-helm'
  | 'witch-hat'
  | 'constable'
  | 'plumed-helm'
  | 'dragon-helm'
  | 'bearskin'
  | 'winged-helm';

export type Prop =
  | 'none'
  | 'bauble'
  | 'bowl'
  | 'turnip'
  | 'staff'
  | 'goose'
  | 'brush'
  | 'lantern'
  | 'purse'
  | 'axe'
  | 'sack'
  | 'crooked-stick'
  | 'kettle'
  | 'lute'
  | 'loaf'
  | 'crook'
  | 'fish'
  | 'signpost'
  | 'boot'
  | 'fan'
  | 'yarn'
  | 'book'
  | 'hammer'
  | 'pack'
  | 'tankard'
  | 'dice'
  | 'scroll'
  | 'fleece'
  | 'spice-jar'
  | 'gem'
  | 'rose'
  | 'crozier'
  | 'scales'
  | 'goblet'
  | 'coffer'
  | 'shovel'
  | 'cane'
  | 'chest'
  | 'shield'
  | 'spear'
  | 'torch'
  | 'warhammer'
  | 'crossbow'
  | 'greataxe'
  | 'sword'
  | 'potion'
  | 'halberd'
  | 'sling'
  | 'holy-shield'
  | 'lance'
  | 'pike'
  | 'greatsword';

export interface TravellerLook {
  figure: Figure;
  skin: string;
  coat: string;
  head: Headwear;
  prop: Prop;
  beard?: string;
}

const PALE = '#f0c9a0';
const FAIR = '#e3b07f';
const TAN = '#c98e5f';
const DARK = '#8d5a3b';
const TROLL = '#7d9a55';

const look = (skin: string, coat: string, head: Headwear, prop: Prop, beard?: string): TravellerLook =>
  beard ? { figure: 'person', skin, coat, head, prop, beard } : { figure: 'person', skin, coat, head, prop };
const guide = (head: Headwear, prop: Prop, beard?: string): TravellerLook => ({ ...look(TROLL, '#6b5a3e', head, prop, beard), figure: 'troll' });

export const TRAVELLER_LOOKS: Record<TravellerId, TravellerLook> = {
  'lost-goat': { figure: 'goat', skin: '#efe6cf', coat: '#efe6cf', head: 'none', prop: 'none' },
  'village-fool': look(PALE, '#b5533c', 'jester', 'bauble'),
  beggar: look(TAN, '#8c7a5b', 'hood', 'bowl'),
  'turnip-farmer': look(FAIR, '#6f7f3f', 'straw', 'turnip'),
  pilgrim: look(PALE, '#7a6a55', 'pilgrim', 'staff', '#8a6a4a'),
  'goose-girl': look(FAIR, '#4f7aa0', 'kerchief', 'goose'),
  'chimney-sweep': look(PALE, '#2f2f38', 'top-hat', 'brush'),
  'mossy-guide': guide('moss', 'lantern'),
  pickpocket: look(TAN, '#3d4a3a', 'hood', 'purse'),
  woodcutter: look(FAIR, '#a0452f', 'cap', 'axe', '#6b3b1f'),
  miller: look(PALE, '#d9d0bb', 'miller-cap', 'sack'),
  hermit: look(TAN, '#6e5b43', 'hood', 'crooked-stick', '#e8e2d0'),
  tinker: look(DARK, '#5d6e7a', 'cap', 'kettle'),
  minstrel: look(PALE, '#8a4f8f', 'feather-cap', 'lute'),
  baker: look(FAIR, '#efe6cf', 'toque', 'loaf'),
  shepherd: look(TAN, '#7a8a4a', 'felt-hat', 'crook', '#5e3b1f'),
  trollbird: { figure: 'bird', skin: '#3f6f8f', coat: '#3f6f8f', head: 'none', prop: 'none' },
  fishwife: look(FAIR, '#4f7f7a', 'kerchief', 'fish'),
  'toothless-guide': guide('none', 'signpost'),
  cobbler: look(PALE, '#7a5a3a', 'cap', 'boot'),
  gossip: look(FAIR, '#b06a82', 'bonnet', 'fan'),
  weaver: look(DARK, '#9a6a3a', 'kerchief', 'yarn'),
  friar: look(PALE, '#6b4a2e', 'tonsure', 'book'),
  blacksmith: look(TAN, '#4a3a30', 'bald', 'hammer', '#3a2a1f'),
  pedlar: look(FAIR, '#8a7a3a', 'felt-hat', 'pack'),
  brewer: look(PALE, '#a06a2a', 'cap', 'tankard', '#b5652a'),
  gambler: look(TAN, '#2f4a3a', 'gambler-hat', 'dice'),
  'tax-clerk': look(PALE, '#3a3f5a', 'spectacles', 'scroll'),
  trolley: { figure: 'trolley', skin: '#8a5a33', coat: '#8a5a33', head: 'none', prop: 'none' },
  'wool-merchant': look(FAIR, '#7a4a5a', 'fur-hat', 'fleece'),
  'one-eyed-guide': guide('eye-patch', 'lantern'),
  'spice-trader': look(DARK, '#c07a2a', 'turban', 'spice-jar', '#2a1a10'),
  jeweller: look(PALE, '#4a3a6a', 'loupe', 'gem'),
  'noble-lady': look(PALE, '#7a3a6a', 'hennin', 'rose'),
  bishop: look(FAIR, '#efe6cf', 'mitre', 'crozier'),
  moneylender: look(TAN, '#3a4a3a', 'cap', 'scales'),
  prince: look(FAIR, '#3a5a9a', 'circlet', 'goblet'),
  'cursed-duke': look('#b8c4b0', '#4a3a5a', 'ducal-crown', 'coffer'),
  'treasure-hunter': look(TAN, '#8a6a3a', 'explorer', 'shovel'),
  'old-guide': guide('bald', 'cane', '#e8e2d0'),
  'merchant-king': look(PALE, '#8a2a3a', 'crown', 'chest', '#c8962a'),
  squire: look(FAIR, '#5a6a8a', 'iron-cap', 'shield'),
  mercenary: look(DARK, '#6a5a3a', 'kettle-helm', 'spear', '#2a1a10'),
  'witch-hunter': look(PALE, '#2f2a2a', 'buckle-hat', 'torch'),
  'dwarf-warrior': { ...look(FAIR, '#8a3a2a', 'horned-helm', 'warhammer', '#c8642a'), figure: 'dwarf' },
  'bounty-hunter': look(TAN, '#5a4a3a', 'hood', 'crossbow'),
  'troll-slayer': look(FAIR, '#6a3a2a', 'mohawk', 'greataxe', '#c8642a'),
  knight: look(PALE, '#9aa3ad', 'great-helm', 'sword'),
  witch: look('#b8c8a0', '#3a2a4a', 'witch-hat', 'potion'),
  'the-law': look(TAN, '#26315a', 'constable', 'halberd'),
  'giant-slayer': look(FAIR, '#4a6a3a', 'iron-cap', 'sling'),
  paladin: look(PALE, '#efe6cf', 'plumed-helm', 'holy-shield'),
  'dragon-rider': look(DARK, '#8a2a2a', 'dragon-helm', 'lance'),
  'royal-guard': look(PALE, '#b03a2e', 'bearskin', 'pike'),
  'hero-of-the-realm': look(FAIR, '#26315a', 'winged-helm', 'greatsword', '#e0b040'),
};
