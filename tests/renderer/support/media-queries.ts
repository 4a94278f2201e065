/**
 * jsdom has no `matchMedia`, which Svelte's `prefersReducedMotion` asks at import: here no media
 * query matches (the system asks for nothing), unless a test stubs its own.
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (media: string): MediaQueryList =>
    Object.assign(new EventTarget(), { matches: false, media, onchange: null, addListener() {}, removeListener() {} });
}
