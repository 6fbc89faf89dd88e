// The WebChannel (protocol version 8) wire format the firebase JS SDK speaks from a browser:
// forward-channel form bodies ("count=N&ofs=K&req0___data__=<json>") and length-prefixed
// back-channel chunks. Pure functions, so the framing is tested without a socket.
import { FirestoreError } from '../core/errors';

/** One message the client sent: its map id (for de-duplicating retries) and the raw JSON. */
export interface ForwardMessage {
  mapId: number;
  data: unknown;
}

export interface ForwardBody {
  /** Headers the client folded into the handshake body instead of sending them (no preflight). */
  headers: Record<string, string>;
  messages: ForwardMessage[];
}

function badRequest(message: string): FirestoreError {
  return new FirestoreError('INVALID_ARGUMENT', message);
}

/**
 * "Name:value\r\n" lines, as the client's encodeInitMessageHeaders option writes them; names
 * come back lower-cased, as HTTP header names compare.
 */
export function parseEncodedHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw badRequest(`Malformed header line in the channel handshake: "${line}".`);
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Parses a forward-channel body. Each message is a map; the SDK sends raw JSON (sendRawJson),
 * which arrives as the single key "__data__". Map ids are `ofs` plus the index.
 */
export function parseForwardBody(body: string): ForwardBody {
  const params = new URLSearchParams(body);
  const headersText = params.get('headers');
  const headers = headersText === null ? {} : parseEncodedHeaders(headersText);
  const countText = params.get('count');
  if (countText === null) return { headers, messages: [] };
  const count = Number(countText);
  const offset = Number(params.get('ofs') ?? '0');
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(offset) || offset < 0) {
    throw badRequest('A channel message batch needs whole numbers for count and ofs.');
  }
  const messages: ForwardMessage[] = [];
  for (let index = 0; index < count; index++) {
    const raw = params.get(`req${index}___data__`);
    if (raw === null) {
      throw badRequest(
        `Channel message ${index} is missing or not raw JSON (req${index}___data__).`,
      );
    }
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      throw badRequest(`Channel message ${index} is not valid JSON.`);
    }
    messages.push({ mapId: offset + index, data });
  }
  return { headers, messages };
}

// proto3 JSON spells non-finite doubles as strings; JSON.stringify would turn them into null.
function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}

/**
 * One back-channel chunk: the JSON text's length, a newline, the text. The client slices the
 * response text it has decoded, so the length counts UTF-16 code units, not bytes.
 */
export function frameChunk(payload: unknown): string {
  const text = JSON.stringify(payload, replacer);
  return `${text.length}\n${text}`;
}

/** Splits a stream of chunks back into payloads; `rest` is an incomplete tail (tests, tools). */
export function readChunks(text: string): { payloads: unknown[]; rest: string } {
  const payloads: unknown[] = [];
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    if (newline === -1) break;
    const size = Number(text.slice(at, newline));
    if (!Number.isInteger(size) || size < 0) throw new Error(`Bad chunk length at ${at}.`);
    if (newline + 1 + size > text.length) break;
    payloads.push(JSON.parse(text.slice(newline + 1, newline + 1 + size)));
    at = newline + 1 + size;
  }
  return { payloads, rest: text.slice(at) };
}

/** The handshake answer: array 0 carries the session id and the negotiated protocol version. */
export function handshakeArray(sessionId: string, keepAliveMs: number): unknown[] {
  // ["c", session id, host prefix (none), protocol version, server version, keep-alive]: the
  // client times out a silent back channel after 1.5 times the keep-alive.
  return ['c', sessionId, '', 8, 14, keepAliveMs];
}
