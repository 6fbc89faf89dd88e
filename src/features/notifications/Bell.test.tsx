// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../firebase/notifications';
import { messages } from '../../i18n/locales/en/messages';

const api = vi.hoisted(() => ({
  countUnread: vi.fn(),
  listNotifications: vi.fn(),
  markRead: vi.fn(),
  markAllRead: vi.fn(),
}));
vi.mock('../../firebase/notifications', () => api);
// The live listener never answers here, so the bell polls (use-unread-count.test.tsx covers live).
vi.mock('../../firebase/notification-listener', () => ({
  watchUnreadCount: () => () => undefined,
}));

const { session } = await import('../../session/store');
const { default: Bell } = await import('./Bell');
const { internalPath } = await import('./NotificationList');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (id: string, read: boolean): NotificationItem => ({
  id,
  event: 'changes_requested',
  category: 'approvals',
  title: `Changes requested ${id}`,
  body: 'Shorter, please.',
  link: `${window.location.origin}/app/posts?workspace=w&post=${id}`,
  read,
  createdAt: Date.UTC(2030, 0, 1),
});

let container: HTMLDivElement;
let root: Root;

async function settle() {
  for (let i = 0; i < 4; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

const bellButton = () => container.querySelector<HTMLButtonElement>('.notify-bell-button');

beforeAll(() => {
  i18n.load('en', messages);
  i18n.activate('en');
});

beforeEach(async () => {
  session.uid = 'u1';
  // A stand-in for the stored entries: marking read changes what the next read returns.
  let stored = [item('a', false), item('b', false), item('c', true)];
  api.countUnread.mockImplementation(async () => stored.filter((n) => !n.read).length);
  api.listNotifications.mockImplementation(async () => stored);
  api.markRead.mockImplementation(async (_uid: string, ids: string[]) => {
    stored = stored.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n));
  });
  api.markAllRead.mockImplementation(async () => {
    stored = stored.map((n) => ({ ...n, read: true }));
  });
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <Bell />
      </I18nProvider>,
    );
  });
  await settle();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.clearAllMocks();
});

describe('the notification bell', () => {
  it('shows the unread count in its badge and its accessible name', () => {
    expect(container.querySelector('[data-testid="notify-count"]')?.textContent).toBe('2');
    expect(bellButton()?.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(bellButton()?.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a panel listing the notifications with links, and closes on Escape', async () => {
    await act(async () => bellButton()?.click());
    await settle();
    expect(bellButton()?.getAttribute('aria-expanded')).toBe('true');
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.notify-item a')];
    expect(links.map((a) => a.textContent)).toEqual([
      'Changes requested a',
      'Changes requested b',
      'Changes requested c',
    ]);
    expect(container.textContent).toContain('See all notifications');
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(container.querySelector('.notify-panel')).toBeNull();
  });

  it('marks one read, then all read, and asks for the count again', async () => {
    await act(async () => bellButton()?.click());
    await settle();
    const markOne = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Mark read',
    );
    await act(async () => markOne?.click());
    await settle();
    expect(api.markRead).toHaveBeenCalledWith('u1', ['a']);
    expect(container.querySelector('[data-testid="notify-count"]')?.textContent).toBe('1');
    const markAll = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Mark all read',
    );
    await act(async () => markAll?.click());
    await settle();
    expect(api.markAllRead).toHaveBeenCalledWith('u1');
    expect(container.querySelectorAll('.notify-item[data-read="false"]')).toHaveLength(0);
    expect(container.querySelector('[data-testid="notify-count"]')).toBeNull();
  });
});

describe('links of notifications', () => {
  it('stay inside the app when they point at it, with the variant prefix removed', () => {
    const origin = window.location.origin;
    expect(internalPath(`${origin}/app/posts?post=p`, '')).toBe('/app/posts?post=p');
    expect(internalPath(`${origin}/connect/app/posts?post=p`, '/connect')).toBe(
      '/app/posts?post=p',
    );
    expect(internalPath(`${origin}/app/posts`, '/connect')).toBeNull();
    expect(internalPath('https://elsewhere.test/app', '')).toBeNull();
  });
});
