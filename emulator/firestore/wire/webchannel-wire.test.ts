import { describe, expect, it } from 'vitest';
import { FirestoreError } from '../core/errors';
import {
  frameChunk,
  handshakeArray,
  parseEncodedHeaders,
  parseForwardBody,
  readChunks,
} from './webchannel-wire';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('WebChannel forward bodies', () => {
  it('reads raw JSON messages numbered from ofs, and the headers folded into the handshake', () => {
    const body = `headers=${encodeURIComponent('Authorization:Bearer owner\r\nX-Goog-Api-Client:gl-js/ fire/12\r\n')}&${form(
      {
        count: '2',
        ofs: '5',
        req0___data__: JSON.stringify({ database: 'projects/p/databases/(default)' }),
        req1___data__: JSON.stringify({ removeTarget: 2 }),
      },
    )}`;
    expect(parseForwardBody(body)).toEqual({
      headers: { authorization: 'Bearer owner', 'x-goog-api-client': 'gl-js/ fire/12' },
      messages: [
        { mapId: 5, data: { database: 'projects/p/databases/(default)' } },
        { mapId: 6, data: { removeTarget: 2 } },
      ],
    });
  });

  it('keeps "+" and "&" inside a message intact', () => {
    const data = { addTarget: { targetId: 2, resumeToken: 'ab+c/d==' }, note: 'a&b=c' };
    const body = form({ count: '1', ofs: '0', req0___data__: JSON.stringify(data) });
    expect(parseForwardBody(body).messages[0]?.data).toEqual(data);
  });

  it('treats a body without count as no messages', () => {
    expect(parseForwardBody('')).toEqual({ headers: {}, messages: [] });
  });

  it('refuses maps that are not raw JSON, malformed JSON and malformed counts', () => {
    const refused = (body: string) => {
      try {
        parseForwardBody(body);
      } catch (error) {
        expect(error).toBeInstanceOf(FirestoreError);
        return (error as FirestoreError).status;
      }
      return 'accepted';
    };
    expect(refused(form({ count: '1', ofs: '0', req0_type: 'x' }))).toBe('INVALID_ARGUMENT');
    expect(refused(form({ count: '1', ofs: '0', req0___data__: '{nope' }))).toBe(
      'INVALID_ARGUMENT',
    );
    expect(refused(form({ count: '-1', ofs: '0' }))).toBe('INVALID_ARGUMENT');
    expect(refused(form({ count: '1', ofs: 'x' }))).toBe('INVALID_ARGUMENT');
    expect(refused(`headers=${encodeURIComponent('no colon here\r\n')}`)).toBe('INVALID_ARGUMENT');
  });

  it('splits header lines on the first colon only', () => {
    expect(parseEncodedHeaders('Authorization:Bearer a:b\r\n')).toEqual({
      authorization: 'Bearer a:b',
    });
  });
});

describe('WebChannel back-channel chunks', () => {
  it('prefixes the JSON with its length in UTF-16 code units, as the client slices it', () => {
    expect(frameChunk([[1, ['noop']]])).toBe('14\n[[1,["noop"]]]');
    const text = frameChunk([[2, [{ title: 'Café 🔔' }]]]);
    const [length, json] = [Number(text.slice(0, text.indexOf('\n'))), text.split('\n')[1]];
    expect(length).toBe(json?.length);
    expect(Buffer.byteLength(json ?? '')).toBeGreaterThan(length);
  });

  it('spells non-finite doubles as strings, as proto3 JSON does', () => {
    expect(frameChunk([Number.NaN, Number.POSITIVE_INFINITY])).toBe('18\n["NaN","Infinity"]');
  });

  it('reads back a stream of chunks and leaves an incomplete tail', () => {
    const stream = frameChunk([[0, handshakeArray('sid1', 20_000)]]) + frameChunk([[1, ['noop']]]);
    const partial = frameChunk([[2, [{ a: 1 }]]]);
    const { payloads, rest } = readChunks(stream + partial.slice(0, 6));
    expect(payloads).toEqual([[[0, ['c', 'sid1', '', 8, 14, 20_000]]], [[1, ['noop']]]]);
    expect(rest).toBe(partial.slice(0, 6));
    expect(() => readChunks('x\n[]')).toThrow(/chunk length/);
  });
});
