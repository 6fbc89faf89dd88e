// Schedules a post at an instant in the future, in a named time zone.

import { schedulePostSchema } from '../../../src/lib/schemas/posts';
import * as domain from '../domain/posts';
import { signedIn } from './define';

export const schedulePost = signedIn(
  'schedulePost',
  schedulePostSchema,
  (input, { db, caller, now }) => domain.schedulePost(db, caller, input, now),
);
