import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/lib/i18n';

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

// Testing Library cleans up by itself only when test globals are on; they are not here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
