import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SERVICES, type StackConfig } from './config';

type Json = Record<string, unknown>;

function rebase(value: unknown, from: string, root: string): unknown {
  return typeof value === 'string' ? relative(from, join(root, value)) || '.' : value;
}

/**
 * firebase-tools reads its ports from a firebase.json and resolves every path in it against the
 * file's folder. A stack on shifted ports (the end-to-end tests) therefore gets its own copy,
 * under `dir`, with the ports moved and the paths (hosting public, functions source, rules)
 * pointing back at the repository.
 */
export function writeFirebaseToolsConfig(
  config: StackConfig,
  dir: string,
  /** Serve the app from here instead of firebase.json's hosting.public (absolute path). */
  publicDir?: string,
): string {
  const copy = structuredClone(config.firebaseJson) as Json;
  const emulators = { ...(copy.emulators as Json) };
  for (const service of SERVICES) {
    const endpoint = config.endpoints[service];
    emulators[service] = {
      ...(emulators[service] as Json),
      host: endpoint.host,
      port: endpoint.port,
    };
  }
  copy.emulators = emulators;
  const hosting = copy.hosting as Json | Json[] | undefined;
  for (const site of Array.isArray(hosting) ? hosting : hosting ? [hosting] : []) {
    site.public = publicDir
      ? relative(dir, publicDir) || '.'
      : rebase(site.public, dir, config.root);
  }
  const functions = copy.functions as Json | Json[] | undefined;
  for (const codebase of Array.isArray(functions) ? functions : functions ? [functions] : []) {
    codebase.source = rebase(codebase.source, dir, config.root);
  }
  for (const product of ['firestore', 'storage'] as const) {
    const section = copy[product] as Json | undefined;
    if (section) section.rules = rebase(section.rules, dir, config.root);
    if (section?.indexes) section.indexes = rebase(section.indexes, dir, config.root);
  }
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'firebase.json');
  writeFileSync(file, `${JSON.stringify(copy, null, 2)}\n`);
  return file;
}
