import { describe, expect, it } from 'vitest';
import { decisionKeys } from './decision-keys';

describe('decision keys', () => {
  it('reuses the key of a decision retried with the same comment', () => {
    const keyOf = decisionKeys();
    expect(keyOf('approved', 'Fine')).toBe(keyOf('approved', 'Fine'));
    // Spaces around the comment are not a different intent: the comment is sent trimmed.
    expect(keyOf('approved', ' Fine ')).toBe(keyOf('approved', 'Fine'));
  });

  it('makes a new key for another decision or another comment', () => {
    const keyOf = decisionKeys();
    const first = keyOf('changes_requested', 'Shorter, please');
    expect(keyOf('changes_requested', 'Shorter and brighter')).not.toBe(first);
    expect(keyOf('approved', 'Shorter, please')).not.toBe(first);
  });

  it('keeps no memory between two screens', () => {
    expect(decisionKeys()('approved', '')).not.toBe(decisionKeys()('approved', ''));
  });
});
