// One set of listeners for every watcher of the same thing: the layout renders the navigation
// twice (drawer and sidebar), and both of its live counts (approvals, inbox) would otherwise
// listen twice. The first watcher of a key starts the listeners, the last one to leave stops
// them; a late watcher is told the value at once.

interface Shared {
  value: unknown;
  watchers: Set<(value: unknown) => void>;
  stop: () => void;
}

const live = new Map<string, Shared>();

/**
 * Watches `key` (named by its user, e.g. `inbox|uid|...`: one map serves every kind): `start` sets the listeners up (it may read first) and answers their stop; it
 * tells each value, or null while there is none (starting, offline, failed).
 */
export function watchShared<T>(
  key: string,
  start: (tell: (value: T | null) => void) => Promise<() => void>,
  watcher: (value: T | null) => void,
): () => void {
  let entry = live.get(key);
  if (!entry) {
    const created: Shared = { value: null, watchers: new Set(), stop: () => undefined };
    let stopped = false;
    const tell = (value: T | null) => {
      created.value = value;
      for (const each of created.watchers) each(value);
    };
    start(tell).then(
      (stop) => {
        if (stopped) stop();
        else created.stop = stop;
      },
      () => tell(null),
    );
    created.stop = () => {
      stopped = true;
    };
    entry = created;
    live.set(key, entry);
  }
  const current = entry;
  const each = watcher as (value: unknown) => void;
  current.watchers.add(each);
  each(current.value);
  return () => {
    current.watchers.delete(each);
    if (current.watchers.size > 0) return;
    current.stop();
    live.delete(key);
  };
}
