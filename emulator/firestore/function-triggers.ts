// Firestore triggers for firebase-tools' Functions emulator. firebase-tools registers a
// Firestore trigger only with its own Firestore emulator (which needs Java and a download), so
// with ours it lists the function but never calls it. This does what the official emulator
// does after a commit: for every function whose event and document pattern match a changed
// document it posts a CloudEvent to the Functions emulator's background route,
// POST /functions/projects/{project}/triggers/{key}, with the document in the JSON form that
// firebase-functions reads (`datacontenttype: application/json`, data.value / data.oldValue).
// The functions and their filters come from the Functions emulator's GET /backends.

import { randomUUID } from 'node:crypto';
import type { FirestoreDatabase } from './core/database';
import type { DocumentChange, StoredDocument } from './core/store';
import { toFsDocument } from './core/store';

const EVENT_PREFIX = 'google.cloud.firestore.document.v1.';
/** How soon an answer listing no Firestore trigger is asked again (see loadTriggers). */
const EMPTY_RETRY_MS = 500;
type Kind = 'created' | 'updated' | 'deleted';

export interface FirestoreTrigger {
  /** The function's id in the Functions emulator, e.g. us-central1-onOutboxCreated. */
  id: string;
  kind: Kind | 'written';
  /** Path segments; `{name}` matches one segment, `{name=**}` the rest. */
  pattern: string[];
  database: string;
}

interface BackendTrigger {
  id?: string;
  eventTrigger?: {
    eventType?: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
  };
}

/** The Firestore triggers in a GET /backends answer. */
export function firestoreTriggersOf(backends: unknown): FirestoreTrigger[] {
  const list = (backends as { backends?: { functionTriggers?: BackendTrigger[] }[] })?.backends;
  const found: FirestoreTrigger[] = [];
  for (const backend of list ?? []) {
    for (const trigger of backend.functionTriggers ?? []) {
      const type = trigger.eventTrigger?.eventType ?? '';
      if (!trigger.id || !type.startsWith(EVENT_PREFIX)) continue;
      const kind = type.slice(EVENT_PREFIX.length);
      if (!['created', 'updated', 'deleted', 'written'].includes(kind)) continue;
      const document =
        trigger.eventTrigger?.eventFilterPathPatterns?.document ??
        trigger.eventTrigger?.eventFilters?.document;
      if (!document) continue;
      found.push({
        id: trigger.id,
        kind: kind as FirestoreTrigger['kind'],
        pattern: document.split('/'),
        database: trigger.eventTrigger?.eventFilters?.database ?? '(default)',
      });
    }
  }
  return found;
}

/** Whether a document path matches a trigger's pattern. */
export function pathMatches(pattern: readonly string[], path: string): boolean {
  const segments = path.split('/');
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    if (/^\{[^}]+=\*\*\}$/.test(part)) return i < segments.length;
    if (i >= segments.length) return false;
    if (/^\{[^}]+\}$/.test(part)) continue;
    if (part !== segments[i]) return false;
  }
  return segments.length === pattern.length;
}

export function kindOf(change: DocumentChange): Kind {
  if (!change.before) return 'created';
  if (!change.after) return 'deleted';
  return 'updated';
}

export interface FunctionTriggersOptions {
  database: FirestoreDatabase;
  functionsOrigin: string;
  projectId: string;
  /** Off at first for suites that must see outbox documents as they were written. */
  enabled?: boolean;
  log?: (line: string) => void;
  /** How long a read of /backends stays good; a miss (an unknown key) reads it again. */
  refreshMs?: number;
}

/**
 * Posts an event to the Functions emulator for every committed change a Firestore function
 * listens to. Events go out one at a time in commit order; a failed post is logged, not retried
 * (Cloud Functions without `retry` do the same), and the functions' own sweeps catch up.
 */
export class FunctionTriggers {
  enabled: boolean;
  /** Events the function ran for (answered other than "no such function"), for tests. */
  posted = 0;
  private triggers: FirestoreTrigger[] = [];
  private readAt = 0;
  private failedAt = 0;
  /** The Functions emulator's key per function id (`${id}-${generation}`). */
  private readonly keys = new Map<string, string>();
  private queue: Promise<void> = Promise.resolve();
  private readonly stop: () => void;

  constructor(private readonly options: FunctionTriggersOptions) {
    this.enabled = options.enabled ?? true;
    this.stop = options.database.onChange((changes) => {
      if (!this.enabled) return;
      // Copies: the posting happens after this commit returns.
      const copy = changes.map((change) => ({ ...change }));
      this.queue = this.queue.then(() => this.dispatch(copy)).catch(() => undefined);
    });
  }

  /** Resolves once every event of the commits so far has been posted. */
  idle(): Promise<void> {
    return this.queue;
  }

  close(): void {
    this.stop();
  }

  private async loadTriggers(): Promise<FirestoreTrigger[]> {
    const refreshMs = this.options.refreshMs ?? 10_000;
    if (Date.now() - this.readAt < refreshMs) return this.triggers;
    // While the Functions emulator is still loading (the seed's thousands of commits), ask it
    // at most every two seconds.
    if (Date.now() - this.failedAt < 2_000) throw new Error('the Functions emulator is not up');
    try {
      const response = await fetch(`${this.options.functionsOrigin}/backends`);
      if (!response.ok) throw new Error(`GET /backends answered ${response.status}`);
      this.triggers = firestoreTriggersOf(await response.json());
    } catch (error) {
      this.failedAt = Date.now();
      throw error;
    }
    // The Functions emulator answers /backends before it has loaded the functions, with none:
    // such an answer is asked again half a second later instead of being kept for refreshMs,
    // which dropped every event of the first seconds after the stack said it was ready (a
    // post published then raised no webhook).
    this.readAt = this.triggers.length > 0 ? Date.now() : Date.now() - refreshMs + EMPTY_RETRY_MS;
    return this.triggers;
  }

  private async dispatch(changes: DocumentChange[]): Promise<void> {
    let triggers: FirestoreTrigger[];
    try {
      triggers = await this.loadTriggers();
    } catch {
      return; // The Functions emulator is not up (yet): nothing listens.
    }
    const { database } = this.options;
    for (const change of changes) {
      const kind = kindOf(change);
      for (const trigger of triggers) {
        if (trigger.database !== database.databaseId) continue;
        if (trigger.kind !== 'written' && trigger.kind !== kind) continue;
        if (!pathMatches(trigger.pattern, change.path)) continue;
        await this.post(trigger, change, kind);
      }
    }
  }

  private event(trigger: FirestoreTrigger, change: DocumentChange, kind: Kind) {
    const { database, projectId } = this.options;
    const root = database.documentsRoot;
    const json = (doc: StoredDocument | null) => (doc ? toFsDocument(root, doc) : undefined);
    return {
      specversion: '1.0',
      id: randomUUID(),
      source: `//firestore.googleapis.com/projects/${projectId}/databases/${database.databaseId}`,
      type: `${EVENT_PREFIX}${trigger.kind === 'written' ? 'written' : kind}`,
      time: new Date().toISOString(),
      subject: `documents/${change.path}`,
      datacontenttype: 'application/json',
      data: { value: json(change.after), oldValue: json(change.before) },
      project: projectId,
      location: trigger.id.split('-').slice(0, 2).join('-'),
      database: database.databaseId,
      namespace: '(default)',
      document: change.path,
    };
  }

  private async post(trigger: FirestoreTrigger, change: DocumentChange, kind: Kind) {
    const { functionsOrigin, projectId, log } = this.options;
    const body = JSON.stringify(this.event(trigger, change, kind));
    for (let attempt = 0; attempt < 2; attempt++) {
      const key = this.keys.get(trigger.id) ?? `${trigger.id}-0`;
      let response: Response;
      try {
        response = await fetch(
          `${functionsOrigin}/functions/projects/${projectId}/triggers/${key}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          },
        );
      } catch (error) {
        log?.(`trigger ${trigger.id} on ${change.path}: ${(error as Error).message}`);
        return;
      }
      const text = await response.text();
      if (response.ok) {
        this.posted += 1;
        return;
      }
      // The key carries the emulator's reload generation; its 404 lists the current keys.
      if (response.status === 404 && attempt === 0) {
        const current = text
          .split(/[\s,:]+/)
          .filter((name) => name.startsWith(`${trigger.id}-`))
          .sort((a, b) => Number(b.split('-').pop()) - Number(a.split('-').pop()))[0];
        if (current && current !== key) {
          this.keys.set(trigger.id, current);
          continue;
        }
      }
      // The function ran and failed (its own error, e.g. contention under load): as in
      // production without `retry`, the functions' sweep takes it from here.
      if (response.status !== 404) this.posted += 1;
      log?.(`trigger ${trigger.id} on ${change.path} answered ${response.status}`);
      return;
    }
  }
}

/** Starts posting a database's changes to the Functions emulator at `functionsOrigin`. */
export function startFunctionTriggers(options: FunctionTriggersOptions): FunctionTriggers {
  return new FunctionTriggers(options);
}
