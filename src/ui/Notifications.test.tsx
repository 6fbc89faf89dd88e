// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../i18n/locales/en/messages';
import { Notifications } from './Notifications';
import { dismissNotification, notifications, notify } from './notification-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.load('en', messages);
i18n.activate('en');

afterEach(() => {
  notifications.items = [];
  document.body.innerHTML = '';
});

function mount() {
  const main = document.createElement('main');
  main.id = 'content';
  main.tabIndex = -1;
  const host = document.createElement('div');
  document.body.append(main, host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <Notifications />
      </I18nProvider>,
    ),
  );
  return { main, root };
}

describe('Notifications', () => {
  it('gives the focus to a result that asks for it, and to the page when it goes', async () => {
    const { main, root } = mount();
    let id = 0;
    await act(async () => {
      id = notify('Scheduled for Monday.', 'success', { focus: true });
    });
    expect(document.activeElement?.textContent).toContain('Scheduled for Monday.');
    await act(async () => dismissNotification(id));
    expect(document.activeElement).toBe(main);
    act(() => root.unmount());
  });

  it('leaves the focus where it is for any other notice', async () => {
    const { root } = mount();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await act(async () => {
      notify('Saved.', 'success');
    });
    expect(document.activeElement).toBe(field);
    act(() => root.unmount());
  });
});
