// Lets storage rules read Firestore documents (firestore.get / exists) from the project's emulator.

import type { FirestoreDatabase } from '../firestore/core/database';
import type { FsDocument, RulesDocAccessor } from '../rules/types';

/**
 * Lets storage rules read the Firestore database of the same process: firestore.get() and
 * firestore.exists() pass paths like '/databases/(default)/documents/workspaces/w1'. Storage
 * rules only read, so the state "after" the request is the state before it.
 */
export function firestoreDocAccessor(database: FirestoreDatabase): RulesDocAccessor {
  const get = (path: string): FsDocument | null => {
    const match = /^\/?databases\/([^/]+)\/documents\/(.+)$/.exec(path);
    if (!match) throw new Error(`Not a Firestore document path: ${path}`);
    if (match[1] !== database.databaseId && match[1] !== '(default)') {
      throw new Error(`Storage rules can only read the ${database.databaseId} database.`);
    }
    const name = `${database.documentsRoot}/${match[2]}`;
    const [result] = database.batchGet({ documents: [name] }).results;
    return result && 'found' in result ? result.found : null;
  };
  return { get, getAfter: get };
}
