// Adds a comment (or the team's internal note) to a post and notifies who it mentions.

import * as domain from '../../domain/posts/comments';
import { signedIn } from '../define';

export const addPostComment = signedIn('addPostComment', (input, { db, caller, now }) =>
  domain.addPostComment(db, caller, input, now),
);
