import { firestoreLite } from './firestore';

/** The raw data of `users/{uid}`, or null when the document does not exist. */
export async function readUserDoc(uid: string): Promise<unknown> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDoc(lite.doc(db, 'users', uid));
  return snapshot.exists() ? snapshot.data() : null;
}
