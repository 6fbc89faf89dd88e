// Checks that a stack's ports are free before it starts, and waits until each service answers.

import { createServer } from 'node:net';
import type { Endpoint } from './config';

export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly service: string,
  ) {
    super(`port ${port} (${service}) is already in use — is another \`npm start\` running?`);
  }
}

/** Resolves true when nothing holds the port, by binding it for a moment exactly as the emulator will. */
export function isPortFree(endpoint: Endpoint): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    server.listen({ port: endpoint.port, host: endpoint.host, exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/** Throws PortInUseError for the first taken port, naming the service, before any child starts. */
export async function assertPortsFree(
  wanted: { service: string; endpoint: Endpoint }[],
): Promise<void> {
  for (const { service, endpoint } of wanted) {
    if (!(await isPortFree(endpoint))) throw new PortInUseError(endpoint.port, service);
  }
}

export class ReadinessTimeoutError extends Error {
  override name = 'ReadinessTimeoutError';
}

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Checked between polls: a child that died will never answer, so stop waiting at once. */
  failed?: () => string | undefined;
  /** Which answers count as ready; by default any HTTP answer does. */
  accept?: (status: number, body: string) => boolean;
}

/** How long one readiness probe may take, headers and body together. */
const PROBE_MS = 2000;

/**
 * One GET, answered in full within `ms` or failed. The probe races its own timer rather than
 * trusting the request's abort signal alone: a hosting probe that got its headers and then no
 * end of the body stalled a whole stack start for four minutes (a clean-clone CI run), and
 * nothing may keep the readiness loop from asking again.
 */
async function answerWithin(url: string, ms: number): Promise<{ status: number; body: string }> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no full answer within ${ms} ms`));
    }, ms);
  });
  const answer = (async () => {
    const response = await fetch(url, { signal: controller.signal });
    return { status: response.status, body: await response.text() };
  })();
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls an HTTP URL until it answers as `accept` wants, the child fails, or time runs out. */
export async function waitForHttp(url: string, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const interval = options.intervalMs ?? 250;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const failure = options.failed?.();
    if (failure) throw new ReadinessTimeoutError(failure);
    try {
      const { status, body } = await answerWithin(url, PROBE_MS);
      if (!options.accept || options.accept(status, body)) return;
      last = `HTTP ${status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (process.env.STACK_DEBUG) console.log(`[stack] waiting for ${url}: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  throw new ReadinessTimeoutError(
    `${url} did not become ready within ${options.timeoutMs} ms (${last})`,
  );
}
