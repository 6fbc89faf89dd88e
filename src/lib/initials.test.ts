import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two names, upper case', () => {
    expect(initials('élise  moreau dupont')).toBe('ÉM');
    expect(initials('Mia')).toBe('M');
    expect(initials('   ')).toBe('');
  });

  it('leaves out punctuation and symbols around the words', () => {
    expect(initials('Fake (sandbox)')).toBe('FS');
    expect(initials('@olive.owner')).toBe('O');
    expect(initials('(  )')).toBe('');
  });
});
