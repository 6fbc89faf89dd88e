// Preloaded into firebase-tools (node --require) by the local stack and the test stacks.
// The Auth emulator hands the whole Identity Toolkit API description to exegesis, which compiles
// an ajv validator for every request and response of every operation before the emulator
// listens: over 10 s of one core, most of the stack's start-up. exegesis can compile each
// validator the first time it is used instead (its lazyCompileValidationSchemas option), with
// the same validation; firebase-tools does not pass the option, so it is added here.
const { createRequire } = require('node:module');
const { join } = require('node:path');

const fromFirebaseTools = createRequire(
  join(require.resolve('firebase-tools/package.json'), '..', 'lib', 'index.js'),
);
const exegesisExpress = fromFirebaseTools('exegesis-express');
const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = (openApiDoc, options, done) =>
  middleware(openApiDoc, { lazyCompileValidationSchemas: true, ...options }, done);
