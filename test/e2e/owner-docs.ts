// Documents written and removed straight in the stack's Firestore with the emulator's owner
// token, past the rules: how a suite seeds the data it owns and takes it away after.

import { e2eStack } from './stack';

/** The documents root's resource name, and its REST address on the suite's stack. */
export const DOCUMENTS = 'projects/demo-smm/databases/(default)/documents';
export const documentsUrl = () => `${e2eStack().firestoreOrigin}/v1/${DOCUMENTS}`;
export const OWNER = { Authorization: 'Bearer owner' };

/** Writes (replaces) the document at `path` with REST-typed `fields`. */
export async function ownerWrite(path: string, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${documentsUrl()}:commit`, {
    method: 'POST',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({ writes: [{ update: { name: `${DOCUMENTS}/${path}`, fields } }] }),
  });
  if (!response.ok) throw new Error(`seeding ${path} failed: ${await response.text()}`);
}

/** Deletes the document at `path` (its subcollections stay). */
export async function ownerDelete(path: string): Promise<void> {
  await fetch(`${documentsUrl()}/${path}`, { method: 'DELETE', headers: OWNER });
}
