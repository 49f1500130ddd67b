import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { reportAnswer } from '#client/lib/connection.ts';
import { clearLocalData } from '#client/lib/local-store.ts';

// Vitest runs a test file per core: a lazily loaded step or menu may take more than the default
// second to appear while another file runs beside it (on a busy 2-core machine, over 5 s).
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  // The offline queue and saved plan live in (fake) IndexedDB; no test inherits another's.
  await clearLocalData();
  // A test whose network failed leaves the app "offline"; the next one starts connected.
  reportAnswer();
});

// jsdom lacks these; Radix Slider and Toast measure and observe elements.
class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStandIn as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
// jsdom has no layout to scroll: its own scrollTo only logs 'Not implemented'.
window.scrollTo = () => {};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
