// @vitest-environment happy-dom
// The public pages' loader: the first render is the loading state (what the prerendered HTML
// holds), a returning visitor then sees the copy from the last visit at once, the fresh answer
// replaces it and is kept for next time, and a failed refresh keeps the copy on screen.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type CachedLoad, useCachedLoad } from './cached-load';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.loadAndActivate({ locale: 'en', messages: {} });

function Probe({
  load,
  loadKey,
  seen,
}: {
  load: () => Promise<string[]>;
  loadKey: string;
  seen: CachedLoad<string[]>[];
}) {
  seen.push(useCachedLoad(load, loadKey));
  return null;
}

// The unit files that ask for a DOM share one (vitest.config.ts): each test unmounts its probes.
const roots: Root[] = [];

function renderLoad(load: () => Promise<string[]>, key: string): CachedLoad<string[]>[] {
  const seen: CachedLoad<string[]>[] = [];
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <Probe load={load} loadKey={key} seen={seen} />
      </I18nProvider>,
    ),
  );
  return seen;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  localStorage.clear();
});

describe('useCachedLoad on the public pages', () => {
  it('starts loading, then shows the answer and keeps it for the next visit', async () => {
    const seen = renderLoad(async () => ['Starter'], 'plans:smm:en');
    expect(seen[0]).toEqual({ state: 'loading' });
    await settle();
    expect(seen.at(-1)).toEqual({ state: 'ready', value: ['Starter'] });
    expect(localStorage.getItem('public-cache:plans:smm:en')).toBe('["Starter"]');
  });

  it('shows the kept copy right after the first render, then the fresh answer', async () => {
    localStorage.setItem('public-cache:plans:smm:en', '["Old plan"]');
    let resolve: (value: string[]) => void = () => undefined;
    const seen = renderLoad(() => new Promise((done) => (resolve = done)), 'plans:smm:en');
    expect(seen[0]).toEqual({ state: 'loading' });
    expect(seen.at(-1)).toEqual({ state: 'ready', value: ['Old plan'], cached: true });
    await act(async () => resolve(['New plan']));
    expect(seen.at(-1)).toEqual({ state: 'ready', value: ['New plan'] });
  });

  it('keeps the copy when the refresh fails, and fails without one', async () => {
    localStorage.setItem('public-cache:services:en', '["Audit"]');
    const withCopy = renderLoad(() => Promise.reject(new Error('offline')), 'services:en');
    await settle();
    expect(withCopy.at(-1)).toEqual({ state: 'ready', value: ['Audit'], cached: true });
    const without = renderLoad(() => Promise.reject(new Error('offline')), 'team');
    await settle();
    expect(without.at(-1)?.state).toBe('failed');
  });
});
