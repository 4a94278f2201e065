/** What a phone needs of Thud, fetched as one when a Thud match first reaches it: its hand (which shows the table too), the table a watcher sees, and its texts. */
import en from '$locales/en/thud.json';
import fr from '$locales/fr/thud.json';

export { default as Hand } from '../../tables/thud/PhoneHand.svelte';
export { default as Watch } from '../../tables/thud/WatchTable.svelte';
export const texts = { en, fr };
