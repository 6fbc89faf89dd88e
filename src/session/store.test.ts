import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../lib/auth-port';

// The Firebase boundary is replaced by a fake provider the tests drive by hand.
const provider = vi.hoisted(() => {
  const state = {
    listeners: [] as ((user: AuthUser | null) => void)[],
    calls: [] as string[],
    userDocs: new Map<string, unknown>(),
    signIn: async (_email: string, _password: string): Promise<void> => {},
    verify: async (): Promise<void> => {},
    signOutDone: Promise.resolve(),
  };
  return state;
});

vi.mock('../firebase/auth', () => ({
  listenToAuth: (callback: (user: AuthUser | null) => void) => {
    provider.calls.push('listen');
    provider.listeners.push(callback);
    return () => {
      provider.calls.push('unlisten');
      provider.listeners = provider.listeners.filter((l) => l !== callback);
    };
  },
  signInWithPassword: async (email: string, password: string) => {
    provider.calls.push(`signIn:${email}`);
    await provider.signIn(email, password);
  },
  refreshIdToken: async () => {
    provider.calls.push('refreshIdToken');
  },
  signOutProvider: () => {
    provider.calls.push('signOutProvider');
    return provider.signOutDone;
  },
  verifyCurrentUser: () => provider.verify(),
}));

vi.mock('../firebase/users', () => ({
  readUserDoc: async (uid: string) => {
    provider.calls.push(`readUserDoc:${uid}`);
    return provider.userDocs.get(uid) ?? null;
  },
}));

const store = await import('./store');
const { session } = store;

function emit(user: AuthUser | null): void {
  for (const listener of provider.listeners) listener(user);
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

// The SDK is a lazy chunk; loaded once here, the listener then subscribes synchronously.
beforeAll(async () => {
  await store.loadAuthProvider();
});

beforeEach(() => {
  store.resetSession('smm');
  provider.listeners = [];
  provider.calls = [];
  provider.userDocs.clear();
  provider.signIn = async () => {};
  provider.verify = async () => {};
  provider.signOutDone = Promise.resolve();
});

afterEach(() => store.resetSession());

describe('session store', () => {
  it('starts as not started, signed out, with no role', () => {
    expect(session.authStatus).toBe('not_started');
    expect(session.isAuthenticated).toBe(false);
    expect(session.currentRole).toBeNull();
  });

  it('becomes ready once the first auth-state callback arrives', async () => {
    store.startAuthListener();
    let ready = false;
    void store.whenAuthReady().then(() => {
      ready = true;
    });
    await settle();
    expect(session.authStatus).toBe('not_started');
    expect(ready).toBe(false);
    emit(null);
    await settle();
    expect(session.authStatus).toBe('ready');
    expect(ready).toBe(true);
  });

  it('sets uid, email, roles from users/{uid} and the current role when signed in', async () => {
    store.configureSession('connect');
    provider.userDocs.set('u1', { roles: { smm: 'user', connect: 'Super-Admin' } });
    store.startAuthListener();
    emit({ uid: 'u1', email: 'ada@example.com', emailVerified: true });
    await store.whenAuthReady();
    expect(provider.calls).toContain('readUserDoc:u1');
    expect(session).toMatchObject({
      authStatus: 'ready',
      uid: 'u1',
      email: 'ada@example.com',
      roles: { smm: 'user', connect: 'super_admin' },
      currentRole: 'super_admin',
      isAuthenticated: true,
    });
  });

  it('applies the legacy role to the current variant when the roles map has no product', async () => {
    store.configureSession('connect');
    provider.userDocs.set('u2', { role: 'admin' });
    store.startAuthListener();
    emit({ uid: 'u2', email: null, emailVerified: true });
    await store.whenAuthReady();
    expect(session.roles).toEqual({ connect: 'admin' });
    expect(session.currentRole).toBe('admin');
  });

  it('gives a signed-in user without a users document the user role', async () => {
    store.startAuthListener();
    emit({ uid: 'nodoc', email: 'n@example.com', emailVerified: true });
    await store.whenAuthReady();
    expect(session.isAuthenticated).toBe(true);
    expect(session.currentRole).toBe('user');
  });

  it('keeps whether the address is verified, so signed-in screens can ask for it', async () => {
    store.startAuthListener();
    emit({ uid: 'new', email: 'new@example.com', emailVerified: false });
    await store.whenAuthReady();
    expect(session.isAuthenticated).toBe(true);
    expect(session.emailVerified).toBe(false);
    await store.refreshSignedInUser({ uid: 'new', email: 'new@example.com', emailVerified: true });
    expect(session.emailVerified).toBe(true);
    emit(null);
    await settle();
    expect(session.emailVerified).toBe(false);
  });

  it('clears everything and sets the role to none when signed out', async () => {
    provider.userDocs.set('u1', { roles: { smm: 'admin' } });
    store.startAuthListener();
    emit({ uid: 'u1', email: 'a@example.com', emailVerified: true });
    await settle();
    emit(null);
    await settle();
    expect(session).toMatchObject({
      uid: null,
      email: null,
      roles: {},
      currentRole: null,
      isAuthenticated: false,
      authStatus: 'ready',
    });
  });

  it('signs out by clearing local state first, then the provider without blocking, then restarting the listener', async () => {
    provider.userDocs.set('u1', { roles: { smm: 'user' } });
    store.startAuthListener();
    emit({ uid: 'u1', email: 'a@example.com', emailVerified: true });
    await settle();
    provider.calls = [];
    let finishProviderSignOut = () => {};
    provider.signOutDone = new Promise<void>((resolve) => {
      finishProviderSignOut = resolve;
    });

    store.signOut();

    // Cleared synchronously, while the provider sign-out is still pending.
    expect(session.isAuthenticated).toBe(false);
    expect(session.uid).toBeNull();
    expect(session.currentRole).toBeNull();
    expect(provider.calls).toEqual(['signOutProvider', 'unlisten', 'listen']);
    expect(provider.listeners).toHaveLength(1);

    // The restarted listener reporting the old user before the provider finished is ignored.
    emit({ uid: 'u1', email: 'a@example.com', emailVerified: true });
    await settle();
    expect(session.isAuthenticated).toBe(false);

    finishProviderSignOut();
    await settle();
    emit(null);
    await settle();
    expect(session.isAuthenticated).toBe(false);
  });

  it('logs in: sets loading, clears the error, refreshes the token on success', async () => {
    session.error = 'old error';
    let loadingDuringSignIn = false;
    let errorDuringSignIn: string | null = 'unset';
    provider.signIn = async () => {
      loadingDuringSignIn = session.loading;
      errorDuringSignIn = session.error;
    };
    const ok = await store.login('ada@example.com', 'secret1');
    expect(ok).toBe(true);
    expect(loadingDuringSignIn).toBe(true);
    expect(errorDuringSignIn).toBeNull();
    expect(provider.calls).toEqual(['signIn:ada@example.com', 'refreshIdToken']);
    expect(session.loading).toBe(false);
    expect(session.error).toBeNull();
  });

  it('stores the error message when login fails', async () => {
    provider.signIn = async () => {
      throw Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      });
    };
    const ok = await store.login('ada@example.com', 'wrong-pass');
    expect(ok).toBe(false);
    expect(session.error).toBe('Firebase: Error (auth/invalid-credential).');
    expect(session.errorCode).toBe('auth/invalid-credential');
    expect(session.loading).toBe(false);
    expect(provider.calls).not.toContain('refreshIdToken');
  });

  it("stores 'Login failed. Please try again.' when the failure has no message", async () => {
    provider.signIn = async () => {
      throw {};
    };
    expect(await store.login('ada@example.com', 'secret1')).toBe(false);
    expect(session.error).toBe('Login failed. Please try again.');

    provider.signIn = async () => {
      throw new Error('');
    };
    await store.login('ada@example.com', 'secret1');
    expect(session.error).toBe('Login failed. Please try again.');
  });

  it('marks the session expired and signs out when the provider rejects it during navigation', async () => {
    store.startAuthListener();
    emit({ uid: 'u1', email: 'a@example.com', emailVerified: true });
    await settle();
    provider.verify = async () => {
      throw Object.assign(new Error('expired'), { code: 'auth/user-token-expired' });
    };
    await store.verifySession();
    expect(session.sessionExpired).toBe(true);
    expect(session.isAuthenticated).toBe(false);
    expect(provider.calls).toContain('signOutProvider');
  });

  it('keeps the session when the check fails only for lack of network', async () => {
    store.startAuthListener();
    emit({ uid: 'u1', email: 'a@example.com', emailVerified: true });
    await settle();
    provider.verify = async () => {
      throw Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
    };
    await store.verifySession();
    expect(session.sessionExpired).toBe(false);
    expect(session.isAuthenticated).toBe(true);
  });

  it('ignores a users document that arrives after a newer auth callback', async () => {
    provider.userDocs.set('slow', { roles: { smm: 'admin' } });
    store.startAuthListener();
    // The document read for 'slow' is still pending when the sign-out callback arrives.
    emit({ uid: 'slow', email: 's@example.com', emailVerified: true });
    emit(null);
    await settle();
    expect(provider.calls).toContain('readUserDoc:slow');
    expect(session.isAuthenticated).toBe(false);
    expect(session.currentRole).toBeNull();
  });

  it('becomes ready signed out without subscribing to the provider when no user is stored', async () => {
    await store.startAuthListenerUnlessSignedOut(async () => false);
    expect(session).toMatchObject({
      authStatus: 'ready',
      isAuthenticated: false,
      currentRole: null,
    });
    expect(provider.calls).not.toContain('listen');
    // The sign-in page starts the provider later; its first callback (nobody) changes nothing,
    // and a sign-in then applies as usual.
    store.startAuthListener();
    expect(provider.calls).toEqual(['listen']);
    emit(null);
    await settle();
    expect(session.authStatus).toBe('ready');
    emit({ uid: 'later', email: 'l@example.com', emailVerified: true });
    await settle();
    expect(session.isAuthenticated).toBe(true);
  });

  it('waits for the provider when a user is stored, or when the storage cannot be read', async () => {
    for (const hasStoredUser of [
      async () => true,
      async () => {
        throw new Error('IndexedDB refused');
      },
    ]) {
      store.resetSession('smm');
      provider.calls = [];
      await store.startAuthListenerUnlessSignedOut(hasStoredUser);
      expect(provider.calls).toEqual(['listen']);
      expect(session.authStatus).toBe('not_started');
      emit({ uid: 'u1', email: 'a@example.com', emailVerified: true });
      await store.whenAuthReady();
      expect(session.isAuthenticated).toBe(true);
    }
  });
});
