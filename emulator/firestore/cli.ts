// `npm run emulator:firestore -- --host 127.0.0.1 --port 8080 --project demo-x --rules firestore.rules`
import { parseArgs } from 'node:util';
import { PortInUseError, startFirestoreEmulator } from './server';

function usage(message: string): never {
  console.error(`${message}
Usage: emulator:firestore [--host 127.0.0.1] [--port 8080] [--project demo-project] [--rules firestore.rules]`);
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
  const port = Number(values.port ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`Invalid --port ${values.port}`);
  const host = values.host ?? '127.0.0.1';
  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? 'demo-project';
  try {
    const emulator = await startFirestoreEmulator({
      host,
      port,
      projectId,
      rulesPath: values.rules,
      watchRules: Boolean(values.rules),
    });
    // performance.now() counts from the start of the process.
    const elapsed = performance.now();
    console.log(
      `Firestore emulator ready on ${host}:${emulator.port} (gRPC and REST), project ${projectId}` +
        `${values.rules ? `, rules ${values.rules}` : ', no rules (open)'} in ${Math.round(elapsed)} ms`,
    );
    const stop = () => {
      emulator.close().then(() => process.exit(0));
      setTimeout(() => process.exit(0), 2000).unref();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    if (error instanceof PortInUseError) {
      console.error(
        `Cannot start the Firestore emulator: port ${error.port} on ${error.host} is already in use. ` +
          'Stop the other process or pass another --port.',
      );
    } else {
      console.error(
        `Cannot start the Firestore emulator: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    process.exit(1);
  }
}

void main();
