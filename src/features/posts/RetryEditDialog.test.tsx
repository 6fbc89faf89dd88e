// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RetryEdit } from '@model/schemas/posts/posts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Post } from '../../firebase/posts/post-types';
import { messages } from '../../i18n/locales/en/messages';
import { RetryEditDialog } from './RetryEditDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A thread whose first two parts went out on the page before its third failed. */
const post = {
  id: 'p1',
  text: 'Part one',
  thread: ['Part two', 'Part three, far too long'],
  variants: {},
  results: {
    page: {
      status: 'failed',
      error: 'Too long.',
      url: null,
      externalId: 'ext-1',
      unconfirmed: false,
      confirmedParts: 2,
    },
  },
} as unknown as Post;

let container: HTMLDivElement;
let root: Root;
let sent: RetryEdit[];
let answer: () => Promise<void>;

async function render() {
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <RetryEditDialog
          post={post}
          channelId="page"
          channel="Studio Page"
          onRetry={async (_post, _requestId, edit) => {
            sent.push(edit);
            await answer();
          }}
          onClose={() => undefined}
        />
      </I18nProvider>,
    );
  });
}

const boxes = () => [...container.querySelectorAll('textarea')];

async function submit() {
  await act(async () => {
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true }));
  });
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages });
});
beforeEach(() => {
  sent = [];
  answer = async () => undefined;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('RetryEditDialog', () => {
  it('locks the parts already published and sends the channel its words', async () => {
    await render();
    expect(boxes().map((box) => [box.value, box.readOnly])).toEqual([
      ['Part one', true],
      ['Part two', true],
      ['Part three, far too long', false],
    ]);
    expect(container.textContent).toContain('Part 2 (published)');
    await submit();
    expect(sent).toEqual([
      {
        channelId: 'page',
        text: 'Part one',
        thread: [{ text: 'Part two' }, { text: 'Part three, far too long' }],
      },
    ]);
  });

  it('says a refusal inside the dialog, with its code', async () => {
    answer = async () => {
      throw Object.assign(new Error('Part 1 is already published.'), {
        code: 'functions/failed-precondition',
      });
    };
    await render();
    await submit();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(
      'What is already published on Studio Page cannot be changed; only the rest can.',
    );
    expect(alert?.querySelector('.error-code')?.textContent).toBe('failed-precondition');
  });
});
