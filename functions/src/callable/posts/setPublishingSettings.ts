// The workspace's publishing settings: the cap on posts per channel per hour and evergreen
// recycling (on or off, every N days, at what time).

import { setPublishingSettings as save } from '../../domain/queues/evergreen';
import { signedIn } from '../define';

export const setPublishingSettings = signedIn(
  'setPublishingSettings',
  async (input, { db, caller, now }) => save(db, caller, input, now),
);
