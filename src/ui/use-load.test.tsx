// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../i18n/locales/en/messages';
import { notifications } from './notification-store';
import { type Load, type LoadOptions, useLoad } from './use-load';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A promise the test settles by hand, to answer runs out of order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let root: Root;
let host: HTMLElement;
let seen: Load<string>[];
let controls: { reload: () => void; refresh: () => void; set: (value: string) => void };

function Probe(props: { read: () => Promise<string>; dep: string; options?: LoadOptions }) {
  const { load, reload, refresh, set } = useLoad(props.read, [props.dep], props.options);
  seen.push(load);
  controls = { reload, refresh, set };
  return <p>{load.state === 'ready' ? load.value : load.state}</p>;
}

async function render(props: Parameters<typeof Probe>[0]) {
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <Probe {...props} />
      </I18nProvider>,
    );
  });
}

const shown = () => host.textContent;
const flush = () => act(async () => {});

beforeAll(() => {
  i18n.load('en', messages);
  i18n.activate('en');
});

beforeEach(() => {
  seen = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  notifications.items = [];
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('useLoad', () => {
  it('shows the loading state, then the answer', async () => {
    const answer = deferred<string>();
    await render({ read: () => answer.promise, dep: 'a' });
    expect(shown()).toBe('loading');
    await act(async () => answer.resolve('first'));
    expect(shown()).toBe('first');
  });

  it('drops an earlier answer that arrives after the latest one', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    await render({ read: () => slow.promise, dep: 'a' });
    await render({ read: () => fast.promise, dep: 'b' });
    await act(async () => fast.resolve('for b'));
    await act(async () => slow.resolve('for a'));
    expect(shown()).toBe('for b');
  });

  it('reports a failure as a notification and shows the failed state', async () => {
    await render({ read: () => Promise.reject(new Error('boom')), dep: 'a' });
    await flush();
    expect(shown()).toBe('failed');
    expect(notifications.items.map((item) => item.kind)).toEqual(['error']);
  });

  it('only logs a failure when asked to', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render({
      read: () => Promise.reject(new Error('boom')),
      dep: 'a',
      options: { report: 'log' },
    });
    await flush();
    expect(shown()).toBe('failed');
    expect(notifications.items).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reload shows the spinner again; refresh keeps the answer until the new one arrives', async () => {
    const answers = [deferred<string>(), deferred<string>(), deferred<string>()];
    let n = 0;
    answers[0]?.resolve('one');
    const next = answers[1] as ReturnType<typeof deferred<string>>;
    await render({ read: () => (answers[n++] as typeof next).promise, dep: 'a' });
    await flush();
    expect(shown()).toBe('one');
    await act(async () => controls.refresh());
    expect(shown()).toBe('one');
    await act(async () => next.resolve('two'));
    expect(shown()).toBe('two');
    await act(async () => controls.reload());
    expect(shown()).toBe('loading');
  });

  it('keepWhileChanging: a change of deps keeps the answer shown until the new one arrives', async () => {
    const later = deferred<string>();
    await render({
      read: () => Promise.resolve('page 1'),
      dep: 'a',
      options: { keepWhileChanging: true },
    });
    await flush();
    expect(shown()).toBe('page 1');
    const before = seen.length;
    await render({ read: () => later.promise, dep: 'b', options: { keepWhileChanging: true } });
    expect(shown()).toBe('page 1');
    await act(async () => later.resolve('pages 1-2'));
    expect(shown()).toBe('pages 1-2');
    expect(seen.slice(before).some((load) => load.state === 'loading')).toBe(false);
  });

  it('keeps the last answer when a quiet refresh fails', async () => {
    let n = 0;
    await render({
      read: () => (n++ === 0 ? Promise.resolve('kept') : Promise.reject(new Error('offline'))),
      dep: 'a',
    });
    await flush();
    await act(async () => controls.refresh());
    expect(shown()).toBe('kept');
    expect(notifications.items).toHaveLength(1);
  });

  it('re-reads on an interval and when the window regains focus', async () => {
    vi.useFakeTimers();
    let n = 0;
    await render({
      read: () => Promise.resolve(`answer ${++n}`),
      dep: 'a',
      options: { refreshEveryMs: 1000, refreshOnFocus: true },
    });
    await flush();
    expect(shown()).toBe('answer 1');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toBe('answer 2');
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(shown()).toBe('answer 3');
  });

  it('does not read while disabled', async () => {
    const read = vi.fn(() => Promise.resolve('x'));
    await render({ read, dep: 'a', options: { enabled: false } });
    expect(read).not.toHaveBeenCalled();
    expect(shown()).toBe('loading');
  });

  it('waits for a pause after a change before reading, keeping the answer shown meanwhile', async () => {
    vi.useFakeTimers();
    const read = vi.fn((query: string) => Promise.resolve(`found ${query}`));
    const props = (dep: string) => ({ read: () => read(dep), dep, options: { delayMs: 250 } });
    await render(props('a'));
    await act(async () => {
      vi.advanceTimersByTime(250);
    });
    expect(shown()).toBe('found a');
    await render(props('ab'));
    await render(props('abc'));
    expect(shown()).toBe('found a');
    await act(async () => {
      vi.advanceTimersByTime(250);
    });
    expect(shown()).toBe('found abc');
    expect(read.mock.calls.map(([query]) => query)).toEqual(['a', 'abc']);
  });

  it('says nothing about a failure when told so', async () => {
    const warn = vi.spyOn(console, 'warn');
    await render({
      read: () => Promise.reject(new Error('x')),
      dep: 'a',
      options: { report: 'none' },
    });
    await flush();
    expect(shown()).toBe('failed');
    expect(notifications.items).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows a value the screen sets at once, and drops the read still under way', async () => {
    const late = deferred<string>();
    await render({ read: () => late.promise, dep: 'a' });
    await act(async () => controls.set('reordered'));
    expect(shown()).toBe('reordered');
    await act(async () => late.resolve('stale'));
    expect(shown()).toBe('reordered');
  });

  it("reports a failure the screen's own way when given a function", async () => {
    const seenErrors: unknown[] = [];
    const boom = new Error('boom');
    await render({
      read: () => Promise.reject(boom),
      dep: 'a',
      options: { report: (error) => seenErrors.push(error) },
    });
    await flush();
    expect(seenErrors).toEqual([boom]);
    expect(notifications.items).toEqual([]);
  });
});
