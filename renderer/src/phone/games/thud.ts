/** What a phone needs of Thud, fetched as one when a Thud match first reaches it: its hand (which shows the table too) and its texts. */
import en from '$locales/en/thud.json';
import fr from '$locales/fr/thud.json';

export { default as Hand } from '../../tables/thud/PhoneHand.svelte';
export const texts = { en, fr };
