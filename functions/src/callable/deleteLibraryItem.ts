// Deletes a media library item and its stored files, refused while a post uses it.

import { deleteLibraryItem as remove } from '../domain/library';
import { signedIn } from './define';

export const deleteLibraryItem = signedIn('deleteLibraryItem', async (input, { db, caller }) =>
  remove(db, caller, input),
);
