// `npm start`: the whole product locally, offline. Flags (for tests and tinkering):
//   --port-offset N   shift every firebase.json port by N (a second stack beside a running one)
//   --no-watch        build the app once instead of rebuilding on change
//   --no-seed         leave the emulators empty
// STACK_PORT_OFFSET=N is the same as --port-offset; STACK_DEBUG=1 prints every readiness poll.
// SIGUSR2 stops the scheduled ticks (the test runner, before suites that clear the data).
import { parseArgs } from 'node:util';
import { banner } from './banner';
import { StackConfigError } from './config';
import { PortInUseError, ReadinessTimeoutError } from './ports';
import { type RunningStack, startStack } from './stack';

const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

function fail(message: string): never {
  console.error(`\nnpm start: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: { 'port-offset'?: string; 'no-watch'?: boolean; 'no-seed'?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        'port-offset': { type: 'string' },
        'no-watch': { type: 'boolean' },
        'no-seed': { type: 'boolean' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const portOffset = Number(values['port-offset'] ?? process.env.STACK_PORT_OFFSET ?? 0);
  if (!Number.isInteger(portOffset) || portOffset < 0 || portOffset > 50_000) {
    fail(`--port-offset must be a whole number from 0 to 50000, not ${values['port-offset']}`);
  }

  let stack: RunningStack | undefined;
  let stopEarly: (() => Promise<void>) | undefined;
  let stopping = false;
  const shutdown = (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack…');
    const stop = stack?.stop ?? stopEarly;
    const done = stop ? stop() : Promise.resolve();
    done.finally(() => process.exit(code));
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  process.on('SIGUSR2', () => {
    stack?.pauseTicks();
    console.log('[stack] scheduled ticks paused');
  });

  console.log('Starting the local stack…');
  const started = Date.now();
  try {
    stack = await startStack({
      root,
      portOffset,
      watch: !values['no-watch'],
      seed: !values['no-seed'],
      log: (line) => console.log(line),
      onStopAvailable: (stop) => {
        stopEarly = stop;
      },
    });
  } catch (error) {
    // Ctrl-C during start-up makes the waits fail; shutdown() is already on its way.
    if (stopping) return;
    if (error instanceof PortInUseError || error instanceof StackConfigError) fail(error.message);
    if (error instanceof ReadinessTimeoutError) fail(`a service did not start: ${error.message}`);
    fail(error instanceof Error ? error.message : String(error));
  }
  if (stopping) return;
  console.log(banner(stack));
  console.log(`  Started in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  const reason = await stack.failure;
  if (!stopping) {
    console.error(`\nnpm start: ${reason}; stopping everything.`);
    shutdown(1);
  }
}

void main();
