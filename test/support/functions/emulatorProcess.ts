// The project's Firestore emulator in a process of its own, for a bench whose handler and
// emulator together need more than one core, and whose handler's CPU time must not include the
// emulator's. It answers its port once it listens, and its own CPU time whenever asked.

import { startFirestoreEmulator } from '../../../emulator/firestore/server';

const emulator = await startFirestoreEmulator({
  host: '127.0.0.1',
  port: 0,
  projectId: process.argv[2] ?? 'demo-bench',
  log: () => undefined,
});
process.on('message', (message) => {
  if (message !== 'cpu') return;
  const used = process.cpuUsage();
  process.send?.({ cpuMs: (used.user + used.system) / 1000 });
});
// The bench ends this process by closing the channel (or by exiting itself).
process.on('disconnect', () => process.exit(0));
process.send?.({ port: emulator.port });
