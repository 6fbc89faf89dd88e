// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { messages } from '../../i18n/locales/en/messages';

const provider = vi.hoisted(() => ({
  signIn: vi.fn(async (_email: string, _password: string) => {}),
  refresh: vi.fn(async () => {}),
}));

vi.mock('../../firebase/auth', () => ({
  signInWithPassword: provider.signIn,
  refreshIdToken: provider.refresh,
  listenToAuth: () => () => {},
  signOutProvider: async () => {},
  verifyCurrentUser: async () => {},
}));
vi.mock('../../firebase/users', () => ({ readUserDoc: async () => null }));

const { resetSession } = await import('../../session/store');
const { LoginPage } = await import('./LoginPage');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

async function mount(url = '/login') {
  const memory = memoryLocation({ path: url });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <LoginPage />
        </Router>
      </I18nProvider>,
    );
  });
}

async function submit(email: string, password: string) {
  const form = container.querySelector('form')!;
  (form.querySelector('input[name="email"]') as HTMLInputElement).value = email;
  (form.querySelector('input[name="password"]') as HTMLInputElement).value = password;
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

beforeEach(() => {
  resetSession('smm');
  provider.signIn.mockReset();
  provider.refresh.mockReset();
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('LoginPage', () => {
  it('has the email and password inputs and a submit button the end-to-end tests rely on', async () => {
    await mount();
    expect(container.querySelector('input[name="email"][type="email"]')).not.toBeNull();
    expect(container.querySelector('input[name="password"][type="password"]')).not.toBeNull();
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Sign in');
  });

  it('shows validation messages and does not call the provider for bad input', async () => {
    await mount();
    await submit('', '');
    expect(container.textContent).toContain('Enter your email address.');
    expect(container.textContent).toContain('Enter your password.');
    await submit('nope', '123');
    expect(container.textContent).toContain('Enter a valid email address.');
    expect(container.textContent).toContain('The password is too short.');
    expect(provider.signIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email and refreshes the token', async () => {
    await mount();
    await submit('  ada@example.com ', 'secret12');
    expect(provider.signIn).toHaveBeenCalledWith('ada@example.com', 'secret12');
    expect(provider.refresh).toHaveBeenCalledOnce();
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows the store error worded for people when the provider refuses the credentials', async () => {
    provider.signIn.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      }),
    );
    await mount();
    await submit('ada@example.com', 'wrong-pass');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The email or password is incorrect.',
    );
  });

  it("shows the store's message for an unknown failure, and the seed's default without one", async () => {
    provider.signIn.mockRejectedValue(new Error('Quota exceeded on the sign-in service'));
    await mount();
    await submit('ada@example.com', 'secret12');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Quota exceeded on the sign-in service',
    );
    provider.signIn.mockRejectedValue({});
    await submit('ada@example.com', 'secret12');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Login failed. Please try again.',
    );
  });

  it('explains an expired session', async () => {
    await mount('/login?error=session-expired');
    expect(container.textContent).toContain('Your session has expired. Please sign in again.');
  });
});
