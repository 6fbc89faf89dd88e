// A reviewer's approval, request for changes or comment through a review link (visitors, rate
// limited, audited with the name they typed).

import { actOnReviewLinkSchema } from '../../../src/lib/schemas/review-links';
import * as domain from '../domain/reviewLinks';
import { openToAll } from './define';

export const actOnReviewLink = openToAll(
  'actOnReviewLink',
  actOnReviewLinkSchema,
  (input, { db, address, now }) => domain.actOnReviewLink(db, input, address, now),
);
