// Which of a client's service requests have news they have not read: the agency replied or
// moved the request after the client last opened its thread. The last opening is remembered
// per account in this browser's storage.

const KEY = 'serviceRequestsSeen';

type Seen = Record<string, number>;

function keyOf(uid: string): string {
  return `${KEY}:${uid}`;
}

export function readSeen(storage: Pick<Storage, 'getItem'> | null, uid: string): Seen {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(keyOf(uid)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, at]) => typeof at === 'number' && Number.isFinite(at)),
    ) as Seen;
  } catch {
    return {};
  }
}

/** Remembers that the thread was read at `at` (never earlier than a reading already stored). */
export function markSeen(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  uid: string,
  requestId: string,
  at: number,
): void {
  const seen = readSeen(storage, uid);
  seen[requestId] = Math.max(seen[requestId] ?? 0, at);
  try {
    storage?.setItem(keyOf(uid), JSON.stringify(seen));
  } catch {
    // A full or blocked storage only costs the unread mark.
  }
}

/** Whether the agency did something after the client last read the thread. */
export function hasNews(
  request: { id: string; staffActivityAt: number | null },
  seen: Seen,
): boolean {
  if (request.staffActivityAt === null) return false;
  return request.staffActivityAt > (seen[request.id] ?? 0);
}

/** The browser's storage, or null where it is unavailable (private modes, tests). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
