/**
 * What jsdom lacks and the renderer reads as it loads: `matchMedia`, through which the app's
 * motion follows the system's reduced-motion wish (here: no such wish).
 */
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
