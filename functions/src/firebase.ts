// The Admin SDK handles, created on first use so that loading the bundle (which the
// emulator does to discover triggers) has no side effect.

import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

let firestore: Firestore | undefined;

function app() {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(app());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export function auth(): Auth {
  return getAuth(app());
}

/** The default bucket, where post media lives. */
export function bucket() {
  return getStorage(app()).bucket();
}
