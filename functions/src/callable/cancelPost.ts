// Cancels a post that has not started publishing.

import { cancelPostSchema } from '../../../src/lib/schemas/posts';
import * as domain from '../domain/posts';
import { signedIn } from './define';

export const cancelPost = signedIn('cancelPost', cancelPostSchema, (input, { db, caller }) =>
  domain.cancelPost(db, caller, input),
);
