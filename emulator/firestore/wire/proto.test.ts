import { describe, expect, it } from 'vitest';
import {
  decodeMessage,
  encodeMessage,
  firestoreProtoRoot,
  loadProtoSources,
  messageType,
  ProtoJsonError,
  parseJsonMessage,
} from './proto';

const commitType = messageType('google.firestore.v1.CommitRequest');
const runQueryType = messageType('google.firestore.v1.RunQueryRequest');
const listenResponseType = messageType('google.firestore.v1.ListenResponse');

const documentName = 'projects/demo/databases/(default)/documents/rooms/r1';

describe('proto loading', () => {
  it('uses a descriptor identical to the shipped .proto sources for every Firestore message', () => {
    const fromSources = loadProtoSources();
    const used = firestoreProtoRoot();
    const service = fromSources.lookupService('google.firestore.v1.Firestore');
    const seen = new Set<string>();
    const describeType = (root: typeof used, name: string): string[] => {
      const type = root.lookupType(name);
      return type.fieldsArray.map(
        (f) => `${f.name}:${f.id}:${f.type}:${f.repeated}:${f.map}:${f.partOf?.name ?? ''}`,
      );
    };
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      expect(describeType(used, name), name).toEqual(describeType(fromSources, name));
      for (const field of fromSources.lookupType(name).fieldsArray) {
        field.resolve();
        const resolved = field.resolvedType;
        if (resolved && 'fieldsArray' in resolved) visit(resolved.fullName.slice(1));
      }
    };
    for (const method of service.methodsArray) {
      method.resolve();
      visit(method.resolvedRequestType?.fullName.slice(1) ?? '');
      visit(method.resolvedResponseType?.fullName.slice(1) ?? '');
    }
    expect(seen.size).toBeGreaterThan(40);
  });
});

describe('wire <-> proto3 JSON', () => {
  it('round-trips every Firestore value type through the binary encoding', () => {
    const commit = {
      database: 'projects/demo/databases/(default)',
      writes: [
        {
          update: {
            name: documentName,
            fields: {
              nothing: { nullValue: null },
              flag: { booleanValue: false },
              big: { integerValue: '9007199254740993' },
              negative: { integerValue: '-9223372036854775808' },
              ratio: { doubleValue: 0.25 },
              when: { timestampValue: '2024-02-29T12:34:56.123456Z' },
              text: { stringValue: 'héllo' },
              blob: { bytesValue: 'AAEC/w==' },
              ref: { referenceValue: documentName },
              place: { geoPointValue: { latitude: 48.85, longitude: 2.35 } },
              empty: { arrayValue: {} },
              list: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'b' }] } },
              nested: { mapValue: { fields: { inner: { mapValue: {} } } } },
            },
          },
          updateMask: { fieldPaths: ['flag', 'big'] },
          updateTransforms: [
            { fieldPath: 'count', increment: { integerValue: '2' } },
            { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' },
          ],
          currentDocument: { updateTime: '2024-01-01T00:00:00.000000001Z' },
        },
        { delete: `${documentName}/sub/x`, currentDocument: { exists: true } },
      ],
      transaction: 'dHhuLTE=',
    };
    const decoded = decodeMessage(commitType, encodeMessage(commitType, commit));
    expect(decoded).toEqual(commit);
  });

  it('keeps NaN and infinities as doubles', () => {
    const request = {
      writes: [
        {
          update: {
            name: documentName,
            fields: {
              nan: { doubleValue: Number.NaN },
              inf: { doubleValue: Number.NEGATIVE_INFINITY },
            },
          },
        },
      ],
    };
    const decoded = decodeMessage(commitType, encodeMessage(commitType, request)) as {
      writes: { update: { fields: Record<string, { doubleValue: number }> } }[];
    };
    expect(decoded.writes[0]?.update.fields.nan?.doubleValue).toBeNaN();
    expect(decoded.writes[0]?.update.fields.inf?.doubleValue).toBe(Number.NEGATIVE_INFINITY);
  });

  it('unwraps the Int32Value limit and keeps enum names', () => {
    const query = {
      parent: 'projects/demo/databases/(default)/documents',
      structuredQuery: {
        from: [{ collectionId: 'rooms', allDescendants: true }],
        where: { unaryFilter: { op: 'IS_NAN', field: { fieldPath: 'score' } } },
        orderBy: [{ field: { fieldPath: 'score' }, direction: 'DESCENDING' }],
        startAt: { values: [{ doubleValue: 3 }], before: true },
        offset: 2,
        limit: 10,
      },
    };
    expect(decodeMessage(runQueryType, encodeMessage(runQueryType, query))).toEqual(query);
  });

  it('encodes listen responses with resume tokens and target ids', () => {
    const response = {
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [2, 4],
        resumeToken: 'AAAAAAAAAAE=',
        readTime: '2024-05-01T10:00:00Z',
      },
    };
    expect(decodeMessage(listenResponseType, encodeMessage(listenResponseType, response))).toEqual(
      response,
    );
  });

  it('formats timestamps with 0, 3, 6 or 9 fractional digits', () => {
    const times = [
      ['2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00Z'],
      ['2024-01-01T00:00:00.1Z', '2024-01-01T00:00:00.100Z'],
      ['2024-01-01T00:00:00.1234Z', '2024-01-01T00:00:00.123400Z'],
      ['2024-01-01T00:00:00.1234567Z', '2024-01-01T00:00:00.123456700Z'],
    ];
    for (const [input, expected] of times) {
      const request = { readTime: input };
      expect(parseJsonMessage(runQueryType, request)).toEqual({ readTime: expected });
    }
  });

  it('reports bytes that are not a message as malformed', () => {
    expect(() => decodeMessage(commitType, Buffer.from([0x12, 0xff, 0xff, 0xff, 0x0f]))).toThrow(
      ProtoJsonError,
    );
  });
});

describe('REST JSON validation', () => {
  it('accepts snake_case names, numeric int64 and offset timestamps, answering canonical JSON', () => {
    const parsed = parseJsonMessage(runQueryType, {
      parent: 'p',
      structured_query: {
        where: {
          field_filter: {
            field: { field_path: 'n' },
            op: 'GREATER_THAN',
            value: { integer_value: 5 },
          },
        },
        limit: '3',
      },
      read_time: '2024-01-01T01:00:00+01:00',
    });
    expect(parsed).toEqual({
      parent: 'p',
      structuredQuery: {
        where: {
          fieldFilter: {
            field: { fieldPath: 'n' },
            op: 'GREATER_THAN',
            value: { integerValue: '5' },
          },
        },
        limit: 3,
      },
      readTime: '2024-01-01T00:00:00Z',
    });
  });

  it('accepts non-finite doubles spelled as strings', () => {
    const parsed = parseJsonMessage(commitType, {
      writes: [{ update: { name: 'n', fields: { x: { doubleValue: 'Infinity' } } } }],
    }) as { writes: { update: { fields: { x: { doubleValue: number } } } }[] };
    expect(parsed.writes[0]?.update.fields.x.doubleValue).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    [{ bogus: 1 }, 'Unknown name "bogus"'],
    [{ structuredQuery: { limit: 'ten' } }, "Invalid value at 'structured_query.limit'"],
    [{ readTime: 'yesterday' }, "Invalid value at 'read_time'"],
    [{ readTime: '2024-02-30T00:00:00Z' }, "Invalid value at 'read_time'"],
    [
      { structuredQuery: { where: { unaryFilter: { op: 'IS_WEIRD' } } } },
      "'structured_query.where.unary_filter.op'",
    ],
    [{ structuredQuery: { from: 'rooms' } }, "Invalid value at 'structured_query.from'"],
    [{ structuredQuery: { offset: 2 ** 40 } }, "Invalid value at 'structured_query.offset'"],
  ])('rejects %j', (input, message) => {
    expect(() => parseJsonMessage(runQueryType, input)).toThrow(message);
  });

  it('rejects a value with two kinds set', () => {
    expect(() =>
      parseJsonMessage(commitType, {
        writes: [{ update: { name: 'n', fields: { x: { stringValue: 'a', integerValue: '1' } } } }],
      }),
    ).toThrow("Oneof field 'value_type' is already set");
  });

  it('rejects integers outside int64', () => {
    expect(() =>
      parseJsonMessage(commitType, {
        writes: [{ update: { name: 'n', fields: { x: { integerValue: '9223372036854775808' } } } }],
      }),
    ).toThrow(ProtoJsonError);
  });

  it('rejects bytes that are not base64', () => {
    expect(() =>
      parseJsonMessage(commitType, {
        writes: [{ update: { name: 'n', fields: { x: { bytesValue: 'not base64!' } } } }],
      }),
    ).toThrow("Invalid value at 'writes[0].update.fields[x].bytes_value'");
  });
});
