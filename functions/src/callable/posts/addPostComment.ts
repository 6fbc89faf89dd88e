// Adds a comment (or the team's internal note) to a post and notifies who it mentions.

import { addPostCommentSchema } from '@model/schemas/comments';
import * as domain from '../../domain/posts/comments';
import { signedIn } from '../define';

export const addPostComment = signedIn(
  'addPostComment',
  addPostCommentSchema,
  (input, { db, caller, now }) => domain.addPostComment(db, caller, input, now),
);
