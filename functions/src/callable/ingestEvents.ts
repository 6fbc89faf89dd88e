// Batches of analytics events and client errors from the app's logger.

import { ingestEvents as ingest } from '../domain/events';
import { openToAll } from './define';

export const ingestEvents = openToAll('ingestEvents', (input, { db, caller, address, now }) =>
  ingest(db, { uid: caller?.uid ?? null, address }, input, now),
);
