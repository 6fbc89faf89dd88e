// Starts the project's own Firestore and Storage emulator in this process on free ports for the
// rules suite, hands their addresses to the test files, and after the suite enforces the rule
// coverage gate before stopping them.
import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from '../../emulator/firestore/server';
import { firestoreDocAccessor } from '../../emulator/storage/firestore-accessor';
import { startStorageEmulator } from '../../emulator/storage/server';
import { checkFirestoreCoverage, storageCoverage } from './coverage-gate';
import { RULES_PROJECTS } from './projects';

declare module 'vitest' {
  export interface ProvidedContext {
    rulesEmulator: { host: string; firestorePort: number; storagePort: number };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const quiet = (): void => {};
  const firestore = await startFirestoreEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId: RULES_PROJECTS.matrix,
    log: quiet,
  });
  // Storage rules read the Firestore data of the storage suite's own project.
  const storage = await startStorageEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId: RULES_PROJECTS.storage,
    firestoreAccessor: () => firestoreDocAccessor(firestore.database(RULES_PROJECTS.storage)),
    maxObjectBytes: 32 * 1024 * 1024,
    log: quiet,
  });
  project.provide('rulesEmulator', {
    host: '127.0.0.1',
    firestorePort: firestore.port,
    storagePort: storage.port,
  });

  return async () => {
    try {
      // A filtered run (one file, -t) skips rules on purpose: RULES_COVERAGE_GATE=off makes the
      // gate report without failing then.
      const enforce = process.env.RULES_COVERAGE_GATE !== 'off';
      const report = await checkFirestoreCoverage(
        `http://127.0.0.1:${firestore.port}`,
        Object.values(RULES_PROJECTS),
      );
      const storageReport = storageCoverage(storage.rules);
      process.stdout.write(`${report.summary}\n${storageReport.summary}\n`);
      const failed =
        report.total === 0 || report.missed.length > 0 || storageReport.missed.length > 0;
      if (enforce && failed) throw new Error(`${report.summary}\n${storageReport.summary}`);
    } catch (error) {
      // vitest prints an error thrown here but still exits 0, so the exit code is set as well.
      process.exitCode = 1;
      throw error;
    } finally {
      await storage.close();
      await firestore.close();
    }
  };
}
