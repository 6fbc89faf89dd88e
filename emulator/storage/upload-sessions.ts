// Resumable upload sessions: started, filled in chunks, finished.

import { randomUUID } from 'node:crypto';
import { HttpError } from './http';
import type { StoredObject, WritableMetadata } from './object-store';
import type { RequestIdentity } from './request-identity';
import type { Preconditions } from './storage-service';

export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  metadata: WritableMetadata;
  /** Total size announced at start, when the client knew it. */
  declaredSize?: number;
  /** The caller who started the upload; the rules judge the object as theirs. */
  identity: RequestIdentity;
  withDownloadToken: boolean;
  preconditions?: Preconditions;
  chunks: Buffer[];
  received: number;
  state: 'active' | 'final' | 'cancelled';
  /** Set once finalized, so a repeated finalize or query answers the same object. */
  result?: StoredObject;
  lastActivity: number;
}

export type SessionStart = Omit<
  UploadSession,
  'id' | 'chunks' | 'received' | 'state' | 'lastActivity'
>;

// Sessions nobody touched for this long are dropped, so abandoned uploads do not hold memory.
const IDLE_LIMIT_MS = 60 * 60 * 1000;

/** Resumable upload sessions of both APIs: bytes arrive in order, in any number of chunks. */
export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  constructor(private readonly maxObjectBytes: number) {}

  start(init: SessionStart): UploadSession {
    this.dropIdle();
    if (init.declaredSize !== undefined && init.declaredSize > this.maxObjectBytes) {
      throw new HttpError(
        413,
        `Object size exceeds ${this.maxObjectBytes} bytes.`,
        'uploadTooLarge',
      );
    }
    const session: UploadSession = {
      ...init,
      id: randomUUID().replaceAll('-', ''),
      chunks: [],
      received: 0,
      state: 'active',
      lastActivity: Date.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | null | undefined): UploadSession {
    const session = id ? this.sessions.get(id) : undefined;
    if (!session) throw new HttpError(404, 'No such upload session.', 'notFound');
    session.lastActivity = Date.now();
    return session;
  }

  /** Appends bytes that start at `offset`; bytes the server already has are skipped. */
  append(session: UploadSession, offset: number, bytes: Buffer): void {
    if (session.state !== 'active') {
      throw new HttpError(400, `The upload is ${session.state}.`, 'uploadNotActive');
    }
    if (!Number.isInteger(offset) || offset < 0 || offset > session.received) {
      throw new HttpError(
        400,
        `Upload offset ${offset} does not match the ${session.received} bytes received.`,
        'badOffset',
      );
    }
    const fresh = bytes.subarray(session.received - offset);
    if (session.received + fresh.length > this.maxObjectBytes) {
      throw new HttpError(
        413,
        `Object size exceeds ${this.maxObjectBytes} bytes.`,
        'uploadTooLarge',
      );
    }
    if (fresh.length > 0) session.chunks.push(Buffer.from(fresh));
    session.received += fresh.length;
  }

  /** All bytes received, checked against the size announced at start. */
  contents(session: UploadSession): Buffer {
    if (session.declaredSize !== undefined && session.declaredSize !== session.received) {
      throw new HttpError(
        400,
        `The upload declared ${session.declaredSize} bytes but sent ${session.received}.`,
        'sizeMismatch',
      );
    }
    const bytes = Buffer.concat(session.chunks, session.received);
    session.chunks = [bytes];
    return bytes;
  }

  finish(session: UploadSession, result: StoredObject): void {
    session.state = 'final';
    session.result = result;
    session.chunks = [];
  }

  cancel(session: UploadSession): void {
    session.state = 'cancelled';
    session.chunks = [];
  }

  private dropIdle(): void {
    const cutoff = Date.now() - IDLE_LIMIT_MS;
    for (const [id, session] of this.sessions) {
      if (session.lastActivity < cutoff) this.sessions.delete(id);
    }
  }
}
