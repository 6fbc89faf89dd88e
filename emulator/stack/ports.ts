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

/** Polls an HTTP URL until it answers as `accept` wants, the child fails, or time runs out. */
export async function waitForHttp(url: string, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const interval = options.intervalMs ?? 250;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const failure = options.failed?.();
    if (failure) throw new ReadinessTimeoutError(failure);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await response.text();
      if (!options.accept || options.accept(response.status, body)) return;
      last = `HTTP ${response.status}`;
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
