import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidObjectRequest, ObjectStore } from './object-store';

function store(names: string[]): ObjectStore {
  const objects = new ObjectStore();
  for (const name of names) {
    objects.put(
      objects.prepareUpload('b', name, Buffer.from(name), {}, { withDownloadToken: false }),
    );
  }
  return objects;
}

describe('ObjectStore', () => {
  it('computes size, MD5 and CRC32C of the bytes and keeps the metadata given', () => {
    const objects = new ObjectStore();
    const bytes = Buffer.from('hello world');
    const object = objects.prepareUpload(
      'b',
      'a/b.txt',
      bytes,
      { contentType: 'text/plain', cacheControl: 'no-store', metadata: { k: 'v' } },
      { withDownloadToken: true },
    );
    expect(object.size).toBe(11);
    expect(object.md5Hash).toBe(createHash('md5').update(bytes).digest('base64'));
    expect(object.crc32c).toBe('yZRlqg==');
    expect(object.contentType).toBe('text/plain');
    expect(object.cacheControl).toBe('no-store');
    expect(object.customMetadata).toEqual({ k: 'v' });
    expect(object.downloadTokens).toHaveLength(1);
    expect(object.metageneration).toBe(1);
  });

  it('defaults the content type and takes download tokens from the reserved metadata key', () => {
    const objects = new ObjectStore();
    const object = objects.prepareUpload(
      'b',
      'x',
      Buffer.alloc(0),
      { metadata: { firebaseStorageDownloadTokens: 't1,t2' } },
      { withDownloadToken: true },
    );
    expect(object.contentType).toBe('application/octet-stream');
    expect(object.downloadTokens).toEqual(['t1', 't2']);
    expect(object.customMetadata).toEqual({});
  });

  it('gives every write a strictly larger generation', () => {
    const objects = new ObjectStore();
    const now = new Date('2030-01-01T00:00:00Z');
    const first = objects.prepareUpload(
      'b',
      'x',
      Buffer.from('1'),
      {},
      { withDownloadToken: false, now },
    );
    const second = objects.prepareUpload(
      'b',
      'x',
      Buffer.from('2'),
      {},
      { withDownloadToken: false, now },
    );
    expect(BigInt(second.generation)).toBeGreaterThan(BigInt(first.generation));
  });

  it('patches metadata: null removes a field or key, the metageneration and etag change', () => {
    const objects = new ObjectStore();
    const original = objects.prepareUpload(
      'b',
      'x',
      Buffer.from('1'),
      { contentType: 'image/png', contentLanguage: 'en', metadata: { a: '1', b: '2' } },
      { withDownloadToken: false },
    );
    objects.put(original);
    const patched = objects.preparePatch(original, {
      contentLanguage: null,
      metadata: { a: null, c: '3' },
    });
    expect(patched.contentLanguage).toBeUndefined();
    expect(patched.customMetadata).toEqual({ b: '2', c: '3' });
    expect(patched.metageneration).toBe(2);
    expect(patched.etag).not.toBe(original.etag);
    expect(objects.get('b', 'x')?.customMetadata).toEqual({ a: '1', b: '2' });
    expect(objects.preparePatch(original, { metadata: null }).customMetadata).toEqual({});
  });

  it('rejects names the service rejects', () => {
    const objects = new ObjectStore();
    for (const name of ['', 'a\nb', 'x'.repeat(1025), '..']) {
      expect(() =>
        objects.prepareUpload('b', name, Buffer.alloc(1), {}, { withDownloadToken: false }),
      ).toThrow(InvalidObjectRequest);
    }
  });

  it('lists with a delimiter as items and collapsed prefixes in byte order', () => {
    const objects = store([
      'm/b.png',
      'm/a.png',
      'm/sub/c.png',
      'm/sub/deep/d.png',
      'm/z/e',
      'n/x',
    ]);
    const page = objects.list('b', { prefix: 'm/', delimiter: '/' });
    expect(page.items.map((item) => item.name)).toEqual(['m/a.png', 'm/b.png']);
    expect(page.prefixes).toEqual(['m/sub/', 'm/z/']);
    expect(page.nextPageToken).toBeUndefined();
    const flat = objects.list('b', { prefix: 'm/' });
    expect(flat.items.map((item) => item.name)).toEqual([
      'm/a.png',
      'm/b.png',
      'm/sub/c.png',
      'm/sub/deep/d.png',
      'm/z/e',
    ]);
  });

  it('orders names by UTF-8 bytes, putting characters beyond U+FFFF after U+FFFD', () => {
    const names = ['\u{fffd}', '\u{1f600}', 'z', 'é', 'a', 'ab', '\u{e000}'];
    const listed = store(names)
      .list('b', {})
      .items.map((item) => item.name);
    const byBytes = [...names].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect(listed).toEqual(byBytes);
    expect(listed.at(-1)).toBe('\u{1f600}');
  });

  it('pages through items and prefixes without repeating or skipping any', () => {
    const names = ['p/a', 'p/b', 'p/c/1', 'p/c/2', 'p/d', 'p/e/1', 'p/f'];
    const objects = store(names);
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = objects.list('b', { prefix: 'p/', delimiter: '/', maxResults: 2, pageToken });
      seen.push(...page.items.map((item) => item.name), ...page.prefixes);
      pageToken = page.nextPageToken;
      pages++;
    } while (pageToken && pages < 10);
    expect(seen.sort()).toEqual(['p/a', 'p/b', 'p/c/', 'p/d', 'p/e/', 'p/f']);
    expect(pages).toBe(3);
  });

  it('gives the same entries paged as in one listing, for random names and page sizes', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['a', 'b', '/', 'é', '😀', '-'];
    for (let round = 0; round < 50; round++) {
      const names = new Set<string>();
      while (names.size < 1 + Math.floor(random() * 40)) {
        let name = '';
        for (let i = 0; i < 1 + Math.floor(random() * 6); i++) {
          name += alphabet[Math.floor(random() * alphabet.length)];
        }
        names.add(name);
      }
      const objects = store([...names]);
      const prefix = random() < 0.5 ? '' : 'a';
      const delimiter = random() < 0.5 ? '' : '/';
      const whole = objects.list('b', { prefix, delimiter, maxResults: 1000 });
      const expected = [...whole.items.map((item) => item.name), ...whole.prefixes].sort();
      const paged: string[] = [];
      let pageToken: string | undefined;
      const maxResults = 1 + Math.floor(random() * 5);
      do {
        const page = objects.list('b', { prefix, delimiter, maxResults, pageToken });
        expect(page.items.length + page.prefixes.length).toBeLessThanOrEqual(maxResults);
        paged.push(...page.items.map((item) => item.name), ...page.prefixes);
        pageToken = page.nextPageToken;
      } while (pageToken);
      expect(paged.sort()).toEqual(expected);
    }
  });

  it('refuses a page token it did not issue', () => {
    expect(() => store(['a']).list('b', { pageToken: '***' })).toThrow(InvalidObjectRequest);
  });

  it('keeps buckets apart and deletes and clears', () => {
    const objects = store(['a']);
    objects.put(
      objects.prepareUpload('other', 'a', Buffer.from('o'), {}, { withDownloadToken: false }),
    );
    expect(objects.get('other', 'a')?.bytes.toString()).toBe('o');
    expect(objects.delete('b', 'a')).toBe(true);
    expect(objects.delete('b', 'a')).toBe(false);
    expect(objects.get('other', 'a')).toBeDefined();
    objects.clear();
    expect(objects.get('other', 'a')).toBeUndefined();
  });
});
