// Firestore Lite (REST) is loaded only when a screen first reads data, so it never weighs
// on the initial chunk.

import type { Firestore } from 'firebase/firestore/lite';

type LiteModule = typeof import('firebase/firestore/lite');

let loading: Promise<{ lite: LiteModule; db: Firestore }> | null = null;

export function firestoreLite(): Promise<{ lite: LiteModule; db: Firestore }> {
  loading ??= Promise.all([import('firebase/firestore/lite'), import('./app')]).then(
    ([lite, app]) => {
      const db = lite.getFirestore(app.firebaseApp());
      if (__EMULATORS__) {
        lite.connectFirestoreEmulator(
          db,
          __EMULATORS__.firestore.host,
          __EMULATORS__.firestore.port,
        );
      }
      return { lite, db };
    },
  );
  return loading;
}
