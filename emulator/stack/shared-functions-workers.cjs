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
// A worker also serves several requests of one function at once, up to the function's
// concurrency, as a 2nd-gen instance does (firebase-functions' `concurrency` option, 80 by
// default, 1 for a 1st-gen function or one given less than a whole CPU); firebase-tools drops
// the option and gives each request a worker to itself, so under load it started a worker per
// concurrent request and served each one alone. A worker busy with one function takes no request
// of another, since the function to run is the worker's, not the request's.
const http = require('node:http');
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
  const shared = fromFirebaseTools('./emulator/functionsEmulatorShared');
  const { getSignatureType } = shared;
  const { EmulatorLogger } = fromFirebaseTools('./emulator/emulatorLogger');

  const SHARED = '~shared-http~';
  /** The process's Functions emulator, once started. */
  let emulator;

  const isHttp = (definition) => getSignatureType(definition) === 'http';
  /**
   * The loaded record of an HTTP function by its id (region-name), or undefined. It is asked
   * several times per request: firebase-tools keys a plain HTTP function's record by that id
   * (getTriggerKey), so it is looked up first; a scheduled function, keyed by id and generation,
   * is searched for.
   */
  const httpRecord = (triggerId) => {
    if (!triggerId || !emulator) return undefined;
    const isIt = (record) => record?.def.id === triggerId && isHttp(record.def);
    const keyed = emulator.triggers[triggerId];
    return isIt(keyed) ? keyed : Object.values(emulator.triggers).find(isIt);
  };

  const isNode = (runtime) => !runtime || runtime.startsWith('nodejs');

  /** Requests one worker may serve at once for `def`, as Cloud Functions would. */
  const concurrencyOf = (def) => {
    if (def.platform !== 'gcfv2') return 1;
    if (def.concurrency) return def.concurrency;
    return def.cpu === 'gcf_gen1' || (typeof def.cpu === 'number' && def.cpu < 1) ? 1 : 80;
  };

  // firebase-tools leaves the endpoint's concurrency and CPU out of the functions it loads.
  const fromEndpoints = shared.emulatedFunctionsFromEndpoints;
  shared.emulatedFunctionsFromEndpoints = function withConcurrency(endpoints) {
    const defs = fromEndpoints(endpoints);
    for (const def of defs) {
      const endpoint = endpoints.find(
        (candidate) => `${candidate.region}-${candidate.id}` === def.id,
      );
      if (endpoint?.concurrency) def.concurrency = endpoint.concurrency;
      if (endpoint?.cpu !== undefined) def.cpu = endpoint.cpu;
    }
    return defs;
  };

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

  /** A worker running `record`'s function with room for one more of its requests. */
  const joinableWorker = (pool, record, runtime) =>
    pool
      .getTriggerWorkers(record.def.id, runtime)
      .find(
        (candidate) =>
          candidate.state === RuntimeWorkerState.BUSY &&
          candidate.triggerKey === record.def.id &&
          candidate.active > 0 &&
          candidate.active < concurrencyOf(record.def),
      );

  // The emulator starts a worker for a request that finds none idle, before submitting it: not
  // when a busy one can take it.
  const readyForWork = RuntimeWorkerPool.prototype.readyForWork;
  RuntimeWorkerPool.prototype.readyForWork = function readyShared(triggerId, runtime) {
    const record = isNode(runtime) ? httpRecord(triggerId) : undefined;
    return (
      (record !== undefined && joinableWorker(this, record, runtime) !== undefined) ||
      readyForWork.call(this, triggerId, runtime)
    );
  };

  const submitRequest = RuntimeWorkerPool.prototype.submitRequest;
  RuntimeWorkerPool.prototype.submitRequest = async function submitShared(...args) {
    const [triggerId, req, resp, body, , runtime] = args;
    const record = isNode(runtime) ? httpRecord(triggerId) : undefined;
    if (!record) return submitRequest.apply(this, args);
    const joinable = () => joinableWorker(this, record, runtime);
    let worker = joinable();
    if (worker) return serve(worker, record.def, req, resp, body);
    // Another request may have taken the idle worker the emulator just started or found: join
    // it if it runs this function, else start one more rather than fail the request.
    worker = this.getIdleWorker(triggerId, runtime);
    while (!worker) {
      await emulator.startRuntime(record.backend, record.def);
      const busy = joinable();
      if (busy) return serve(busy, record.def, req, resp, body);
      worker = this.getIdleWorker(triggerId, runtime);
    }
    // Taken at once, before the function's name is sent, so no other function shares the worker.
    worker.state = RuntimeWorkerState.BUSY;
    worker.active = 1;
    worker.triggerKey = triggerId;
    worker.logger = EmulatorLogger.forFunction(triggerId, worker.extensionLogInfo);
    worker.timeoutSeconds = record.def.timeoutSeconds;
    // Requests joining this one wait for the function's name to be sent as well.
    worker.targetSent = worker.sendDebugMsg({
      functionTarget: record.def.entryPoint,
      functionSignature: 'http',
    });
    return serve(worker, record.def, req, resp, body, true);
  };

  /**
   * firebase-tools' RuntimeWorker.request, counting the worker's requests in flight: it is free
   * for another function (IDLE) only when the last one ends, and a worker marked to finish (the
   * functions were rebuilt) stops then, not under the requests still running.
   */
  const serve = async (worker, def, req, resp, body, counted = false) => {
    if (!counted) worker.active += 1;
    await worker.targetSent;
    worker.logInfo(`Beginning execution of "${def.id}"`);
    const started = process.hrtime.bigint();
    return new Promise((resolve) => {
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        worker.logInfo(`Finished "${def.id}" in ${ms}ms`);
        worker.active -= 1;
        if (worker.active === 0 && worker.state === RuntimeWorkerState.BUSY) {
          worker.state = RuntimeWorkerState.IDLE;
        } else if (worker.active === 0 && worker.state === RuntimeWorkerState.FINISHING) {
          worker.runtime.process.kill();
        }
        resolve();
      };
      const proxy = http.request(
        {
          ...worker.runtime.conn.httpReqOpts(),
          method: req.method,
          path: req.path,
          headers: req.headers,
          ...(def.timeoutSeconds ? { timeout: def.timeoutSeconds * 1000 } : {}),
        },
        (answer) => {
          resp.writeHead(answer.statusCode || 200, answer.headers);
          answer.on('pause', finish);
          answer.on('close', finish);
          answer.pipe(resp).on('finish', finish);
        },
      );
      proxy.on('timeout', () => {
        worker.logger.log('ERROR', `Your function timed out after ~${def.timeoutSeconds}s.`);
        proxy.destroy();
      });
      proxy.on('error', (error) => {
        // As firebase-tools does: the worker is stopped, and with it its other requests.
        worker.logger.log('ERROR', `Request to function failed: ${error}`);
        resp.writeHead(500);
        resp.write(JSON.stringify(error));
        resp.end();
        worker.runtime.process.kill();
        resolve();
      });
      if (body) proxy.write(body);
      proxy.end();
    });
  };
}
