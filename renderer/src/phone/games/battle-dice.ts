/** What a phone needs of Battle Dice, fetched as one when a Battle Dice match first reaches it: its hand (which shows the table too), the table a watcher sees, and its texts. */
import en from '$locales/en/battle-dice.json';
import fr from '$locales/fr/battle-dice.json';

export { default as Hand } from '../../tables/battle-dice/PhoneHand.svelte';
export { default as Watch } from '../../tables/battle-dice/WatchTable.svelte';
export const texts = { en, fr };
