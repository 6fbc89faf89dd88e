// React 18 and later ship useSyncExternalStore; the router's shim for React 17 is dead weight in
// the initial JS, so the build points the shim's import here (see build.mjs `alias`).
export { useSyncExternalStore } from 'react';
