// Deletes a media library item and its stored files, refused while a post uses it.

import { deleteLibraryItemSchema } from '@model/schemas/library';
import { deleteLibraryItem as remove } from '../domain/library';
import { signedIn } from './define';

export const deleteLibraryItem = signedIn(
  'deleteLibraryItem',
  deleteLibraryItemSchema,
  async (input, { db, caller }) => remove(db, caller, input),
);
