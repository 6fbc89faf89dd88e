// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UndeliveredMail } from '../../firebase/notifications';
import { messages } from '../../i18n/locales/en/messages';

const api = vi.hoisted(() => ({ listUndeliveredMail: vi.fn(), retryNotification: vi.fn() }));
vi.mock('../../firebase/notifications', () => api);

const { NotificationHealth } = await import('./NotificationHealth');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const row = (id: string, state: string, reason: string | null): UndeliveredMail => ({
  id,
  event: 'changes_requested',
  email: `${id}@example.test`,
  state,
  attempts: 3,
  reason,
  updatedAt: null,
});

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  i18n.load('en', messages);
  i18n.activate('en');
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the undelivered mail list', () => {
  it('names each reason in plain words, never the mail server dialogue', async () => {
    api.listUndeliveredMail.mockResolvedValue([
      row('busy', 'pending', 'busy'),
      row('gone', 'failed', 'rejected'),
      row('lost', 'unconfirmed', 'unconfirmed'),
      // A code from a newer server version still reads as a sentence.
      row('odd', 'failed', 'something-new'),
    ]);
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => {
      root.render(
        <I18nProvider i18n={i18n}>
          <NotificationHealth />
        </I18nProvider>,
      );
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    const reasons = [...container.querySelectorAll('tbody tr')].map(
      (tr) => tr.querySelectorAll('td')[3]?.textContent,
    );
    expect(reasons).toEqual([
      'The mail server asked us to try again later',
      'The mail server refused this address or message',
      'Sending stopped before the mail server answered',
      'Sending failed; the function logs have the details',
    ]);
    expect(container.querySelector('thead')?.textContent).toContain('Why');
    expect(container.textContent).not.toMatch(/\b[45]\d\d\b/);
  });
});
