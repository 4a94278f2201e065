/** Every locale file, added to what `t` knows: for a page that speaks of every game from its first screen (the TV). */
import { addTextFiles } from './i18n.svelte';

addTextFiles(import.meta.glob('$locales/*/*.json', { eager: true, import: 'default' }));
