// The error logger wired to the ingestion callable: shared code never reaches into
// src/firebase, so the app hands the sender in. Loaded after mount, in its own chunk.

import { startTelemetry } from '../lib/telemetry/start';

export function startAppTelemetry(product: string): void {
  startTelemetry(product, (batch) =>
    import('../firebase/events').then((m) => m.sendEventBatch(batch)),
  );
}
