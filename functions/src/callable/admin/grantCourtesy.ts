// Grants a workspace a courtesy subscription to a plan until a date.

import { grantCourtesySchema } from '@model/schemas/subscriptions';
import * as domain from '../../domain/plans/courtesy';
import { signedIn } from '../define';

export const grantCourtesy = signedIn(
  'grantCourtesy',
  grantCourtesySchema,
  (input, { db, caller, now }) => domain.grantCourtesy(db, caller, input, now),
);
