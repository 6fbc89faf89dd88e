// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '../../../../firebase/posts/post-types';
import { messages } from '../../../../i18n/locales/en/messages';
import { addMedia, resetComposer, setText, toggleChannel } from '../store';
import NetworkPreviews from './NetworkPreviews';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const channels: Channel[] = [
  {
    id: 'li',
    provider: 'linkedin',
    handle: 'Ada Lovelace',
    displayName: 'Ada Lovelace',
    status: 'connected',
  },
  { id: 'x', provider: 'x', handle: '@ada', displayName: 'Ada on X', status: 'connected' },
];

let container: HTMLDivElement;
let root: Root;

async function render() {
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <NetworkPreviews channels={channels} />
      </I18nProvider>,
    );
  });
}

const tabs = () => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const shownPanel = () =>
  [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden);

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages });
});
beforeEach(() => {
  resetComposer();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('NetworkPreviews', () => {
  it('shows one tab per chosen channel and moves between them with the arrow keys', async () => {
    toggleChannel('li', true);
    toggleChannel('x', true);
    setText('Hello https://www.example.com/post');
    await render();
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Ada Lovelace', 'true'],
      ['Ada on X', 'false'],
    ]);
    expect(shownPanel()).toHaveLength(1);
    expect(shownPanel()[0]?.querySelector('[data-preview]')?.getAttribute('data-preview')).toBe(
      'li',
    );
    await act(async () => {
      tabs()[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs()[1]?.tabIndex).toBe(0);
    expect(tabs()[0]?.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(tabs()[1]);
    expect(shownPanel()[0]?.querySelector('[data-preview]')?.getAttribute('data-preview')).toBe(
      'x',
    );
    // The first link, with no media, is a card titled by its host.
    expect(shownPanel()[0]?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'Link preview: example.com',
    );
    await act(async () => {
      tabs()[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('folds a long LinkedIn post behind see more, and updates as the text changes', async () => {
    toggleChannel('li', true);
    setText('Short');
    await render();
    expect(container.querySelector('.post-text')?.textContent).toBe('Short');
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    await act(async () => setText(long));
    const shown = container.querySelector('.post-text')?.textContent ?? '';
    expect(shown.length).toBeLessThanOrEqual(210);
    expect(long.startsWith(shown)).toBe(true);
    const more = container.querySelector<HTMLButtonElement>('.net-more-link');
    expect(more?.textContent).toBe('see more');
    expect(more?.getAttribute('aria-expanded')).toBe('false');
    await act(async () => more?.click());
    expect(container.querySelector('.post-text')?.textContent).toBe(long);
    expect(more?.getAttribute('aria-expanded')).toBe('true');
  });

  it('lays out up to four images in a grid, says how many more, and shows videos as frames', async () => {
    toggleChannel('x', true);
    setText('Pictures');
    for (let i = 0; i < 5; i++) {
      addMedia({
        key: `k${i}`,
        name: `p${i}.png`,
        path: '',
        contentType: i === 1 ? 'video/mp4' : 'image/png',
        alt: `Picture ${i}`,
        progress: 0,
        previewUrl: `blob:p${i}`,
        uploading: true,
      });
    }
    await render();
    const grid = container.querySelector('.net-grid');
    expect(grid?.getAttribute('data-count')).toBe('4');
    expect(
      [...container.querySelectorAll('.net-grid img')].map((img) => img.getAttribute('alt')),
    ).toEqual(['Picture 0', 'Picture 2', 'Picture 3']);
    expect(container.querySelector('.net-grid .net-video')?.getAttribute('aria-label')).toBe(
      'Video: p1.png',
    );
    expect(container.querySelector('.net-more')?.textContent).toBe('1 more image');
    // No link card when the post carries media.
    expect(container.querySelector('.net-link')).toBeNull();
  });
});
