// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '../../../firebase/posts/post-types';
import { messages } from '../../../i18n/locales/en/messages';
import { channelCounts } from '../draft';
import { NetworkOptionsFields } from './NetworkOptionsFields';
import { optionProblems } from './network-options';
import { composer, resetComposer, toggleChannel } from './store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const channels: Channel[] = [
  {
    id: 'yt',
    provider: 'youtube',
    handle: '@shop',
    displayName: 'Shop videos',
    status: 'connected',
  },
  {
    id: 'pin',
    provider: 'pinterest',
    handle: 'shop',
    displayName: 'Shop pins',
    status: 'connected',
  },
  { id: 'bs', provider: 'bluesky', handle: '@shop.bsky', displayName: 'Shop', status: 'connected' },
];

let container: HTMLDivElement;
let root: Root;

async function render() {
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <NetworkOptionsFields idPrefix="c" channels={channels} editable />
      </I18nProvider>,
    );
  });
}

function field(label: string): HTMLInputElement | HTMLSelectElement {
  const found = [...container.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  );
  const control = found?.querySelector<HTMLInputElement | HTMLSelectElement>('input, select');
  if (!control) throw new Error(`no field ${label}`);
  return control;
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages });
});
beforeEach(() => {
  resetComposer();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('the network settings in the composer', () => {
  it('asks nothing while only networks without settings are chosen', async () => {
    toggleChannel('bs', true);
    await render();
    expect(container.textContent).toBe('');
  });

  it('asks for a YouTube title and a Pinterest board once those channels are chosen, and keeps what is typed', async () => {
    toggleChannel('yt', true);
    toggleChannel('pin', true);
    await render();
    expect([...container.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
      'YouTube',
      'Pinterest',
    ]);
    const title = field('Video title') as HTMLInputElement;
    expect(title.required).toBe(true);
    await act(async () => {
      // React notices a change only through the native setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        title,
        'How we bake',
      );
      title.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(composer.networkOptions.youtube?.title).toBe('How we bake');

    const problems = optionProblems(
      i18n._.bind(i18n),
      channelCounts(channels, composer.channelIds, () => 'text'),
      composer.networkOptions,
    );
    expect(problems.map((problem) => i18n._(problem))).toEqual(['Pinterest: Board is required.']);
  });
});
