// What a review link shows: its workspace's posts of the period (visitors, rate limited).

import { openReviewLinkSchema } from '@model/schemas/review-links';
import * as domain from '../../domain/approvals/reviewLinks';
import { openToAll } from '../define';

export const openReviewLink = openToAll(
  'openReviewLink',
  openReviewLinkSchema,
  (input, { db, address, now }) => domain.openReviewLink(db, input.token, address, now),
);
