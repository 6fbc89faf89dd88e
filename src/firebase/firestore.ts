// Firestore Lite (REST) is loaded only when a screen first reads data, so it never weighs
// on the initial chunk.

import type { Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';

type LiteModule = typeof import('firebase/firestore/lite');

let loading: Promise<{ lite: LiteModule; db: Firestore }> | null = null;

export function firestoreLite(): Promise<{ lite: LiteModule; db: Firestore }> {
  loading ??= import('firebase/firestore/lite').then((lite) => {
    const db = lite.getFirestore(firebaseApp());
    if (__EMULATORS__) {
      lite.connectFirestoreEmulator(db, __EMULATORS__.firestore.host, __EMULATORS__.firestore.port);
    }
    return { lite, db };
  });
  return loading;
}
