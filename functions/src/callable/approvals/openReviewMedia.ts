// One image of a post a review link covers (visitors, rate limited): the reviewer sees the
// media without any access to Storage.

import * as domain from '../../domain/approvals/reviewLinks';
import { bucket } from '../../firebase';
import { openToAll } from '../define';

const files = {
  async read(path: string) {
    const file = bucket().file(path);
    const [metadata] = await file.getMetadata();
    return {
      size: Number(metadata.size ?? 0),
      bytes: async () => (await file.download())[0],
    };
  },
};

export const openReviewMedia = openToAll('openReviewMedia', (input, { db, address, now }) =>
  domain.openReviewMedia(db, files, input, address, now),
);
