// Edits one's own comment and notifies the members it newly mentions.

import * as domain from '../../domain/posts/comments';
import { signedIn } from '../define';

export const editPostComment = signedIn('editPostComment', (input, { db, caller, now }) =>
  domain.editPostComment(db, caller, input, now),
);
