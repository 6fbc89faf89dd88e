// Whether Firebase Auth's persistence holds a signed-in user, read without the SDK, so that a
// public page can leave the SDK unloaded for a visitor who has none (session/store.ts). The keys
// are the SDK's own: initializeAuth in auth.ts keeps the user in IndexedDB
// (firebaseLocalStorageDb / firebaseLocalStorage, keyed by fbase_key) and falls back to
// localStorage, both under `firebase:authUser:<apiKey>:<app name>`.

import { firebaseOptions } from './config';

const USER_KEY = `firebase:authUser:${firebaseOptions.apiKey}:[DEFAULT]`;
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error);
  });
}

async function storedInIndexedDb(): Promise<boolean> {
  // Opening a database that does not exist would create it empty, under the SDK's name and
  // version: it is opened only when the browser lists it. A browser that cannot list its
  // databases answers "maybe", and the SDK loads.
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === DATABASE)) return false;
  const opening = indexedDB.open(DATABASE);
  opening.onupgradeneeded = () => opening.transaction?.abort();
  const db = await request(opening);
  try {
    if (!db.objectStoreNames.contains(STORE)) return false;
    const found = await request(
      db.transaction(STORE, 'readonly').objectStore(STORE).count(USER_KEY),
    );
    return found > 0;
  } finally {
    db.close();
  }
}

/** True when a user is (or may be) stored; false only when neither storage holds one. */
export async function hasStoredAuthUser(): Promise<boolean> {
  if (localStorage.getItem(USER_KEY) !== null) return true;
  return storedInIndexedDb();
}
