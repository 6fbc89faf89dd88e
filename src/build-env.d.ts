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
