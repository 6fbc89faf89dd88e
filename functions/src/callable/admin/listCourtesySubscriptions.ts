// A page of a product's courtesy subscriptions, for its admins.

import { listCourtesySchema } from '@model/schemas/subscriptions';
import * as domain from '../../domain/plans/courtesyList';
import { signedIn } from '../define';

export const listCourtesySubscriptions = signedIn(
  'listCourtesySubscriptions',
  listCourtesySchema,
  (input, { db, caller, now }) => domain.listCourtesy(db, caller, input, now),
);
