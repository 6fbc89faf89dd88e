// What a review link shows: its workspace's posts of the period (visitors, rate limited).

import * as domain from '../../domain/approvals/reviewLinks';
import { openToAll } from '../define';

export const openReviewLink = openToAll('openReviewLink', (input, { db, address, now }) =>
  domain.openReviewLink(db, input.token, address, now),
);
