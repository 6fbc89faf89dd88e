// The options every standalone emulator CLI takes, parsed and checked in one place.
import { parseArgs } from 'node:util';
import { PortInUseError } from './listen';

export interface EmulatorCliOptions {
  host: string;
  port: number;
  projectId: string;
  rules?: string;
}

export function parseEmulatorCliOptions(
  command: string,
  defaults: { port: number; rules: string },
): EmulatorCliOptions {
  const usage = (message: string): never => {
    console.error(`${message}
Usage: ${command} [--host 127.0.0.1] [--port ${defaults.port}] [--project demo-project] [--rules ${defaults.rules}]`);
    process.exit(2);
  };
  let values: { host?: string; port?: string; project?: string; rules?: string } = {};
  try {
    ({ values } = parseArgs({
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        project: { type: 'string' },
        rules: { type: 'string' },
      },
    }));
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const port = Number(values.port ?? String(defaults.port));
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`Invalid --port ${values.port}`);
  return {
    host: values.host ?? '127.0.0.1',
    port,
    projectId: values.project ?? process.env.GCLOUD_PROJECT ?? 'demo-project',
    rules: values.rules,
  };
}

/** Why an emulator could not start, in one line a person can act on. */
export function startFailure(service: string, error: unknown): string {
  const reason =
    error instanceof PortInUseError
      ? `port ${error.port} on ${error.host} is already in use. Stop the other process or pass another --port.`
      : error instanceof Error
        ? error.message
        : String(error);
  return `Cannot start the ${service}: ${reason}`;
}

/** Closes the emulator on Ctrl-C or SIGTERM, and exits even if closing hangs. */
export function stopOnSignals(close: () => Promise<void>): void {
  const stop = () => {
    close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
