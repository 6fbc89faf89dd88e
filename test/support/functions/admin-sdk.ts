// The functions' own copy of the Admin SDK (functions/node_modules), loaded from here in test/.
// A plain `import 'firebase-admin/…'` from this folder would find the root's copy instead, and the
// functions' code refuses a Firestore handle or a Timestamp made by another copy of the SDK (its
// FieldValue sentinels and Timestamps are checked by class). The ESM entry the functions import
// wraps this same CommonJS module, so both sides share one instance.

import { createRequire } from 'node:module';

const fromFunctions = createRequire(new URL('../../../functions/package.json', import.meta.url));

const app: typeof import('firebase-admin/app') = fromFunctions('firebase-admin/app');
const firestore: typeof import('firebase-admin/firestore') = fromFunctions(
  'firebase-admin/firestore',
);

export const { initializeApp, deleteApp } = app;
export const { getFirestore, Timestamp } = firestore;
