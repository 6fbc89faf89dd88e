// The stack's services and their ports, read from firebase.json and shifted by the port offset.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The services the stack listens for, in the order their ports are checked and reported. */
export const SERVICES = [
  'hosting',
  'auth',
  'firestore',
  'storage',
  'functions',
  'hub',
  'logging',
  'eventarc',
  'tasks',
] as const;
export type Service = (typeof SERVICES)[number];

export interface Endpoint {
  host: string;
  port: number;
}

export interface StackConfig {
  /** Repository root: firebase.json, dist/, functions/ and the rules files are resolved from it. */
  root: string;
  projectId: string;
  endpoints: Record<Service, Endpoint>;
  firestoreRules: string;
  storageRules: string;
  /** The parsed firebase.json, kept so a copy with other ports can be written for firebase-tools. */
  firebaseJson: FirebaseJson;
}

export interface FirebaseJson {
  firestore?: { rules?: string };
  storage?: { rules?: string };
  emulators?: Record<string, unknown>;
  [key: string]: unknown;
}

export class StackConfigError extends Error {
  override name = 'StackConfigError';
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new StackConfigError(`${file} is missing: the stack reads its ports and rules from it.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new StackConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readEndpoint(emulators: Record<string, unknown>, service: Service): Endpoint {
  const entry = emulators[service];
  if (!isRecord(entry) || typeof entry.port !== 'number' || !Number.isInteger(entry.port)) {
    throw new StackConfigError(`firebase.json: emulators.${service}.port must be an integer.`);
  }
  const host = typeof entry.host === 'string' ? entry.host : '127.0.0.1';
  return { host, port: entry.port };
}

function readProjectId(root: string): string {
  const file = join(root, '.firebaserc');
  if (!existsSync(file)) return 'demo-smm';
  const rc = readJson(file);
  const id = isRecord(rc) && isRecord(rc.projects) ? rc.projects.default : undefined;
  if (typeof id !== 'string' || id === '') {
    throw new StackConfigError(`${file}: projects.default must name the project.`);
  }
  return id;
}

/**
 * Reads firebase.json (the one source of ports and rule files) and .firebaserc.
 * `portOffset` moves every port by the same amount, so a second stack (the end-to-end tests)
 * can run beside a developer's `npm start` without touching its ports.
 */
export function loadStackConfig(root: string, portOffset = 0): StackConfig {
  const json = readJson(join(root, 'firebase.json'));
  if (!isRecord(json) || !isRecord(json.emulators)) {
    throw new StackConfigError('firebase.json has no "emulators" section.');
  }
  const emulators = json.emulators;
  const endpoints = {} as Record<Service, Endpoint>;
  for (const service of SERVICES) {
    const endpoint = readEndpoint(emulators, service);
    endpoints[service] = { host: endpoint.host, port: endpoint.port + portOffset };
  }
  const firebaseJson = json as FirebaseJson;
  return {
    root,
    projectId: readProjectId(root),
    endpoints,
    firestoreRules: join(root, firebaseJson.firestore?.rules ?? 'firestore.rules'),
    storageRules: join(root, firebaseJson.storage?.rules ?? 'storage.rules'),
    firebaseJson,
  };
}

export function hostPort(endpoint: Endpoint): string {
  return `${endpoint.host}:${endpoint.port}`;
}

/** The environment every child gets so that SDKs inside them (functions, the seed loader) reach our emulators. */
export function emulatorEnv(config: StackConfig): Record<string, string> {
  const { endpoints } = config;
  return {
    GCLOUD_PROJECT: config.projectId,
    GOOGLE_CLOUD_PROJECT: config.projectId,
    FIRESTORE_EMULATOR_HOST: hostPort(endpoints.firestore),
    FIREBASE_STORAGE_EMULATOR_HOST: hostPort(endpoints.storage),
    STORAGE_EMULATOR_HOST: `http://${hostPort(endpoints.storage)}`,
    CLOUD_STORAGE_EMULATOR_HOST: `http://${hostPort(endpoints.storage)}`,
    FIREBASE_AUTH_EMULATOR_HOST: hostPort(endpoints.auth),
    FIREBASE_EMULATOR_HUB: hostPort(endpoints.hub),
    // Where invitation links lead: the app as the stack's hosting emulator serves it.
    APP_ORIGIN: `http://${hostPort(endpoints.hosting)}`,
    // Stops google-auth-library probing the GCE metadata server, which only times out offline.
    METADATA_SERVER_DETECTION: 'none',
  };
}
