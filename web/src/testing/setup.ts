import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/lib/i18n';

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
