// Screens report key actions through a DOM event, so they never import the logger: it stays
// out of every route chunk and is dropped unless consent was given.

export const TRACK_EVENT = 'smm:track';
export const CALL_FAILED_EVENT = 'smm:call-failed';

export interface TrackDetail {
  action: string;
  data?: Record<string, string | number | boolean | null>;
}

export function trackAction(action: string, data?: TrackDetail['data']): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail: { action, data } }));
}
