import { useSnapshot } from 'valtio/react';
import { composer } from './store';

/**
 * The composer's state for rendering. Synchronous, so a typed character re-renders at once and
 * the caret of a controlled input stays where it is.
 */
export function useComposer() {
  return useSnapshot(composer, { sync: true });
}
