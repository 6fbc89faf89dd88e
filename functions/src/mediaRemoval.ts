// Removing stored files under a prefix (a deleted workspace's media). A functions emulator with
// no Storage emulator beside it (the functions suites) has no bucket to clean, and must not
// reach for the real Cloud Storage.

import { isEmulator, storageEmulated } from './config';
import { bucket } from './firebase';

export async function removeStoredFiles(prefix: string): Promise<void> {
  if (isEmulator && !storageEmulated()) return;
  await bucket().deleteFiles({ prefix });
}
