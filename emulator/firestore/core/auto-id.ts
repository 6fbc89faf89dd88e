// Document ids the emulator makes up for add(): 20 characters of the SDKs' alphabet.

import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character document id like the ones the service and the SDKs generate. */
export function autoId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
