// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelRecord, ReconnectNotice } from '../../firebase/channels';
import { messages } from '../../i18n/locales/en/messages';
import { notifications } from '../../ui/notification-store';
import { fakeChannel } from './fake-channel';

const api = vi.hoisted(() => ({
  listWorkspaceChannels: vi.fn(),
  listReconnectNotices: vi.fn(),
  connectSandbox: vi.fn(),
  connectBluesky: vi.fn(),
  startChannelOAuth: vi.fn(),
  completeChannelOAuth: vi.fn(),
  disconnectChannel: vi.fn(),
  sandboxNetworkAvailable: () => true,
}));
vi.mock('../../firebase/channels', () => api);

const { ChannelsPanel } = await import('./ChannelsPanel');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WORKSPACE = 'ws-1';

function channel(id: string, over: Partial<ChannelRecord> = {}): ChannelRecord {
  return fakeChannel(id, { displayName: `Channel ${id}`, ...over });
}

let container: HTMLDivElement;
const roots: Root[] = [];

async function settle() {
  for (let i = 0; i < 4; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

async function mount(count = 1) {
  await act(async () => {
    for (let i = 0; i < count; i++) {
      const root = createRoot(container.appendChild(document.createElement('div')));
      roots.push(root);
      root.render(
        <I18nProvider i18n={i18n}>
          <ChannelsPanel workspaceId={WORKSPACE} />
        </I18nProvider>,
      );
    }
  });
  await settle();
}

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  if (!found) throw new Error(`no button named ${name}`);
  return found;
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}

async function fill(name: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`dialog input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  input.value = value;
}

function messagesShown(): string[] {
  return notifications.items.map((n) => n.message);
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages });
});

beforeEach(() => {
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  api.listWorkspaceChannels.mockResolvedValue([]);
  api.listReconnectNotices.mockResolvedValue([]);
  notifications.items = [];
  window.history.replaceState(null, '', '/app/channels');
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
  container.remove();
});

describe('ChannelsPanel', () => {
  it('lists channels needing reconnection first, says each status in words and why', async () => {
    api.listWorkspaceChannels.mockResolvedValue([
      channel('ok'),
      channel('off', { status: 'disconnected' }),
      channel('broken', {
        status: 'needs_reconnect',
        lastError: { message: 'The token was revoked.', at: null },
      }),
    ]);
    const notice: ReconnectNotice = {
      id: 'n1',
      channelId: 'broken',
      provider: 'sandbox',
      handle: '@broken',
      message: 'Sandbox said 401.',
      createdAt: 1,
    };
    api.listReconnectNotices.mockResolvedValue([notice]);
    await mount();

    const rows = [...container.querySelectorAll('li.channel-row')];
    expect(rows.map((r) => r.getAttribute('data-channel'))).toEqual(['broken', 'ok', 'off']);
    expect(rows.map((r) => r.querySelector('.channel-status')?.textContent)).toEqual([
      '▲ Needs reconnecting',
      '● Connected',
      '○ Disconnected',
    ]);
    expect(rows[0]?.textContent).toContain(
      'The token was revoked. Nothing is published to this channel until you reconnect it.',
    );
    const banner = container.querySelector('.channel-notices');
    expect(banner?.textContent).toContain('Channel broken on Sandbox needs reconnecting.');
    expect(banner?.textContent).toContain('Sandbox said 401.');
    expect(api.listWorkspaceChannels).toHaveBeenCalledWith(WORKSPACE);
  });

  it('says what to do next when the workspace has no channel yet', async () => {
    await mount();
    expect(container.querySelector('.empty')?.textContent).toContain(
      'Choose a network under “Connect a channel”',
    );
  });

  it('sends Bluesky to its sign-in by handle, and takes an app password where the server has no client key', async () => {
    api.startChannelOAuth.mockRejectedValue(
      Object.assign(new Error('Bluesky is not set up on this server.'), {
        code: 'functions/failed-precondition',
      }),
    );
    await mount();
    await click(button('Connect Bluesky'));
    await fill('identifier', 'alice at bluesky');
    await click(button('Continue to Bluesky'));
    expect(container.querySelector('dialog')?.textContent).toContain(
      'Enter your Bluesky handle, for example alice.bsky.social.',
    );
    expect(api.startChannelOAuth).not.toHaveBeenCalled();
    await fill('identifier', '@alice.bsky.social');
    await click(button('Continue to Bluesky'));
    expect(api.startChannelOAuth).toHaveBeenCalledWith(
      WORKSPACE,
      'bluesky',
      `${window.location.origin}/app/channels`,
      '@alice.bsky.social',
      undefined,
    );
    expect(container.querySelector('dialog')?.textContent).toContain(
      'connects with an app password instead',
    );

    await fill('identifier', 'alice.bsky.social');
    await fill('appPassword', 'my-real-password');
    await click(button('Connect'));
    expect(container.querySelector('dialog')?.textContent).toContain(
      'This does not look like an app password',
    );
    expect(api.connectBluesky).not.toHaveBeenCalled();

    api.connectBluesky.mockResolvedValue({ channelId: 'c1' });
    await fill('appPassword', 'abcd-efgh-ijkl-mnop');
    await click(button('Connect'));
    expect(api.connectBluesky).toHaveBeenCalledWith(
      WORKSPACE,
      'alice.bsky.social',
      'abcd-efgh-ijkl-mnop',
      undefined,
      undefined,
    );
    expect(container.querySelector('dialog')).toBeNull();
    expect(messagesShown()).toContain('The channel is connected.');
  });

  it('explains kindly when a network is not set up on this server', async () => {
    api.startChannelOAuth.mockRejectedValue(
      Object.assign(new Error('LinkedIn is not set up on this server.'), {
        code: 'functions/failed-precondition',
      }),
    );
    await mount();
    await click(button('Connect LinkedIn'));
    await click(button('Continue to LinkedIn'));
    expect(api.startChannelOAuth).toHaveBeenCalledWith(
      WORKSPACE,
      'linkedin',
      `${window.location.origin}/app/channels`,
      undefined,
      undefined,
    );
    expect(container.querySelector('dialog [role="alert"]')?.textContent).toContain(
      'LinkedIn is not set up on this server yet',
    );
  });

  it('reconnects the very channel named, from its row and from the notice', async () => {
    api.listWorkspaceChannels.mockResolvedValue([
      channel('legacy', { status: 'needs_reconnect', handle: '@bakery.old' }),
    ]);
    api.listReconnectNotices.mockResolvedValue([
      {
        id: 'n1',
        channelId: 'legacy',
        provider: 'sandbox',
        handle: '@bakery.old',
        message: '',
        createdAt: 1,
      },
    ]);
    api.connectSandbox.mockResolvedValue({ channelId: 'legacy' });
    await mount();
    for (const selector of ['li.channel-row[data-channel="legacy"]', '.channel-notices']) {
      const reconnect = container.querySelector<HTMLButtonElement>(`${selector} button`);
      if (!reconnect) throw new Error(`no reconnect button in ${selector}`);
      await click(reconnect);
      await click(button('Connect'));
      expect(api.connectSandbox).toHaveBeenLastCalledWith(WORKSPACE, 'bakery.old', 'legacy');
    }
    expect(api.connectSandbox).toHaveBeenCalledTimes(2);
  });

  it('disconnects only once the user confirms', async () => {
    api.listWorkspaceChannels.mockResolvedValue([channel('ok')]);
    api.disconnectChannel.mockResolvedValue({ channelId: 'ok' });
    await mount();
    await click(button('Disconnect Channel ok'));
    expect(container.querySelector('dialog')?.textContent).toContain(
      'Disconnect Channel ok (@ok)?',
    );
    await click(button('Cancel'));
    expect(api.disconnectChannel).not.toHaveBeenCalled();

    await click(button('Disconnect Channel ok'));
    await click(button('Confirm'));
    expect(api.disconnectChannel).toHaveBeenCalledWith(WORKSPACE, 'ok');
    expect(messagesShown()).toContain('Channel ok is disconnected.');
    expect(api.listWorkspaceChannels).toHaveBeenCalledTimes(2);
  });

  it('exchanges an OAuth code once however many panels are shown, and cleans the address', async () => {
    window.history.replaceState(null, '', `/app/channels?tab=1&code=abc&state=${'s'.repeat(20)}`);
    api.completeChannelOAuth.mockResolvedValue({ workspaceId: WORKSPACE, channelId: 'new' });
    await mount(2);
    expect(api.completeChannelOAuth).toHaveBeenCalledTimes(1);
    expect(api.completeChannelOAuth).toHaveBeenCalledWith('s'.repeat(20), 'abc');
    expect(window.location.search).toBe('?tab=1');
    expect(messagesShown().filter((m) => m === 'The channel is connected.')).toHaveLength(1);
    // Both panels of that workspace read their list again.
    expect(api.listWorkspaceChannels).toHaveBeenCalledTimes(4);
  });

  it('reports a refusal from the network without calling the server', async () => {
    window.history.replaceState(null, '', '/app/channels?error=access_denied');
    await mount();
    expect(api.completeChannelOAuth).not.toHaveBeenCalled();
    expect(messagesShown()).toContain(
      'The network did not grant access (access_denied). Nothing was connected.',
    );
    expect(window.location.search).toBe('');
  });
});
