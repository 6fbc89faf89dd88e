import { describe, expect, it } from 'vitest';
import { afterRead, afterReadError, MAX_READ_ERRORS, pendingReceipt } from './receiptPolicy';

const DELAYS = [1_000, 2_000];
const start = pendingReceipt('id-1', 'https://net.test/1', 2, 0, DELAYS);

describe('receipt rules', () => {
  it('compares the words, not the links a network rewrites or the spacing it changes', () => {
    const found = { url: null, text: 'Spring  menu\nhttps://t.co/abc', mediaCount: 2 };
    const read = afterRead(start, found, 'Spring menu https://example.com/menu', 5, DELAYS);
    expect(read).toMatchObject({ status: 'confirmed', textMatches: true, mediaMatches: true });
    // The link kept from the send when the network gives none.
    expect(read.url).toBe('https://net.test/1');
  });

  it('says so when the network shows other words or fewer media than were sent', () => {
    const found = { url: 'https://net.test/x', text: 'Spring', mediaCount: 1 };
    const read = afterRead(start, found, 'Spring menu', 5, DELAYS);
    expect(read).toMatchObject({ textMatches: false, mediaMatches: false, mediaFound: 1 });
    expect(read.url).toBe('https://net.test/x');
  });

  it('a miss is looked for again after the next wait; the last miss is missing', () => {
    const once = afterRead(start, null, 'x', 1_000, DELAYS);
    expect(once.status).toBe('pending');
    expect(once.nextAt?.toMillis()).toBe(3_000);
    const twice = afterRead(once, null, 'x', 3_000, DELAYS);
    expect(twice).toMatchObject({ status: 'missing', attempts: 2, nextAt: null });
  });

  it('failed reads back off, then stop without declaring anything', () => {
    let receipt = start;
    for (let error = 1; error < MAX_READ_ERRORS; error++) {
      receipt = afterReadError(receipt, 0);
      expect(receipt.nextAt).not.toBeNull();
    }
    receipt = afterReadError(receipt, 0);
    expect(receipt).toMatchObject({ status: 'pending', nextAt: null, errors: MAX_READ_ERRORS });
  });
});
