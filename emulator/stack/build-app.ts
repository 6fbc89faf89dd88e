// A one-off app build into a folder of the stack's own, through build.mjs's exported build(),
// so a stack on shifted ports (the end-to-end tests) never writes the dist/ that a developer's
// `npm start` or dev server is serving.
//
//   node --import tsx emulator/stack/build-app.ts --firebase-config FILE --outdir DIR
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readEmulatorHosts, build as untypedBuild } from '../../build.mjs';

// build.mjs is plain JavaScript: TypeScript infers `emulators` from its `null` default, so the
// signature it documents is spelled out here.
const build = untypedBuild as (options: {
  dev: boolean;
  emulators: unknown;
  outdir: string;
}) => Promise<{ ms: number }>;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'firebase-config': { type: 'string' }, outdir: { type: 'string' } },
  });
  const config = values['firebase-config'];
  const outdir = values.outdir;
  if (!config || !outdir) throw new Error('--firebase-config and --outdir are both required');
  const emulators = await readEmulatorHosts(config);
  const result = await build({ dev: false, emulators, outdir });
  if (!existsSync(join(outdir, 'index.html'))) {
    throw new Error(`build.mjs did not write ${outdir}/index.html: does its build() take outdir?`);
  }
  console.log(`Built ${outdir} in ${Math.round(result.ms)} ms, emulators on`);
}

main().catch((error: unknown) => {
  console.error(`the app did not build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
