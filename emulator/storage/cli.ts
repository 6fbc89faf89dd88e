// `npm run emulator:storage -- --host 127.0.0.1 --port 9199 --project demo-x --rules storage.rules`
// Storage alone, without Firestore: storage rules that call firestore.get() deny.
import { parseArgs } from 'node:util';
import { PortInUseError, startStorageEmulator } from './server';

function usage(message: string): never {
  console.error(`${message}
Usage: emulator:storage [--host 127.0.0.1] [--port 9199] [--project demo-project] [--rules storage.rules]`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: { host?: string; port?: string; project?: string; rules?: string };
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
  const port = Number(values.port ?? '9199');
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`Invalid --port ${values.port}`);
  const host = values.host ?? '127.0.0.1';
  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? 'demo-project';
  try {
    const emulator = await startStorageEmulator({ host, port, projectId, rulesPath: values.rules });
    console.log(
      `Storage emulator ready on ${host}:${emulator.port}, project ${projectId}` +
        (values.rules ? `, rules ${values.rules}` : ', no rules loaded (client requests denied)'),
    );
    const stop = () => {
      emulator.close().then(() => process.exit(0));
      setTimeout(() => process.exit(0), 2000).unref();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    const reason =
      error instanceof PortInUseError
        ? `port ${error.port} on ${error.host} is already in use. Stop the other process or pass another --port.`
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(`Cannot start the Storage emulator: ${reason}`);
    process.exit(1);
  }
}

void main();
