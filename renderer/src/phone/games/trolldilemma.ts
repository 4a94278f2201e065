/** What a phone needs of Trolldilemma, fetched as one when a Trolldilemma match first reaches it: its hand, its public table and its texts. */
import en from '$locales/en/trolldilemma.json';
import fr from '$locales/fr/trolldilemma.json';

export { default as Hand } from '../../tables/trolldilemma/PhoneHand.svelte';
export { default as Table } from '../../tables/trolldilemma/PhoneTable.svelte';
export const texts = { en, fr };
