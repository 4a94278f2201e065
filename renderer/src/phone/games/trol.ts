/** What a phone needs of TRÔL, fetched as one when a TRÔL match first reaches it: its hand, its public table and its texts. */
import en from '$locales/en/trol.json';
import fr from '$locales/fr/trol.json';

export { default as Hand } from '../../tables/trol/PhoneHand.svelte';
export { default as Table } from '../../tables/trol/PhoneTable.svelte';
export const texts = { en, fr };
