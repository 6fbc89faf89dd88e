import { describe, expect, it } from 'vitest';
import { hasNews, markSeen, readSeen } from './request-seen';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('unread service request news', () => {
  it('marks a request the agency moved or answered after the last reading, until it is read', () => {
    const storage = memory();
    const request = { id: 'sr1', staffActivityAt: 2000 };
    expect(hasNews(request, readSeen(storage, 'u1'))).toBe(true);
    markSeen(storage, 'u1', 'sr1', 2500);
    expect(hasNews(request, readSeen(storage, 'u1'))).toBe(false);
    expect(hasNews({ ...request, staffActivityAt: 3000 }, readSeen(storage, 'u1'))).toBe(true);
  });

  it('has nothing to mark where the agency never acted', () => {
    expect(hasNews({ id: 'sr1', staffActivityAt: null }, {})).toBe(false);
  });

  it('keeps each account apart and never moves a reading back', () => {
    const storage = memory();
    markSeen(storage, 'u1', 'sr1', 5000);
    markSeen(storage, 'u1', 'sr1', 4000);
    expect(readSeen(storage, 'u1')).toEqual({ sr1: 5000 });
    expect(readSeen(storage, 'u2')).toEqual({});
  });

  it('survives damaged storage and storage that is missing', () => {
    const storage = memory();
    storage.data.set('serviceRequestsSeen:u1', '{"sr1":"x","sr2":7}');
    expect(readSeen(storage, 'u1')).toEqual({ sr2: 7 });
    storage.data.set('serviceRequestsSeen:u1', 'not json');
    expect(readSeen(storage, 'u1')).toEqual({});
    expect(readSeen(null, 'u1')).toEqual({});
    expect(() => markSeen(null, 'u1', 'sr1', 1)).not.toThrow();
  });
});
