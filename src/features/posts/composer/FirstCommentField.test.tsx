// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '../../../firebase/posts/post-types';
import { messages } from '../../../i18n/locales/en/messages';
import { draftContent } from '../draft';
import { FirstCommentField } from './FirstCommentField';
import { composer, resetComposer, toggleChannel } from './store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const channels: Channel[] = [
  { id: 'yt', provider: 'youtube', handle: '@shop', displayName: 'Videos', status: 'connected' },
  { id: 'li', provider: 'linkedin', handle: 'shop', displayName: 'Shop', status: 'connected' },
];

let container: HTMLDivElement;
let root: Root;

async function render() {
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <FirstCommentField idPrefix="c" channels={channels} editable />
      </I18nProvider>,
    );
  });
}

const box = () => container.querySelector<HTMLTextAreaElement>('textarea');

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

describe('FirstCommentField', () => {
  it('is offered only once a chosen network takes a first comment', async () => {
    act(() => toggleChannel('yt', true));
    await render();
    expect(box()).toBeNull();
    act(() => toggleChannel('li', true));
    await render();
    const field = box();
    expect(field).not.toBeNull();
    expect(container.querySelector(`label[for="${field?.id}"]`)?.textContent).toBe(
      'First comment (optional)',
    );
    expect(field?.maxLength).toBe(2200);
  });

  it('keeps what is typed in the composer, and saving writes it trimmed', async () => {
    act(() => toggleChannel('li', true));
    await render();
    const field = box() as HTMLTextAreaElement;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(field, ' Sign up: example.test ');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(composer.firstComment).toBe(' Sign up: example.test ');
    const content = draftContent({
      text: 'Hi',
      channelIds: ['li'],
      variants: {},
      media: [],
      timeZone: 'UTC',
      scheduledAt: null,
      firstComment: composer.firstComment ?? undefined,
    });
    expect(content.firstComment).toBe('Sign up: example.test');
  });
});
