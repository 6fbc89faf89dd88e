// Set up before every end-to-end file (vitest.config.ts): each test leaves the posts of the
// workspaces that existed when its file started as it found them. The files share one stack in
// any order, and a post one test wrote into a seeded workspace (64 paged posts in 2031, 195
// imported drafts, a recurring series) would otherwise push another test's post off the first
// page of a list, or change a count it reads. Workspaces a file creates itself are its own: a
// journey's later steps may still use what its earlier ones made there.

import { afterEach, beforeAll, beforeEach } from 'vitest';
import { e2eStack } from './stack';

const OWNER = { Authorization: 'Bearer owner', 'content-type': 'application/json' };
const ROOT_PATH = 'projects/demo-smm/databases/(default)/documents';

function documents(): string {
  return `${e2eStack().firestoreOrigin}/v1/${ROOT_PATH}`;
}

/** The full names of every post in the database, or of those under `workspaces`. */
async function postNames(workspaces?: Set<string>): Promise<Set<string>> {
  const response = await fetch(`${documents()}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'posts', allDescendants: true }],
        select: { fields: [{ fieldPath: '__name__' }] },
      },
    }),
  });
  if (!response.ok) throw new Error(`listing posts failed: ${await response.text()}`);
  const rows = (await response.json()) as { document?: { name: string } }[];
  const names = rows.flatMap((row) => (row.document ? [row.document.name] : []));
  return new Set(
    names.filter((name) => {
      const workspace = /\/documents\/workspaces\/([^/]+)\/posts\//.exec(name)?.[1];
      return workspace !== undefined && (!workspaces || workspaces.has(workspace));
    }),
  );
}

let fileWorkspaces = new Set<string>();
let before = new Set<string>();

beforeAll(async () => {
  const response = await fetch(`${documents()}/workspaces?pageSize=1000&mask.fieldPaths=name`, {
    headers: OWNER,
  });
  const body = (await response.json()) as { documents?: { name: string }[] };
  fileWorkspaces = new Set((body.documents ?? []).map((doc) => doc.name.split('/').pop() ?? ''));
});

beforeEach(async () => {
  before = await postNames(fileWorkspaces);
});

afterEach(async () => {
  const added = [...(await postNames(fileWorkspaces))].filter((name) => !before.has(name));
  if (added.length === 0) return;
  const response = await fetch(`${documents()}:commit`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ writes: added.map((name) => ({ delete: name })) }),
  });
  if (!response.ok) throw new Error(`removing the test's posts failed: ${await response.text()}`);
});
