// The address of a file that storage.rules lets anyone read (team photos, white-label logos):
// built from the path alone, so a public page shows it without loading the Storage SDK (nor
// the upload code beside it in storage.ts).

import { firebaseOptions } from './config';

export function publicFileUrl(path: string): string {
  const origin = __EMULATORS__
    ? `http://${__EMULATORS__.storage.host}:${__EMULATORS__.storage.port}`
    : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${firebaseOptions.storageBucket}/o/${encodeURIComponent(path)}?alt=media`;
}
