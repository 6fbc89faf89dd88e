// What the review page shows of another feature, handed in by src/app (features do not import
// each other): the posts feature's outcomes, so a post that went out reads here in the same
// words as on the team's posts page, its proof of publish included.

import type { ComponentType } from 'react';
import type { Post } from '../../firebase/posts/post-types';

export interface ReviewSlots {
  Outcomes: ComponentType<{
    post: Pick<Post, 'status' | 'channelIds' | 'results'>;
    channels: readonly { id: string; displayName: string; status: 'connected' }[];
  }>;
}
