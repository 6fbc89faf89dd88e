// Preloaded into firebase-tools (node --require) by the local stack and the test stacks, beside
// lazy-auth-validators.cjs. firebase-tools' Functions emulator starts a worker process per
// function, and another whenever every worker of that function is busy: about a hundred per
// stack over the test suites, each loading Node, the functions runtime and the whole functions
// bundle (about a second of one core, and 100 MB, each) to serve a handful of requests. Every
// worker loads the same bundle (the runtime requires the package and picks the exported function
// named by FUNCTION_TARGET), so here the HTTP functions (callables, task queues, the api, the
// scheduled ones the stack's ticks call) share one pool: a request takes any idle worker, which is
// told the function to run first, as firebase-tools' own --inspect-functions mode does (the
// runtime's FUNCTION_DEBUG_MODE). The pool grows only with concurrent requests. Unlike that mode,
// requests are not serialised, no inspector is opened, and each request keeps its function's
// timeout and log label. Event functions (the auth trigger) keep a worker of their own.
// Modules of the bundle are shared between functions in one worker, as they never are between
// deployed instances: STACK_FUNCTION_WORKERS=per-function runs firebase-tools' own pools, to
// rule that out when a function behaves differently locally.
const { createRequire } = require('node:module');
const { join } = require('node:path');

if (process.env.STACK_FUNCTION_WORKERS !== 'per-function') {
  const fromFirebaseTools = createRequire(
    join(require.resolve('firebase-tools/package.json'), '..', 'lib', 'index.js'),
  );
  const { FunctionsEmulator } = fromFirebaseTools('./emulator/functionsEmulator');
  const { RuntimeWorkerPool, RuntimeWorkerState } = fromFirebaseTools(
    './emulator/functionsRuntimeWorker',
  );
  const { getSignatureType } = fromFirebaseTools('./emulator/functionsEmulatorShared');
  const { EmulatorLogger } = fromFirebaseTools('./emulator/emulatorLogger');

  const SHARED = '~shared-http~';
  /** The process's Functions emulator, once started. */
  let emulator;

  const isHttp = (definition) => getSignatureType(definition) === 'http';
  /** The loaded record of an HTTP function by its id (region-name), or undefined. */
  const httpRecord = (triggerId) =>
    triggerId && emulator
      ? Object.values(emulator.triggers).find(
          (record) => record.def.id === triggerId && isHttp(record.def),
        )
      : undefined;
  const isNode = (runtime) => !runtime || runtime.startsWith('nodejs');

  const start = FunctionsEmulator.prototype.start;
  FunctionsEmulator.prototype.start = function startShared(...args) {
    emulator = this;
    return start.apply(this, args);
  };

  // A worker started for an HTTP function runs whichever function each request names.
  const getRuntimeEnvs = FunctionsEmulator.prototype.getRuntimeEnvs;
  FunctionsEmulator.prototype.getRuntimeEnvs = function sharedEnvs(backend, trigger) {
    const envs = getRuntimeEnvs.call(this, backend, trigger);
    return trigger && isHttp(trigger) && isNode(backend.runtime)
      ? { ...envs, FUNCTION_DEBUG_MODE: 'true' }
      : envs;
  };

  const getKey = RuntimeWorkerPool.prototype.getKey;
  RuntimeWorkerPool.prototype.getKey = function sharedKey(triggerId, runtime) {
    return isNode(runtime) && httpRecord(triggerId)
      ? SHARED
      : getKey.call(this, triggerId, runtime);
  };

  const submitRequest = RuntimeWorkerPool.prototype.submitRequest;
  RuntimeWorkerPool.prototype.submitRequest = async function submitShared(...args) {
    const [triggerId, req, resp, body, , runtime] = args;
    const record = isNode(runtime) ? httpRecord(triggerId) : undefined;
    if (!record) return submitRequest.apply(this, args);
    // Another request may have taken the idle worker the emulator just started or found: start
    // one more rather than fail the request.
    let worker = this.getIdleWorker(triggerId, runtime);
    while (!worker) {
      await emulator.startRuntime(record.backend, record.def);
      worker = this.getIdleWorker(triggerId, runtime);
    }
    // Taken at once, before the function's name is sent, so no other request shares the worker.
    worker.state = RuntimeWorkerState.BUSY;
    worker.triggerKey = triggerId;
    worker.logger = EmulatorLogger.forFunction(triggerId, worker.extensionLogInfo);
    worker.timeoutSeconds = record.def.timeoutSeconds;
    await worker.sendDebugMsg({ functionTarget: record.def.entryPoint, functionSignature: 'http' });
    return worker.request(req, resp, body, false);
  };
}
