import { NETWORK_IDS } from '@model/networks';
import { describe, expect, it } from 'vitest';
import { POSTING_LIMITS } from './postingLimits';
import { providerFor } from './registry';

describe('each network’s posting budget against its documented limits', () => {
  it.each(NETWORK_IDS)(
    '%s: every documented limit is kept, with a link to where it is said',
    (id) => {
      const documented = POSTING_LIMITS[id];
      if (id !== 'sandbox') expect(documented.source).toMatch(/^https:\/\//);
      const windows = providerFor(id).budget.windows;
      for (const limit of documented.windows) {
        // A window as long, counted for the same holder (the account, or the whole app), restarting
        // in the same zone, allowing no more.
        const kept = windows.filter(
          (w) =>
            w.windowMs === limit.windowMs &&
            Boolean(w.shared) === Boolean(limit.shared) &&
            (w.resetZone ?? 'UTC') === (limit.resetZone ?? 'UTC') &&
            w.limit <= limit.limit,
        );
        expect(kept, `${id}: ${limit.limit} per ${limit.windowMs} ms`).not.toHaveLength(0);
      }
    },
  );

  it("paces YouTube's uploads per Cloud project and Pacific day, not per channel", () => {
    expect(providerFor('youtube').budget.windows).toEqual([
      {
        limit: 100,
        windowMs: 86_400_000,
        kind: 'fixed',
        shared: true,
        resetZone: 'America/Los_Angeles',
      },
    ]);
  });

  it("keeps X's app-wide cap for every channel together, at most half a day's in one UTC day", () => {
    const app = providerFor('x').budget.windows.filter((w) => w.shared);
    // X's 24 hours restart at a moment of its own, so one of them spans two UTC days.
    expect(app).toEqual([{ limit: 5_000, windowMs: 86_400_000, kind: 'fixed', shared: true }]);
  });
});
