// A page of a product's courtesy subscriptions, for its admins.

import * as domain from '../../domain/plans/courtesyList';
import { signedIn } from '../define';

export const listCourtesySubscriptions = signedIn(
  'listCourtesySubscriptions',
  (input, { db, caller, now }) => domain.listCourtesy(db, caller, input, now),
);
