// The unit test files share one browser-like page per worker (`isolate: false` in vitest.config.ts: a new jsdom
// and module graph for each of ~90 files cost more than the tests themselves). After each file the page is left as
// a new one would be: nothing rendered, no storage or cookies, real timers, no stubs or spies.
import { cleanup } from '@testing-library/react';

// Testing Library unmounts what a test rendered after each test of the file that first imports it (its own hook): the
// files after it share that module, so the hook is set here, for every file.
afterEach(() => cleanup());

afterAll(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
