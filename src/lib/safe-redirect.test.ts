import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('accepts an in-app path with its query and hash', () => {
    expect(safeRedirectPath('/app/posts?status=draft#top')).toBe('/app/posts?status=draft#top');
  });

  it('rejects empty, relative and absolute URLs', () => {
    for (const value of [
      null,
      undefined,
      '',
      'app',
      'https://evil.example',
      'http:/evil.example',
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('rejects protocol-relative paths, backslashes and control characters', () => {
    for (const value of ['//evil.example', '/\\evil.example', '/a\\b', '/\u0000x', '/\r\n//evil']) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('rejects percent-encoded variants at any decoding depth', () => {
    for (const value of [
      '/%2F%2Fevil',
      '/%2f/evil',
      '/%5Cevil',
      '/%25252F%25252Fevil',
      '/%0a/x',
      '/%E0%A4%A',
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirectPath('/app/../app/posts')).toBe('/app/posts');
  });
});
