// Creates a review link for a workspace's posts of a period; answers its URL once.

import * as domain from '../../domain/approvals/reviewLinkManage';
import { signedIn } from '../define';

export const createReviewLink = signedIn('createReviewLink', (input, { db, caller, now }) =>
  domain.createReviewLink(db, caller, input, now),
);
