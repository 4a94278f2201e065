import { mount } from 'svelte';
import './app.css';
import './lib/all-texts';
import App from './App.svelte';
import { connectToHost } from './lib/api-client';
import { AppState } from './lib/app.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

mount(App, { target, props: { app: new AppState(connectToHost()) } });
