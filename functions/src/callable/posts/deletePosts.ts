// Deletes the posts selected in the posts list, in one action.

import { deletePosts as deleteMany } from '../../domain/bulk/deletePosts';
import { signedIn } from '../define';

export const deletePosts = signedIn('deletePosts', (input, { db, caller }) =>
  deleteMany(db, caller, input),
);
