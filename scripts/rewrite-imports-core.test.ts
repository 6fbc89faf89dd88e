import { describe, expect, it } from 'vitest';
import { aliasesOf, Moves, readMoves, rewriteFile } from './rewrite-imports-core';

const aliases = aliasesOf(
  JSON.stringify({ compilerOptions: { paths: { '@model/*': ['./model/*'] } } }),
);

/** The tree after moving src/lib/roles.ts to model/roles.ts and domain/publishPost.ts into publishing/. */
function moves(): Moves {
  const now = [
    'model/roles.ts',
    'model/schemas/posts.ts',
    'src/lib/money.ts',
    'src/app/App.tsx',
    'functions/src/domain/publishing/publishPost.ts',
    'functions/src/domain/quota.ts',
    'functions/src/domain/inbox/reply.ts',
    'test/support/functions/fakeNetwork.ts',
  ];
  const pairs = new Map([
    ['src/lib/roles.ts', 'model/roles.ts'],
    ['src/lib/schemas/posts.ts', 'model/schemas/posts.ts'],
    ['functions/src/domain/publishPost.ts', 'functions/src/domain/publishing/publishPost.ts'],
    ['functions/src/testing/fakeNetwork.ts', 'test/support/functions/fakeNetwork.ts'],
  ]);
  return new Moves(pairs, new Set(now));
}

const code = { code: true, config: false };

describe('rewriteFile', () => {
  it('writes a specifier from outside the kernel into it with the alias', () => {
    const text = "import { isAdmin } from '../lib/roles';\nimport { money } from '../lib/money';\n";
    expect(rewriteFile('src/app/App.tsx', text, moves(), aliases, code)).toBe(
      "import { isAdmin } from '@model/roles';\nimport { money } from '../lib/money';\n",
    );
  });

  it('reads a moved file’s old specifiers from where it was, and leaves its new ones', () => {
    const text = [
      "import { quota } from './quota';",
      "import { quota as q } from '../quota';",
      "import type { Post } from '../../../src/lib/schemas/posts';",
      "const later = () => import('../../../src/lib/roles');",
      "vi.unmock('./quota');",
    ].join('\n');
    expect(
      rewriteFile('functions/src/domain/publishing/publishPost.ts', text, moves(), aliases, code),
    ).toBe(
      [
        "import { quota } from '../quota';",
        "import { quota as q } from '../quota';",
        "import type { Post } from '@model/schemas/posts';",
        "const later = () => import('@model/roles');",
        "vi.unmock('../quota');",
      ].join('\n'),
    );
  });

  it('repairs a file written against the old paths, and a second run changes nothing', () => {
    const text =
      "import { publishPost } from '../publishPost';\nrequire('../../testing/fakeNetwork');\n";
    const once = rewriteFile('functions/src/domain/inbox/reply.ts', text, moves(), aliases, code);
    expect(once).toBe(
      "import { publishPost } from '../publishing/publishPost';\nrequire('../../../../test/support/functions/fakeNetwork');\n",
    );
    expect(rewriteFile('functions/src/domain/inbox/reply.ts', once, moves(), aliases, code)).toBe(
      once,
    );
  });

  it('rewrites a specifier an earlier run wrote for the new place, when its target moved since', () => {
    const later = new Moves(
      new Map([
        ['src/lib/roles.test.ts', 'model/roles.test.ts'],
        ['src/lib/callable-errors.ts', 'model/callable-errors.ts'],
      ]),
      new Set(['model/roles.test.ts', 'model/callable-errors.ts']),
    );
    const text = "import { CODES } from '../src/lib/callable-errors';\n";
    expect(rewriteFile('model/roles.test.ts', text, later, aliases, code)).toBe(
      "import { CODES } from './callable-errors';\n",
    );
  });

  it('follows paths written in prose from the root, and whole folders only when all of it moved', () => {
    const text = '// see src/lib/roles.ts and functions/src/testing/, but src/lib stays';
    expect(rewriteFile('src/app/App.tsx', text, moves(), aliases, code)).toBe(
      '// see model/roles.ts and test/support/functions/, but src/lib stays',
    );
  });

  it('follows a config path relative to its file, globs kept', () => {
    const text = '{ "include": ["src", "../src/lib/schemas", "./src/testing/**/*.ts"] }';
    expect(
      rewriteFile('functions/tsconfig.json', text, moves(), aliases, { code: false, config: true }),
    ).toBe('{ "include": ["src", "../model/schemas", "../test/support/functions/**/*.ts"] }');
  });
});

describe('readMoves', () => {
  it('reads one move a line and skips comments', () => {
    expect(
      readMoves(
        '# kernel\nsrc/lib/roles.ts model/roles.ts\n\nfunctions/src/testing test/x # why\n',
      ),
    ).toEqual([
      ['src/lib/roles.ts', 'model/roles.ts'],
      ['functions/src/testing', 'test/x'],
    ]);
  });
});
