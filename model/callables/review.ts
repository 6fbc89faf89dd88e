// The review page, for a reviewer without an account: open a review link, its media, approve
// or comment, and the white label of the host it is served on (see ./entry.ts). A table of its
// own so that page loads only these schemas.

import { type PublicWhiteLabel, whiteLabelForHostSchema } from '../schemas/branding/white-label';
import {
  actOnReviewLinkSchema,
  openReviewLinkSchema,
  openReviewMediaSchema,
  type ReviewLinkView,
  type ReviewMediaFile,
} from '../schemas/review-links';
import { reply } from './entry';

export const REVIEW_CALLABLES = {
  actOnReviewLink: {
    input: actOnReviewLinkSchema,
    reply: reply<{
      postId: string;
      status: string;
      scheduling?: string;
    }>(),
  },
  openReviewLink: { input: openReviewLinkSchema, reply: reply<ReviewLinkView>() },
  openReviewMedia: { input: openReviewMediaSchema, reply: reply<ReviewMediaFile>() },
  whiteLabelForHost: {
    input: whiteLabelForHostSchema,
    reply: reply<{
      whiteLabel: null | PublicWhiteLabel;
    }>(),
  },
} as const;
