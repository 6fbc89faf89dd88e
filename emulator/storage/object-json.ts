// An object's metadata as each API spells it (Firebase, GCS) and as the rules see it.

import type { StorageObject } from '../rules/types';
import type { StoredObject } from './object-store';

/** The object resource of the Firebase Storage REST API v0, as the JS SDK parses it. */
export function toFirebaseJson(object: StoredObject): Record<string, unknown> {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    storageClass: object.storageClass,
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    downloadTokens: object.downloadTokens.join(','),
    contentEncoding: object.contentEncoding ?? 'identity',
    contentDisposition: object.contentDisposition ?? 'inline',
    contentLanguage: object.contentLanguage,
    cacheControl: object.cacheControl,
    metadata: Object.keys(object.customMetadata).length > 0 ? object.customMetadata : undefined,
  };
}

/** The `storage#object` resource of the Cloud Storage JSON API, as @google-cloud/storage reads it. */
export function toGcsJson(object: StoredObject, origin: string): Record<string, unknown> {
  const encodedName = encodeURIComponent(object.name);
  const metadata: Record<string, string> = { ...object.customMetadata };
  if (object.downloadTokens.length > 0) {
    metadata.firebaseStorageDownloadTokens = object.downloadTokens.join(',');
  }
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${origin}/storage/v1/b/${object.bucket}/o/${encodedName}`,
    mediaLink: `${origin}/download/storage/v1/b/${object.bucket}/o/${encodedName}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: object.storageClass,
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    timeStorageClassUpdated: object.timeCreated.toISOString(),
    contentDisposition: object.contentDisposition,
    contentEncoding: object.contentEncoding,
    contentLanguage: object.contentLanguage,
    cacheControl: object.cacheControl,
    metadata: Object.keys(metadata).length > 0 ? metadata : undefined,
  };
}

/** `resource` / `request.resource` of storage rules. */
export function toRulesResource(object: StoredObject): StorageObject {
  return {
    name: object.name,
    bucket: object.bucket,
    size: object.size,
    contentType: object.contentType,
    metadata: { ...object.customMetadata },
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    generation: object.generation,
    metageneration: String(object.metageneration),
    timeCreated: object.timeCreated,
    updated: object.updated,
    contentDisposition: object.contentDisposition,
    contentEncoding: object.contentEncoding,
    contentLanguage: object.contentLanguage,
    cacheControl: object.cacheControl,
  };
}
