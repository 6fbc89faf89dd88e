import { RECONNECT_REFUSALS } from '@model/schemas/channels/reconnect-links';
import { describe, expect, it } from 'vitest';
import { weather } from './messages';

describe('the reconnect page’s words', () => {
  it('has a sentence for every reason the server refuses a link by', () => {
    for (const reason of RECONNECT_REFUSALS) expect(weather[reason].id).toMatch(/^weather\./);
  });
});
