// Screens report key actions through a DOM event, so they never import the logger: it stays
// out of every route chunk and is dropped unless consent was given.

export const TRACK_EVENT = 'smm:track';
export const CALL_FAILED_EVENT = 'smm:call-failed';
/** A stored document the app could not read whole (src/firebase/stored/decode.ts). */
export const READ_FAILED_EVENT = 'smm:read-failed';

export interface ReadFailedDetail {
  path: string;
  /** The fields refused, or for a document left out the field it could not do without. */
  fields: string[];
  /** Left out of what it was read for, rather than read with defaults. */
  dropped: boolean;
}

export interface TrackDetail {
  action: string;
  data?: Record<string, string | number | boolean | null>;
}

export function trackAction(action: string, data?: TrackDetail['data']): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail: { action, data } }));
}
