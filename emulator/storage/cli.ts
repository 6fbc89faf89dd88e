// `npm run emulator:storage -- --host 127.0.0.1 --port 9199 --project demo-x --rules storage.rules`
// Storage alone, without Firestore: storage rules that call firestore.get() deny.
import { parseEmulatorCliOptions, startFailure, stopOnSignals } from '../cli-options';
import { startStorageEmulator } from './server';

async function main(): Promise<void> {
  const { host, port, projectId, rules } = parseEmulatorCliOptions('emulator:storage', {
    port: 9199,
    rules: 'storage.rules',
  });
  try {
    const emulator = await startStorageEmulator({ host, port, projectId, rulesPath: rules });
    console.log(
      `Storage emulator ready on ${host}:${emulator.port}, project ${projectId}` +
        (rules ? `, rules ${rules}` : ', no rules loaded (client requests denied)'),
    );
    stopOnSignals(emulator.close);
  } catch (error) {
    console.error(startFailure('Storage emulator', error));
    process.exit(1);
  }
}

void main();
