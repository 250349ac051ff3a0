import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAdminTexts, loadPageTexts } from '@/lib/i18n';

// The app loads the pages' and the admin console's English texts with their layouts; components
// rendered on their own in tests need them from the start.
await Promise.all([loadPageTexts(), loadAdminTexts()]);

// findBy*/waitFor give up after 1 s by default; on a loaded CI machine (the server's forks share its
// two cores) a first render can take longer, which failed a run that passes alone.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks a few browser APIs that Radix primitives (popper, menus, dialogs) call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// React Router's ScrollRestoration scrolls the window; jsdom only logs "not implemented".
window.scrollTo = () => {};

// jsdom lays nothing out, so every Recharts ResponsiveContainer measures 0×0 and warns about it;
// the charts' figures are tested through their accessible tables instead. Other warnings pass.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart')) return;
  warn(...args);
};

// Testing Library cleans up by itself only when test globals are on; they are not here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
