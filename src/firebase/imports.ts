// CSV bulk import: the callable that creates the posts of a file's rows.

import type { CallableReply } from '@model/callables';
import type { ImportPostsInput } from '@model/schemas/imports';
import { callFunction } from './functions';

export async function importPosts(input: ImportPostsInput): Promise<CallableReply<'importPosts'>> {
  return callFunction('importPosts', input);
}

/** The file's SHA-256 in hex: the same file gives the same import id. */
export async function fileDigest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
