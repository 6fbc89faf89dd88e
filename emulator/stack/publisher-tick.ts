/**
 * The hook that stands in for Cloud Scheduler in the local stack. The Pub/Sub emulator that
 * drives scheduled functions cannot run offline, so every minute the stack asks the Functions
 * emulator which scheduled functions it holds and invokes each every-minute one over HTTP,
 * the way Cloud Scheduler calls a v2 scheduled function.
 */

export interface TickResult {
  /** Names of the scheduled functions that were invoked, with their HTTP status. */
  invoked: { id: string; status: number }[];
  /** Why nothing was invoked, when nothing was. */
  skipped?: string;
}

interface TriggerInfo {
  id?: unknown;
  schedule?: unknown;
}

const EVERY_MINUTE = new Set(['every 1 minutes', 'every 1 minute', 'every minute', '* * * * *']);

function scheduleText(schedule: unknown): string | undefined {
  if (typeof schedule === 'string') return schedule;
  if (typeof schedule === 'object' && schedule !== null && 'schedule' in schedule) {
    const inner = (schedule as { schedule: unknown }).schedule;
    return typeof inner === 'string' ? inner : undefined;
  }
  return undefined;
}

/** The ids (region-name) of every-minute scheduled functions the emulator has loaded. */
export function everyMinuteTriggers(backends: unknown): string[] {
  const ids: string[] = [];
  const list = (backends as { backends?: unknown }).backends;
  if (!Array.isArray(list)) return ids;
  for (const backend of list) {
    const triggers = (backend as { functionTriggers?: unknown }).functionTriggers;
    if (!Array.isArray(triggers)) continue;
    for (const trigger of triggers as TriggerInfo[]) {
      const text = scheduleText(trigger.schedule)?.trim().toLowerCase();
      if (typeof trigger.id === 'string' && text && EVERY_MINUTE.has(text)) ids.push(trigger.id);
    }
  }
  return ids;
}

/**
 * The emulator keys event-style triggers as `<id>-<generation>`, and the generation changes when
 * functions reload; its 404 answer lists the current keys, which is the only place they appear.
 */
function currentKey(notFoundText: string, id: string): string | undefined {
  const listed = notFoundText.split('valid functions are:')[1];
  if (!listed) return undefined;
  return listed
    .split(',')
    .map((key) => key.trim())
    .find((key) => key.startsWith(`${id}-`) && /^\d+$/.test(key.slice(id.length + 1)));
}

async function invoke(base: string, key: string): Promise<Response> {
  return fetch(`${base}${encodeURIComponent(key).replaceAll('%2F', '/')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(55_000),
  });
}

/**
 * Runs one scheduled function now, as Cloud Scheduler would, and answers the HTTP status.
 * `id` is the function's region-name, e.g. us-central1-publishDuePosts.
 */
export async function invokeScheduledFunction(
  functionsOrigin: string,
  projectId: string,
  id: string,
): Promise<number> {
  const base = `${functionsOrigin}/functions/projects/${projectId}/triggers/`;
  const first = await invoke(base, id);
  if (first.status !== 404) {
    await first.arrayBuffer();
    return first.status;
  }
  const key = currentKey(await first.text(), id);
  if (!key) return 404;
  const second = await invoke(base, key);
  await second.arrayBuffer();
  return second.status;
}

/** Ticks the publishing schedule once. `functionsOrigin` is undefined when the emulator is not up. */
export async function tickPublisher(
  functionsOrigin: string | undefined,
  projectId: string,
): Promise<TickResult> {
  if (!functionsOrigin) {
    return { invoked: [], skipped: 'no publisher is deployed (the Functions emulator is not up)' };
  }
  const ids = everyMinuteTriggers(await loadedBackends(functionsOrigin));
  if (ids.length === 0) {
    return {
      invoked: [],
      skipped: 'no publisher is deployed (no every-minute scheduled function)',
    };
  }
  return { invoked: await invokeEach(functionsOrigin, projectId, ids) };
}

/** The Functions emulator's list of what it has loaded. */
async function loadedBackends(functionsOrigin: string): Promise<unknown> {
  const response = await fetch(`${functionsOrigin}/backends`, {
    signal: AbortSignal.timeout(5000),
  });
  return response.json() as Promise<unknown>;
}

async function invokeEach(
  functionsOrigin: string,
  projectId: string,
  ids: string[],
): Promise<TickResult['invoked']> {
  const invoked: TickResult['invoked'] = [];
  for (const id of ids) {
    invoked.push({ id, status: await invokeScheduledFunction(functionsOrigin, projectId, id) });
  }
  return invoked;
}

/** The ids (region-name) of the loaded scheduled functions called `name`, whatever their schedule. */
export function scheduledTriggersNamed(backends: unknown, name: string): string[] {
  const list = (backends as { backends?: unknown }).backends;
  if (!Array.isArray(list)) return [];
  return list.flatMap((backend) => {
    const triggers = (backend as { functionTriggers?: unknown }).functionTriggers;
    if (!Array.isArray(triggers)) return [];
    return (triggers as TriggerInfo[])
      .filter((trigger) => scheduleText(trigger.schedule) !== undefined)
      .map((trigger) => trigger.id)
      .filter((id): id is string => typeof id === 'string' && id.endsWith(`-${name}`));
  });
}

/**
 * Runs the scheduled function `name` once (the slower schedules, such as the hourly metrics
 * collection, which the stack ticks more often than production so that a demo shows data).
 */
export async function tickScheduled(
  functionsOrigin: string | undefined,
  projectId: string,
  name: string,
): Promise<TickResult> {
  if (!functionsOrigin) {
    return { invoked: [], skipped: `no ${name} is deployed (the Functions emulator is not up)` };
  }
  const ids = scheduledTriggersNamed(await loadedBackends(functionsOrigin), name);
  if (ids.length === 0) return { invoked: [], skipped: `no ${name} is deployed` };
  return { invoked: await invokeEach(functionsOrigin, projectId, ids) };
}
