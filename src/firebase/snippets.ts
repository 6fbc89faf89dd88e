// Hashtag groups and templates of a workspace (workspaces/{id}/snippets): listed by name, and
// written straight to Firestore under the rules' contract (model/schemas/snippets.ts).

import type { SnippetInput, SnippetKind } from '@model/schemas/snippets';
import { firestoreLite } from './firestore';

export interface Snippet {
  id: string;
  name: string;
  text: string;
  kind: SnippetKind;
}

export async function listSnippets(workspaceId: string): Promise<Snippet[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'workspaces', workspaceId, 'snippets'),
      lite.orderBy('name'),
      lite.limit(200),
    ),
  );
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      name: String(data.name ?? ''),
      text: String(data.text ?? ''),
      kind: data.kind === 'template' ? 'template' : 'hashtags',
    };
  });
}

/** Saves a new snippet (id null) or changes one; returns its id. */
export async function saveSnippet(
  workspaceId: string,
  uid: string,
  id: string | null,
  input: SnippetInput,
): Promise<string> {
  const { lite, db } = await firestoreLite();
  if (id) {
    await lite.updateDoc(lite.doc(db, 'workspaces', workspaceId, 'snippets', id), {
      ...input,
      updatedAt: lite.serverTimestamp(),
    });
    return id;
  }
  const ref = lite.doc(lite.collection(db, 'workspaces', workspaceId, 'snippets'));
  await lite.setDoc(ref, {
    ...input,
    createdBy: uid,
    createdAt: lite.serverTimestamp(),
    updatedAt: lite.serverTimestamp(),
  });
  return ref.id;
}

export async function deleteSnippet(workspaceId: string, id: string): Promise<void> {
  const { lite, db } = await firestoreLite();
  await lite.deleteDoc(lite.doc(db, 'workspaces', workspaceId, 'snippets', id));
}
