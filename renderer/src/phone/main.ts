import { mount } from 'svelte';
import '../app.css';
import './phone.css';
import { addTextFiles } from '../lib/i18n.svelte';
import PhoneApp from './PhoneApp.svelte';
import { connectPhone, PhoneSession } from './phone-session.svelte';
import WatchApp from './WatchApp.svelte';
import { connectWatch, WatchSession } from './watch-session.svelte';

// the page's own texts; a game's come with its phone hand, once a match of it reaches this phone
addTextFiles(import.meta.glob('$locales/*/{common,phone,ui,watch}.json', { eager: true, import: 'default' }));

const target = document.getElementById('app');
if (!target) throw new Error('phone.html has no #app element');

// a watch link (/w/<token>) opens the public table; a seat link (/p/<token>) its seat
if (location.pathname.startsWith('/w/')) mount(WatchApp, { target, props: { session: new WatchSession(connectWatch()) } });
else mount(PhoneApp, { target, props: { session: new PhoneSession(connectPhone()) } });
