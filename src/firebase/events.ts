// Batches of analytics events and client errors for the ingestion callable.

import type { IngestEventsInput } from '@model/schemas/events';
import { callFunction } from './functions';

export function sendEventBatch(batch: IngestEventsInput): Promise<unknown> {
  return callFunction('ingestEvents', batch);
}
