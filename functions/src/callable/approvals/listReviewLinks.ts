// Lists a workspace's review links (never their tokens) for its owner and the product's staff.

import * as domain from '../../domain/approvals/reviewLinkManage';
import { signedIn } from '../define';

export const listReviewLinks = signedIn('listReviewLinks', (input, { db, caller, now }) =>
  domain.listReviewLinks(db, caller, input, now),
);
