// What the global setup hands the suites: where the emulators listen.

export const PROJECT_ID = 'demo-smm';
export const REGION = 'us-central1';

export interface FunctionsStack {
  projectId: string;
  region: string;
  /** host:port of the project's Firestore emulator. */
  firestoreHost: string;
  /** host:port of firebase-tools' Auth emulator. */
  authHost: string;
  /** Base URL of the functions: `${functionsUrl}/${name}`. */
  functionsUrl: string;
  /** host:port of firebase-tools' Cloud Tasks emulator. */
  tasksHost: string;
  /** MailDev's web root (REST API at api/email), where the functions' email lands. */
  mailDevUrl: string;
  /** host:port of the project's Storage emulator. */
  storageHost: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per stack; each test worker uses one (support.ts, stack()). */
    functionsStacks: FunctionsStack[];
  }
}
