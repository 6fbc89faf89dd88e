// `npm run emulator:firestore -- --host 127.0.0.1 --port 8080 --project demo-x --rules firestore.rules`
import { parseEmulatorCliOptions, startFailure, stopOnSignals } from '../cli-options';
import { startFirestoreEmulator } from './server';

async function main(): Promise<void> {
  const { host, port, projectId, rules } = parseEmulatorCliOptions('emulator:firestore', {
    port: 8080,
    rules: 'firestore.rules',
  });
  try {
    const emulator = await startFirestoreEmulator({
      host,
      port,
      projectId,
      rulesPath: rules,
      watchRules: Boolean(rules),
    });
    // performance.now() counts from the start of the process.
    const elapsed = performance.now();
    console.log(
      `Firestore emulator ready on ${host}:${emulator.port} (gRPC and REST), project ${projectId}` +
        `${rules ? `, rules ${rules}` : ', no rules (open)'} in ${Math.round(elapsed)} ms`,
    );
    stopOnSignals(emulator.close);
  } catch (error) {
    console.error(startFailure('Firestore emulator', error));
    process.exit(1);
  }
}

void main();
