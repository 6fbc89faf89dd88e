// Cloud Storage, loaded on first use, with the app's retry limits (model/constants.ts).

import { STORAGE_MAX_OPERATION_RETRY_MS, STORAGE_MAX_UPLOAD_RETRY_MS } from '@model/constants';
import type { FirebaseStorage } from 'firebase/storage';

type StorageModule = typeof import('firebase/storage');

let loading: Promise<{ mod: StorageModule; storage: FirebaseStorage }> | null = null;

function storageSdk(): Promise<{ mod: StorageModule; storage: FirebaseStorage }> {
  // Firebase's core comes with the SDK: /about only builds photo URLs (publicFileUrl).
  loading ??= Promise.all([import('firebase/storage'), import('./app')]).then(([mod, app]) => {
    const storage = mod.getStorage(app.firebaseApp());
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

// Public files' addresses need no SDK: their own small module, which public pages load alone.
export { publicFileUrl } from './public-file';

/** Deletes a file; one that is already gone counts as deleted. */
export async function deleteFile(path: string): Promise<void> {
  const { mod, storage } = await storageSdk();
  try {
    await mod.deleteObject(mod.ref(storage, path));
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 'storage/object-not-found') throw error;
  }
}

/** The download URL of a stored file (the rules decide who may read it). */
export async function downloadUrl(path: string): Promise<string> {
  const { mod, storage } = await storageSdk();
  return mod.getDownloadURL(mod.ref(storage, path));
}
