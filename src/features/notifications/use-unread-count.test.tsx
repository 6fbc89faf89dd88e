// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ countUnread: vi.fn() }));
vi.mock('../../firebase/notifications', () => api);
type Update = { live: true; count: number } | { live: false; final: boolean };
// The live listener: each test decides whether it ever answers (by default it stays silent,
// as a listener that cannot reach the server does, and the poll carries on).
const listener = vi.hoisted(() => ({
  watchUnreadCount: vi.fn(),
  update: null as ((state: Update) => void) | null,
  stopped: 0,
}));
vi.mock('../../firebase/notification-listener', () => ({
  watchUnreadCount: listener.watchUnreadCount,
}));

const { nextDelay, POLL, useUnreadCount } = await import('./use-unread-count');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  const { count } = useUnreadCount('u1');
  return (
    <div>
      <span data-testid="count">{count ?? '-'}</span>
      <button type="button">Approve</button>
    </div>
  );
}

let container: HTMLDivElement;
let root: Root;
let unread = 0;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(async () => {
  vi.useFakeTimers();
  unread = 0;
  listener.update = null;
  listener.stopped = 0;
  listener.watchUnreadCount.mockImplementation((_uid: string, update: (s: Update) => void) => {
    listener.update = update;
    return () => {
      listener.stopped++;
    };
  });
  api.countUnread.mockImplementation(async () => unread);
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root.render(<Probe />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.clearAllMocks();
});

const shown = () => container.querySelector('[data-testid="count"]')?.textContent;

describe('the unread count', () => {
  it('backs off while nothing changes and speeds up again when something does', async () => {
    expect(nextDelay(5_000, false)).toBe(10_000);
    expect(nextDelay(40_000, false)).toBe(POLL.slowMs);
    expect(nextDelay(60_000, true)).toBe(POLL.fastMs);
    await advance(0);
    expect(api.countUnread).toHaveBeenCalledTimes(1);
    // Unchanged: asked after 5 s, then 10 s, then 20 s.
    await advance(5_000);
    expect(api.countUnread).toHaveBeenCalledTimes(2);
    await advance(9_000);
    expect(api.countUnread).toHaveBeenCalledTimes(2);
    await advance(1_000);
    expect(api.countUnread).toHaveBeenCalledTimes(3);
    unread = 2;
    await advance(20_000);
    expect(shown()).toBe('2');
    // A change brings the next ask back to 5 s.
    await advance(5_000);
    expect(api.countUnread).toHaveBeenCalledTimes(5);
  });

  it('asks again shortly after the user presses a button', async () => {
    await advance(0);
    await advance(5_000);
    await advance(10_000);
    const before = api.countUnread.mock.calls.length;
    unread = 1;
    await act(async () => container.querySelector('button')?.click());
    await advance(POLL.afterActionMs[0]);
    expect(api.countUnread.mock.calls.length).toBe(before + 1);
    expect(shown()).toBe('1');
  });
});

describe('the live unread count', () => {
  const send = async (state: Update) => {
    await act(async () => listener.update?.(state));
  };

  it('loads the listener once the page is idle, then follows it and stops polling', async () => {
    await advance(0);
    expect(listener.watchUnreadCount).not.toHaveBeenCalled();
    await advance(1_000);
    expect(listener.watchUnreadCount).toHaveBeenCalledWith('u1', expect.any(Function));
    await send({ live: true, count: 3 });
    expect(shown()).toBe('3');
    const asked = api.countUnread.mock.calls.length;
    await send({ live: true, count: 4 });
    expect(shown()).toBe('4');
    // Live: no poll, not even after a button press.
    await act(async () => container.querySelector('button')?.click());
    await advance(120_000);
    expect(api.countUnread.mock.calls.length).toBe(asked);
    expect(shown()).toBe('4');
  });

  it('polls while the listener is offline and stops again when it is back in sync', async () => {
    await advance(1_000);
    await send({ live: true, count: 1 });
    const asked = api.countUnread.mock.calls.length;
    unread = 2;
    await send({ live: false, final: false });
    await advance(0);
    expect(api.countUnread.mock.calls.length).toBe(asked + 1);
    expect(shown()).toBe('2');
    await send({ live: true, count: 5 });
    await advance(120_000);
    expect(api.countUnread.mock.calls.length).toBe(asked + 1);
    expect(shown()).toBe('5');
    expect(listener.stopped).toBe(0);
  });

  it('drops a listener that failed for good and goes back to polling', async () => {
    await advance(1_000);
    await send({ live: true, count: 1 });
    unread = 7;
    await send({ live: false, final: true });
    expect(listener.stopped).toBe(1);
    await advance(0);
    expect(shown()).toBe('7');
    const asked = api.countUnread.mock.calls.length;
    await advance(5_000);
    expect(api.countUnread.mock.calls.length).toBe(asked + 1);
  });

  it('stops listening when the bell goes away', async () => {
    await advance(1_000);
    act(() => root.unmount());
    expect(listener.stopped).toBe(1);
    root = createRoot(container);
  });
});
