import { mount } from 'svelte';
import '../app.css';
import './phone.css';
import PhoneApp from './PhoneApp.svelte';
import { connectPhone, PhoneSession } from './phone-session.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('phone.html has no #app element');

mount(PhoneApp, { target, props: { session: new PhoneSession(connectPhone()) } });
