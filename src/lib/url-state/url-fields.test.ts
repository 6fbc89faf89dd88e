import { describe, expect, it } from 'vitest';
import { readUrlFields, type UrlFields, writeUrlFields } from './url-fields';

type State = { days: '7' | '30' | '90'; workspace: string };
const FIELDS: UrlFields<State> = {
  days: { key: 'days', fallback: '30', values: ['7', '30', '90'] },
  workspace: { key: 'workspace', fallback: '' },
};

describe('url fields', () => {
  it('reads each field from its key, an unknown or missing value as the default', () => {
    expect(readUrlFields(new URLSearchParams('days=7&workspace=w1'), FIELDS)).toEqual({
      days: '7',
      workspace: 'w1',
    });
    expect(readUrlFields(new URLSearchParams('days=365'), FIELDS)).toEqual({
      days: '30',
      workspace: '',
    });
  });

  it('writes a change, leaves defaults out of the address and keeps keys it does not own', () => {
    const params = new URLSearchParams('view=inbox&days=7');
    expect(writeUrlFields(params, FIELDS, { workspace: 'w2' })).toBe(
      'view=inbox&days=7&workspace=w2',
    );
    expect(writeUrlFields(params, FIELDS, { days: '30' })).toBe('view=inbox');
  });

  it('reads back what it wrote', () => {
    const written = writeUrlFields(new URLSearchParams(), FIELDS, { days: '90', workspace: 'a b' });
    expect(readUrlFields(new URLSearchParams(written), FIELDS)).toEqual({
      days: '90',
      workspace: 'a b',
    });
  });
});
