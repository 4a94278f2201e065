/** What a phone needs of Troll Dice, fetched as one when a Troll Dice match first reaches it: its hand, its public table and its texts. */
import en from '$locales/en/troll-dice.json';
import fr from '$locales/fr/troll-dice.json';

export { default as Hand } from '../../tables/troll-dice/PhoneHand.svelte';
export { default as Table } from '../../tables/troll-dice/PhoneTable.svelte';
export const texts = { en, fr };
