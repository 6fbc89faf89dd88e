// Test support: one in-process Firestore emulator for a whole test file, started before its
// first test and stopped after its last, so each suite does not repeat the same hooks.

import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { startTestFirestore, type TestFirestore } from './firestoreEmulator';

export interface SuiteFirestore {
  /** The Admin SDK handle; read it inside hooks and tests, once the emulator runs. */
  readonly db: Firestore;
  /** Deletes every document of the project. */
  clear(): Promise<void>;
}

export function suiteFirestore(): SuiteFirestore {
  let started: TestFirestore | undefined;
  const running = (): TestFirestore => {
    if (!started) throw new Error('The test Firestore is read before beforeAll has started it.');
    return started;
  };
  beforeAll(async () => {
    started = await startTestFirestore();
  });
  afterAll(() => started?.stop());
  return {
    get db() {
      return running().db;
    },
    clear: () => running().clear(),
  };
}
