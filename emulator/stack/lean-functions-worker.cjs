// Preloaded (through NODE_OPTIONS) into every process firebase-tools starts to run a function.
// firebase-tools starts one such worker per function, and another for each request that finds
// every worker of that function busy: about 90 per stack, each loading the runtime cold. The
// runtime uses one helper, findModuleRoot, from firebase-tools' functionsEmulatorShared module,
// but loading that module loads the CLI's deploy planner, extension helpers, archiver and
// terminal markdown with it: about 0.45 s of one core in each worker, a third of its start.
// Here the runtime gets the helper without them; any other export it asks for still loads the
// real module, so a firebase-tools release that uses more of it keeps working.
// Outside a functions worker this file does nothing.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { basename, join, sep } = require('node:path');

const RUNTIME = 'functionsEmulatorRuntime';
const SHARED = './functionsEmulatorShared';

/**
 * The folder of package `name` that holds `file`: the nearest folder above `file` with a
 * readable package.json, written with forward slashes, if that package.json names `name`;
 * otherwise ''. firebase-tools joins 'package.json' to it to read the package's version.
 */
function findModuleRoot(name, file) {
  const parts = file.split(sep);
  for (let end = parts.length; end > 0; end -= 1) {
    let manifest;
    try {
      manifest = JSON.parse(
        readFileSync(join(parts.slice(0, end).join(sep), 'package.json'), 'utf8'),
      );
    } catch {
      continue;
    }
    return manifest?.name === name ? parts.slice(0, end).join('/') : '';
  }
  return '';
}

const fromRuntime = (parent) =>
  Boolean(parent?.filename) && basename(parent.filename, '.js') === RUNTIME;

if (basename(process.argv[1] ?? '', '.js') === RUNTIME) {
  const load = Module._load;
  Module._load = function loadLean(...args) {
    const [request, parent] = args;
    if (request !== SHARED || !fromRuntime(parent)) return load.apply(this, args);
    Module._load = load;
    let shared;
    const real = () => {
      shared ??= load.apply(this, args);
      return shared;
    };
    return new Proxy(
      {},
      {
        get: (_, key) => (key === 'findModuleRoot' ? findModuleRoot : real()[key]),
        has: (_, key) => key === 'findModuleRoot' || key in real(),
      },
    );
  };
}

module.exports = { findModuleRoot };
