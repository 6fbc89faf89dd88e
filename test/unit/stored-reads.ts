// What the unit tests of the app's stored-document readers (src/firebase/stored/decode.ts) share:
// a Firestore timestamp as the web SDK hands it over, and the read failures reported meanwhile.

import { afterEach, beforeEach } from 'vitest';
import { READ_FAILED_EVENT, type ReadFailedDetail } from '../../src/lib/telemetry/track';

/** A Firestore timestamp as the web SDK hands it over. */
export function timestamp(iso: string) {
  const date = new Date(iso);
  return {
    seconds: Math.floor(date.getTime() / 1000),
    nanoseconds: 0,
    toMillis: () => date.getTime(),
    toDate: () => new Date(date),
  };
}

/**
 * Call once at the top level of a test file (happy-dom): the reads each test reported as failed,
 * in order, gathered afresh for every test.
 */
export function readFailures(): ReadFailedDetail[] {
  const reports: ReadFailedDetail[] = [];
  const listen = (event: Event) => reports.push((event as CustomEvent<ReadFailedDetail>).detail);
  beforeEach(() => {
    reports.length = 0;
    window.addEventListener(READ_FAILED_EVENT, listen);
  });
  afterEach(() => window.removeEventListener(READ_FAILED_EVENT, listen));
  return reports;
}
