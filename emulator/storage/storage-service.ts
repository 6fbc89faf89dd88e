// The storage core: uploads, reads, updates and deletes with their preconditions, every one checked
// by the rules.

import type { RulesDocAccessor, RulesMethod } from '../rules/types';
import { HttpError } from './http';
import { toRulesResource } from './object-json';
import {
  InvalidObjectRequest,
  type ListOptions,
  type ListPage,
  type ObjectStore,
  type StoredObject,
  type WritableMetadata,
} from './object-store';
import type { RequestIdentity } from './request-identity';
import type { StorageRules } from './storage-rules';

export interface Preconditions {
  ifGenerationMatch?: string;
  ifGenerationNotMatch?: string;
  ifMetagenerationMatch?: string;
  ifMetagenerationNotMatch?: string;
}

export interface UploadRequest {
  bucket: string;
  name: string;
  bytes: Buffer;
  metadata: WritableMetadata;
  /** The Firebase API gives every upload a download token; the JSON API does not. */
  withDownloadToken: boolean;
  preconditions?: Preconditions;
}

/** Reading Firestore documents from storage rules when no Firestore runs in this process. */
const NO_FIRESTORE: RulesDocAccessor = {
  get() {
    throw new Error('firestore.get() needs the Firestore emulator running in the same process.');
  },
  getAfter() {
    throw new Error('firestore.get() needs the Firestore emulator running in the same process.');
  },
};

/**
 * Every object operation, with its rules check, shared by the Firebase and Cloud Storage APIs.
 * Rules run before the store changes, with `resource` the stored object and `request.resource`
 * the object as it would be after the write; admin callers skip them.
 */
export class StorageService {
  constructor(
    readonly store: ObjectStore,
    readonly rules: StorageRules,
    private readonly firestoreAccessor?: () => RulesDocAccessor,
    private readonly log: (line: string) => void = () => {},
  ) {}

  read(
    identity: RequestIdentity,
    bucket: string,
    name: string,
    downloadToken?: string,
  ): StoredObject {
    const object = this.store.get(bucket, name);
    // A valid download token is a capability of its own: it reads without consulting the rules.
    const tokenGrants =
      downloadToken !== undefined && object?.downloadTokens.includes(downloadToken);
    if (!tokenGrants) this.authorize(identity, 'get', bucket, name, object ?? null);
    if (!object) throw notFound(bucket, name);
    return object;
  }

  upload(identity: RequestIdentity, request: UploadRequest): StoredObject {
    const existing = this.store.get(request.bucket, request.name);
    checkPreconditions(existing, request.preconditions);
    let candidate: StoredObject;
    try {
      candidate = this.store.prepareUpload(
        request.bucket,
        request.name,
        request.bytes,
        request.metadata,
        { withDownloadToken: request.withDownloadToken },
      );
    } catch (error) {
      throw asBadRequest(error);
    }
    const method = existing ? 'update' : 'create';
    this.authorize(identity, method, request.bucket, request.name, existing ?? null, candidate);
    this.store.put(candidate);
    return candidate;
  }

  patch(
    identity: RequestIdentity,
    bucket: string,
    name: string,
    metadata: WritableMetadata,
    preconditions?: Preconditions,
  ): StoredObject {
    const existing = this.store.get(bucket, name);
    if (!existing) {
      this.authorize(identity, 'update', bucket, name, null);
      throw notFound(bucket, name);
    }
    checkPreconditions(existing, preconditions);
    let next: StoredObject;
    try {
      next = this.store.preparePatch(existing, metadata);
    } catch (error) {
      throw asBadRequest(error);
    }
    this.authorize(identity, 'update', bucket, name, existing, next);
    this.store.put(next);
    return next;
  }

  /**
   * Copies an object (the JSON API's rewriteTo/copyTo): the source must be readable and the
   * destination writable; metadata given in the request replaces the copied metadata.
   */
  copy(
    identity: RequestIdentity,
    source: { bucket: string; name: string },
    destination: { bucket: string; name: string },
    metadata: WritableMetadata,
    preconditions?: Preconditions,
  ): StoredObject {
    const original = this.read(identity, source.bucket, source.name);
    const copiedMetadata: WritableMetadata = {
      contentType: original.contentType,
      contentDisposition: original.contentDisposition ?? null,
      contentEncoding: original.contentEncoding ?? null,
      contentLanguage: original.contentLanguage ?? null,
      cacheControl: original.cacheControl ?? null,
      metadata: {
        ...original.customMetadata,
        ...(original.downloadTokens.length > 0
          ? { firebaseStorageDownloadTokens: original.downloadTokens.join(',') }
          : {}),
      },
      ...definedFields(metadata),
    };
    return this.upload(identity, {
      bucket: destination.bucket,
      name: destination.name,
      bytes: original.bytes,
      metadata: copiedMetadata,
      withDownloadToken: false,
      preconditions,
    });
  }

  remove(
    identity: RequestIdentity,
    bucket: string,
    name: string,
    preconditions?: Preconditions,
  ): void {
    const existing = this.store.get(bucket, name);
    this.authorize(identity, 'delete', bucket, name, existing ?? null);
    if (!existing) throw notFound(bucket, name);
    checkPreconditions(existing, preconditions);
    this.store.delete(bucket, name);
  }

  list(identity: RequestIdentity, bucket: string, options: ListOptions): ListPage {
    // Like the official emulator, a listing is judged at its prefix without the trailing slash.
    const path = (options.prefix ?? '').replace(/\/+$/, '');
    this.authorize(identity, 'list', bucket, path, null);
    try {
      return this.store.list(bucket, options);
    } catch (error) {
      throw asBadRequest(error);
    }
  }

  /** Throws 401 for unusable credentials and 403 when the rules deny. */
  authorize(
    identity: RequestIdentity,
    method: RulesMethod,
    bucket: string,
    path: string,
    resource: StoredObject | null,
    requestResource?: StoredObject,
  ): void {
    if (identity.kind === 'admin') return;
    if (identity.kind === 'invalid') throw new HttpError(401, identity.reason, 'unauthorized');
    const decision = this.rules.evaluate({
      bucket,
      path,
      method,
      auth: identity.kind === 'user' ? identity.auth : null,
      time: new Date(),
      resource: resource ? toRulesResource(resource) : null,
      requestResource: requestResource ? toRulesResource(requestResource) : undefined,
      firestore: this.firestoreAccessor ? this.firestoreAccessor() : NO_FIRESTORE,
    });
    if (!decision.allowed) {
      // Like the official emulator, say which request the rules denied and why.
      this.log(`storage: denied ${method} ${bucket}/${path}: ${decision.message}`);
      throw new HttpError(403, `Permission denied. ${decision.message}`.trim(), 'forbidden');
    }
  }
}

function definedFields(metadata: WritableMetadata): WritableMetadata {
  return Object.fromEntries(
    Object.entries(metadata).filter(([, value]) => value !== undefined),
  ) as WritableMetadata;
}

export function notFound(bucket: string, name: string): HttpError {
  return new HttpError(404, `No such object: ${bucket}/${name}`, 'notFound');
}

function asBadRequest(error: unknown): unknown {
  return error instanceof InvalidObjectRequest ? new HttpError(400, error.message) : error;
}

function checkPreconditions(existing: StoredObject | undefined, conditions?: Preconditions): void {
  if (!conditions) return;
  const generation = existing?.generation ?? '0';
  const metageneration = existing ? String(existing.metageneration) : undefined;
  const failed =
    (conditions.ifGenerationMatch !== undefined && conditions.ifGenerationMatch !== generation) ||
    (conditions.ifGenerationNotMatch !== undefined &&
      conditions.ifGenerationNotMatch === generation) ||
    (conditions.ifMetagenerationMatch !== undefined &&
      conditions.ifMetagenerationMatch !== metageneration) ||
    (conditions.ifMetagenerationNotMatch !== undefined &&
      conditions.ifMetagenerationNotMatch === metageneration);
  if (failed) {
    throw new HttpError(
      412,
      'At least one of the pre-conditions you specified did not hold.',
      'conditionNotMet',
    );
  }
}
