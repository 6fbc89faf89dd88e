// Callable functions, loaded on first call. Time-out and region come from src/lib/constants.ts.

import { FUNCTION_TIMEOUT_MS, FUNCTIONS_REGION } from '@model/constants';
import type { Functions } from 'firebase/functions';
import { CALL_FAILED_EVENT } from '../lib/telemetry/track';

type FunctionsModule = typeof import('firebase/functions');

let loading: Promise<{ mod: FunctionsModule; functions: Functions }> | null = null;

function functionsSdk(): Promise<{ mod: FunctionsModule; functions: Functions }> {
  // The app module comes with the SDK, so a page that never calls (the contact form before it is
  // sent) does not download Firebase's core.
  loading ??= Promise.all([import('firebase/functions'), import('./app')]).then(([mod, app]) => {
    const functions = mod.getFunctions(app.firebaseApp(), FUNCTIONS_REGION);
    if (__EMULATORS__) {
      mod.connectFunctionsEmulator(
        functions,
        __EMULATORS__.functions.host,
        __EMULATORS__.functions.port,
      );
    }
    return { mod, functions };
  });
  return loading;
}

/** Calls the named callable with `data` and returns its result's data. */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  const { mod, functions } = await functionsSdk();
  const callable = mod.httpsCallable<Req, Res>(functions, name, { timeout: FUNCTION_TIMEOUT_MS });
  try {
    // The SDK encodes an undefined property as null, which the schemas' optional fields
    // refuse; leaving such keys out is what the caller meant.
    const result = await callable(withoutUndefined(data));
    return result.data;
  } catch (error) {
    // The error logger (loaded after mount) reports failed calls; its own batches are
    // left out so a failing ingestion cannot feed itself.
    if (name !== 'ingestEvents' && typeof window !== 'undefined') {
      const code =
        typeof (error as { code?: unknown })?.code === 'string'
          ? (error as { code: string }).code
          : null;
      const message = error instanceof Error ? error.message : String(error);
      window.dispatchEvent(new CustomEvent(CALL_FAILED_EVENT, { detail: { name, code, message } }));
    }
    throw error;
  }
}

function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (
    value === null ||
    typeof value !== 'object' ||
    Object.getPrototypeOf(value) !== Object.prototype
  ) {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(([key, entry]) => [key, withoutUndefined(entry)]),
  ) as T;
}
