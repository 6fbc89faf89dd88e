// Firebase Auth behind domain verbs. initializeAuth is used instead of getAuth so that only
// the persistence named here and no popup/redirect resolver end up in the initial bundle.

import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import type { AuthUser } from '../lib/auth-port';
import { firebaseApp } from './app';

let instance: Auth | null = null;

export function firebaseAuth(): Auth {
  if (instance) return instance;
  instance = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (__EMULATORS__) connectAuthEmulator(instance, __EMULATORS__.auth, { disableWarnings: true });
  return instance;
}

/** Calls back with the signed-in user (or null) now and on every change. */
export function listenToAuth(callback: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(
    firebaseAuth(),
    (user) =>
      callback(
        user ? { uid: user.uid, email: user.email, emailVerified: user.emailVerified } : null,
      ),
    (error) => {
      console.warn('Auth state listener failed', error);
      callback(null);
    },
  );
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
}

export async function signOutProvider(): Promise<void> {
  await signOut(firebaseAuth());
}

/** Forces a new ID token for the signed-in user. */
export async function refreshIdToken(): Promise<void> {
  await firebaseAuth().currentUser?.getIdToken(true);
}

/**
 * Resolves when the signed-in user's session is still accepted; throws the auth error otherwise.
 * `refresh` asks the provider even while the current token has not expired.
 */
export async function verifyCurrentUser(refresh = false): Promise<void> {
  await firebaseAuth().currentUser?.getIdToken(refresh);
}

/** The signed-in user's ID token, for calls that need a bearer token. */
export async function currentIdToken(): Promise<string | null> {
  return (await firebaseAuth().currentUser?.getIdToken()) ?? null;
}
