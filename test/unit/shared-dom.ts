// Set up before every file of the `unit` project (vitest.config.ts). The files there that ask for
// a DOM (`// @vitest-environment happy-dom`) share one window, as the others share one module
// graph: a file that left nodes in the document or entries in storage would hand them to the
// next. So each file fails here unless it leaves the window as it found it. <head> may keep the
// screens' styles: src/ui/styles.ts adds each once per module graph, as the app does per page.

import { afterAll, expect } from 'vitest';

afterAll(() => {
  if (typeof document === 'undefined') return;
  expect(
    document.body.innerHTML,
    'a unit file sharing the DOM left nodes in document.body: remove what each test draws',
  ).toBe('');
  expect(
    { local: localStorage.length, session: sessionStorage.length },
    'a unit file sharing the DOM left entries in web storage',
  ).toEqual({ local: 0, session: 0 });
  expect(location.href, 'a unit file sharing the DOM left the window at another address').toBe(
    'http://localhost:3000/',
  );
});
