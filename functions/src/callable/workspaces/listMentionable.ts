// The members a comment can name with @, for the comment box's picker: members who may comment
// (and the product's staff) ask; the functions read the member profiles the rules keep private.

import * as domain from '../../domain/posts/comments';
import { signedIn } from '../define';

export const listMentionable = signedIn('listMentionable', (input, { db, caller }) =>
  domain.listMentionable(db, caller, input),
);
