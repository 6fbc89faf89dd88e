// Puts a post on the workspace's evergreen list, or takes it off.

import { setEvergreenSchema } from '@model/schemas/series';
import { setEvergreen as save } from '../../domain/queues/evergreen';
import { signedIn } from '../define';

export const setEvergreen = signedIn(
  'setEvergreen',
  setEvergreenSchema,
  async (input, { db, caller }) => save(db, caller, input),
);
