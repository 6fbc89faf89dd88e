// The Firebase options of the app. The project is a demo- project, so nothing real can
// ever be reached. Whether the app talks to emulators is the build-time constant
// __EMULATORS__ (see build.mjs): a plain production build has them off, so it can never
// write to an emulator by mistake.
// Each module writes `if (__EMULATORS__)` itself so that esbuild folds the constant and a
// production build carries no connect*Emulator code.

export const firebaseOptions = {
  projectId: 'demo-smm',
  apiKey: 'demo-api-key',
  authDomain: 'demo-smm.firebaseapp.com',
  storageBucket: 'demo-smm.appspot.com',
  appId: '1:000000000000:web:demo-smm',
} as const;
