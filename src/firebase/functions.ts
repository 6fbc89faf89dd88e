// Callable functions, loaded on first call. Time-out and region come from model/constants.ts;
// each callable's payload schema and reply type from the CALLABLES table (model/callables).

import type { CallableInput, CallableName, CallableReply } from '@model/callables';
import { FUNCTION_TIMEOUT_MS, FUNCTIONS_REGION } from '@model/constants';
import type { Functions } from 'firebase/functions';
import { CALL_FAILED_EVENT } from '../lib/telemetry/track';

type FunctionsModule = typeof import('firebase/functions');
type CallablesModule = typeof import('./callable-check');

interface Sdk {
  mod: FunctionsModule;
  functions: Functions;
  check: CallablesModule['checkPayload'];
}

let loading: Promise<Sdk> | null = null;

function functionsSdk(): Promise<Sdk> {
  // The app module comes with the SDK, so a page that never calls (the contact form before it is
  // sent) does not download Firebase's core; the table's schemas come along the same way.
  loading ??= Promise.all([
    import('firebase/functions'),
    import('./app'),
    import('./callable-check'),
  ]).then(([mod, app, { checkPayload }]) => {
    const functions = mod.getFunctions(app.firebaseApp(), FUNCTIONS_REGION);
    if (__EMULATORS__) {
      mod.connectFunctionsEmulator(
        functions,
        __EMULATORS__.functions.host,
        __EMULATORS__.functions.port,
      );
    }
    return { mod, functions, check: checkPayload };
  });
  return loading;
}

/**
 * Calls the named callable with `data` and returns its result's data. The payload is checked
 * against the callable's schema first: a bad one fails here with the invalid-argument error the
 * function would answer, without a round trip.
 */
export async function callFunction<N extends CallableName>(
  name: N,
  data: CallableInput<N>,
): Promise<CallableReply<N>> {
  const { mod, functions, check } = await functionsSdk();
  const callable = mod.httpsCallable<unknown, CallableReply<N>>(functions, name, {
    timeout: FUNCTION_TIMEOUT_MS,
  });
  try {
    // The SDK encodes an undefined property as null, which the schemas' optional fields
    // refuse; leaving such keys out is what the caller meant.
    const payload = withoutUndefined(data);
    await check(mod, name, payload);
    const result = await callable(payload);
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
