// The redirect query of /login must only ever lead to a page of this app. Browsers read
// `//host`, `/\host`, backslashes and stripped control characters as a jump to another
// origin, and a value may arrive percent-encoded more than once, so every decoding layer is
// checked before the path is accepted.

const MAX_DECODE_LAYERS = 3;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const PLACEHOLDER_ORIGIN = 'https://app.invalid';

function layerIsSafe(value: string): boolean {
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//')) return false;
  if (value.includes('\\')) return false;
  if (CONTROL_CHARACTERS.test(value)) return false;
  return true;
}

/**
 * Returns the base-relative path (with its query and hash) when `raw` is a safe in-app
 * destination, otherwise null. `raw` is the value as read from the query string.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  let layer = raw;
  for (let depth = 0; depth <= MAX_DECODE_LAYERS; depth++) {
    if (!layerIsSafe(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) break;
    if (depth === MAX_DECODE_LAYERS) return null;
    layer = decoded;
  }
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
