import { describe, expect, it } from 'vitest';
import { isBasedOn } from '../domain/versions/versions';
import { basedOnIfMatch, etagOf } from './preconditions';

describe('If-Match', () => {
  it('allows any version without the header or with *', () => {
    expect(basedOnIfMatch(null)).toBeNull();
    expect(basedOnIfMatch(' * ')).toBeNull();
    expect(isBasedOn(5, basedOnIfMatch(null))).toBe(true);
  });

  it('allows exactly the versions of its strong tags, the ETags GET answers', () => {
    const based = basedOnIfMatch(`"7", ${etagOf(1764400000123)}`);
    expect(isBasedOn(1764400000123, based)).toBe(true);
    expect(isBasedOn(7, based)).toBe(true);
    expect(isBasedOn(8, based)).toBe(false);
  });

  it('matches nothing with a weak or foreign tag, nor a document without a version', () => {
    expect(isBasedOn(7, basedOnIfMatch('W/"7"'))).toBe(false);
    expect(isBasedOn(7, basedOnIfMatch('"abc"'))).toBe(false);
    expect(isBasedOn(null, basedOnIfMatch('"7"'))).toBe(false);
    expect(etagOf(null)).toBeNull();
  });
});
