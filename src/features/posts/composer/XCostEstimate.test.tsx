// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '../../../firebase/posts/post-types';
import { messages } from '../../../i18n/locales/en/messages';
import { composer, resetComposer, setText, toggleChannel } from './store';
import { XCostEstimate } from './XCostEstimate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const channels: Channel[] = [
  { id: 'x1', provider: 'x', handle: '@shop', displayName: 'Shop', status: 'connected' },
  { id: 'bs', provider: 'bluesky', handle: 'shop', displayName: 'Shop', status: 'connected' },
];

let container: HTMLDivElement;
let root: Root;

async function render() {
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <XCostEstimate channels={channels} />
      </I18nProvider>,
    );
  });
}

const shown = () => container.querySelector('[data-testid="x-cost"]')?.textContent ?? null;

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

describe('XCostEstimate', () => {
  it('says nothing until an X channel is chosen', async () => {
    act(() => toggleChannel('bs', true));
    await render();
    expect(shown()).toBeNull();
  });

  it("shows what the post and its thread cost on X's API, a link at the dearer rate", async () => {
    act(() => {
      toggleChannel('x1', true);
      setText('Our menu: https://bakery.example/menu');
      composer.thread = ['And rye on Fridays'];
    });
    await render();
    // 0.20 for the part with a link, 0.015 for the other, 0.005 for the read-back.
    expect(shown()).toBe(
      'X API cost of this post: about $0.22 (2 posts on X; X charges the app for each, more for a link).',
    );
  });
});
