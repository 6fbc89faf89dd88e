// The firebase.json the stack writes for firebase-tools: its ports, and the local origins the
// headers allow.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SERVICES, type StackConfig } from './config';

type Json = Record<string, unknown>;

function rebase(value: unknown, from: string, root: string): unknown {
  return typeof value === 'string' ? relative(from, join(root, value)) || '.' : value;
}

/** The origins the app served by this stack calls: every emulator, by name and by address. */
export function emulatorOrigins(config: StackConfig): string[] {
  const origins = new Set<string>();
  for (const service of ['auth', 'firestore', 'storage', 'functions'] as const) {
    const { host, port } = config.endpoints[service];
    origins.add(`http://${host.includes(':') ? `[${host}]` : host}:${port}`);
    origins.add(`http://localhost:${port}`);
  }
  return [...origins];
}

/**
 * Hosting's headers as the local stack serves them: the production Content-Security-Policy with
 * the emulators' origins added where the app calls them (connect-src, and img-src / media-src
 * for Storage downloads), and no long cache for assets, because the development build's entry
 * is not content-hashed. The copy never deploys, so no predeploy either.
 */
export function localHeaders(site: Json, config: StackConfig): void {
  delete site.predeploy;
  const origins = emulatorOrigins(config).join(' ');
  const rules = Array.isArray(site.headers) ? (site.headers as Json[]) : [];
  for (const rule of rules) {
    const headers = Array.isArray(rule.headers) ? (rule.headers as Json[]) : [];
    for (const header of headers) {
      const key = String(header.key).toLowerCase();
      if (key === 'content-security-policy' && typeof header.value === 'string') {
        header.value = header.value
          .split(';')
          .map((directive) => {
            const name = directive.trim().split(/\s+/)[0];
            return ['connect-src', 'img-src', 'media-src'].includes(name ?? '')
              ? `${directive.trim()} ${origins}`
              : directive.trim();
          })
          .join('; ');
      }
      if (key === 'cache-control' && String(header.value).includes('immutable')) {
        header.value = 'no-cache';
      }
    }
  }
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
    localHeaders(site, config);
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
