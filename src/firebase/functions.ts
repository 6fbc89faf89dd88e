// Callable functions, loaded on first call. Time-out and region are the seed's defaults.

import type { Functions } from 'firebase/functions';
import { FUNCTION_TIMEOUT_MS, FUNCTIONS_REGION } from '../lib/constants';
import { firebaseApp } from './app';

type FunctionsModule = typeof import('firebase/functions');

let loading: Promise<{ mod: FunctionsModule; functions: Functions }> | null = null;

function functionsSdk(): Promise<{ mod: FunctionsModule; functions: Functions }> {
  loading ??= import('firebase/functions').then((mod) => {
    const functions = mod.getFunctions(firebaseApp(), FUNCTIONS_REGION);
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
  const result = await callable(data);
  return result.data;
}
