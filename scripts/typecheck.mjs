// `npm run typecheck`: the three TypeScript programs (the app; the emulator, tests and scripts; the
// functions with the schemas they share) checked by TypeScript 7, the native compiler, which does
// in about 10 s what TypeScript 5 took two minutes of CPU for on two cores. TypeScript 5 stays
// installed as `typescript` because tools load it through its JavaScript API (Lingui reads
// lingui.config.ts with it; scripts/import-direction.test.ts parses imports with it); the
// native compiler is the `typescript-7` alias and checks the same tsconfig files.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);
const projects = ['tsconfig.json', 'tsconfig.node.json', 'functions/tsconfig.test.json'];

let failed = false;
for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], {
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`typecheck: ${project} has errors`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
