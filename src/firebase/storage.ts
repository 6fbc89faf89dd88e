// Cloud Storage, loaded on first use, with the seed's retry limits.

import type { FirebaseStorage } from 'firebase/storage';
import { STORAGE_MAX_OPERATION_RETRY_MS, STORAGE_MAX_UPLOAD_RETRY_MS } from '../lib/constants';
import { firebaseApp } from './app';

type StorageModule = typeof import('firebase/storage');

let loading: Promise<{ mod: StorageModule; storage: FirebaseStorage }> | null = null;

function storageSdk(): Promise<{ mod: StorageModule; storage: FirebaseStorage }> {
  loading ??= import('firebase/storage').then((mod) => {
    const storage = mod.getStorage(firebaseApp());
    storage.maxOperationRetryTime = STORAGE_MAX_OPERATION_RETRY_MS;
    storage.maxUploadRetryTime = STORAGE_MAX_UPLOAD_RETRY_MS;
    if (__EMULATORS__) {
      mod.connectStorageEmulator(storage, __EMULATORS__.storage.host, __EMULATORS__.storage.port);
    }
    return { mod, storage };
  });
  return loading;
}

/**
 * Uploads `file` to `path` (resumable, so big media survive flaky networks), reporting
 * progress from 0 to 1, and resolves with its download URL.
 */
export async function uploadFile(
  path: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const { mod, storage } = await storageSdk();
  const target = mod.ref(storage, path);
  const task = mod.uploadBytesResumable(target, file, { contentType: file.type || undefined });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snap) => onProgress?.(snap.totalBytes ? snap.bytesTransferred / snap.totalBytes : 0),
      reject,
      () => resolve(),
    );
  });
  return mod.getDownloadURL(target);
}
