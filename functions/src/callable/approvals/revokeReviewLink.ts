// Revokes a review link: from then on it opens the expired page and acts on nothing.

import * as domain from '../../domain/approvals/reviewLinkManage';
import { signedIn } from '../define';

export const revokeReviewLink = signedIn('revokeReviewLink', (input, { db, caller }) =>
  domain.revokeReviewLink(db, caller, input),
);
