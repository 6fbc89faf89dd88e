// Constants build.mjs defines at build time.

interface BuildEmulatorHosts {
  auth: string;
  firestore: { host: string; port: number };
  functions: { host: string; port: number };
  storage: { host: string; port: number };
}

/** Emulator hosts when the build talks to emulators; null in a plain production build. */
declare const __EMULATORS__: BuildEmulatorHosts | null;
/** Whether this is the development build of `node build.mjs --serve`. */
declare const __DEV__: boolean;

/** A part of a compiled catalog (src/i18n/catalogs.ts); build.mjs splits it. */
declare module '*?site' {
  export const messages: import('@lingui/core').Messages;
}
declare module '*?admin' {
  export const messages: import('@lingui/core').Messages;
}
declare module '*?rest' {
  export const messages: import('@lingui/core').Messages;
}

/** A style sheet esbuild bundles; imported for its side effect only. */
declare module '*.css';
declare module '*?weather' {
  export const messages: import('@lingui/core').Messages;
}
