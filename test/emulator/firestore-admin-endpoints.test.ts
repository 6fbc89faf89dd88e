// The /emulator/v1 endpoints and the process-level behaviour: rules loading and reloading,
// projects kept apart, export and import, and the CLI.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorHost } from '../../emulator/server';
import { documentName, startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-admin-endpoints';
const closedRules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if false;
    }
  }
}
`;
const openRules = closedRules.replace('if false', 'if true');
let emulator: TestEmulator & { rulesPath?: string };
let scratch: string;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId, { rules: closedRules, watchRules: true });
  scratch = await mkdtemp(path.join(tmpdir(), 'fs-admin-endpoints-'));
});
afterAll(async () => {
  await emulator?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function anonymousGet(project: string, docPath: string): Promise<number> {
  const response = await fetch(`${emulator.url}/v1/${documentName(project, docPath)}`);
  return response.status;
}

async function putRules(project: string, content: string, extra: object = {}) {
  const response = await fetch(`${emulator.url}/emulator/v1/projects/${project}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] }, ...extra }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('security rules endpoint', () => {
  it('installs rules per project, leaving other projects on the start-up rules', async () => {
    expect(await anonymousGet('demo-other-a', 'x/y')).toBe(403);
    expect((await putRules('demo-other-a', openRules)).status).toBe(200);
    expect(await anonymousGet('demo-other-a', 'x/y')).toBe(404);
    expect(await anonymousGet('demo-other-b', 'x/y')).toBe(403);
  });

  it('answers a syntax error with 400 and the line, keeping the previous rules', async () => {
    const broken = await putRules(
      'demo-other-a',
      "rules_version = '2';\nservice cloud.firestore {\n  match /x { allow read: if ; }\n}",
    );
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    expect(JSON.stringify(broken.body)).toMatch(/L3/);
    expect(await anonymousGet('demo-other-a', 'x/y')).toBe(404);
  });

  it('lists the issues with 200 when firebase-tools asks to ignore errors', async () => {
    const result = await putRules('demo-other-a', 'service cloud.firestore {', {
      ignore_errors: true,
    });
    expect(result.status).toBe(200);
    const issues = result.body.issues as { severity: string; sourcePosition: { line: number } }[];
    expect(issues[0]?.severity).toBe('ERROR');
  });

  it('reloads the rules file when it changes', async () => {
    if (!emulator.rulesPath) throw new Error('the suite starts with a rules file');
    expect(await anonymousGet(projectId, 'x/y')).toBe(403);
    await writeFile(emulator.rulesPath, openRules);
    await waitFor(async () => (await anonymousGet(projectId, 'x/y')) === 404);
    await writeFile(emulator.rulesPath, closedRules);
    await waitFor(async () => (await anonymousGet(projectId, 'x/y')) === 403);
  });
});

describe('data endpoints', () => {
  it('clears one project without touching another', async () => {
    const write = (project: string) =>
      fetch(`${emulator.url}/v1/${documentName(project, 'k/v')}`, {
        method: 'PATCH',
        headers: { authorization: 'Bearer owner' },
        body: JSON.stringify({ fields: { n: { integerValue: '1' } } }),
      });
    await write('demo-clear-a');
    await write('demo-clear-b');
    const cleared = await fetch(
      `${emulator.url}/emulator/v1/projects/demo-clear-a/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(cleared.status).toBe(200);
    const read = (project: string) =>
      fetch(`${emulator.url}/v1/${documentName(project, 'k/v')}`, {
        headers: { authorization: 'Bearer owner' },
      }).then((r) => r.status);
    expect(await read('demo-clear-a')).toBe(404);
    expect(await read('demo-clear-b')).toBe(200);
  });

  it('exports to a folder and imports it back', async () => {
    const db = emulator.database('demo-export');
    db.commit({
      writes: [
        {
          update: {
            name: documentName('demo-export', 'a/b'),
            fields: {
              n: { integerValue: '42' },
              t: { timestampValue: '2024-01-01T00:00:00.123456Z' },
            },
          },
        },
      ],
    });
    const body = JSON.stringify({ export_directory: scratch, export_name: 'snap' });
    const exported = await fetch(`${emulator.url}/emulator/v1/projects/demo-export:export`, {
      method: 'POST',
      body,
    });
    expect(exported.status).toBe(200);
    const file = path.join(scratch, 'snap', 'firestore_export.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('databases');
    db.clear();
    const imported = await fetch(`${emulator.url}/emulator/v1/projects/demo-export:import`, {
      method: 'POST',
      body,
    });
    expect(imported.status).toBe(200);
    const result = db.batchGet({ documents: [documentName('demo-export', 'a/b')] }).results[0];
    expect(result).toMatchObject({
      found: {
        fields: { n: { integerValue: '42' }, t: { timestampValue: '2024-01-01T00:00:00.123456Z' } },
      },
    });
  });

  it('answers an import from a missing folder with NOT_FOUND', async () => {
    const response = await fetch(`${emulator.url}/emulator/v1/projects/demo-export:import`, {
      method: 'POST',
      body: JSON.stringify({ export_directory: path.join(scratch, 'nothing-here') }),
    });
    expect(response.status).toBe(404);
  });
});

describe('processes', () => {
  it('hosts Firestore in the emulator host process', async () => {
    const host = await startEmulatorHost({ projectId: 'demo-host', firestore: { port: 0 } });
    try {
      const response = await fetch(`http://127.0.0.1:${host.firestore.port}/`);
      expect(await response.text()).toBe('Ok');
    } finally {
      await host.close();
    }
  });

  it('the CLI says the port is taken and exits with 1', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const result = await runCli(['--port', String(port), '--project', 'demo-cli']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`port ${port}`);
      expect(result.stderr).toContain('already in use');
    } finally {
      blocker.close();
    }
  });

  it('the CLI starts, serves and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['emulator/firestore/start-cli.mjs', '--port', '0', '--project', 'demo-cli'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no ready line')), 20_000);
      child.stdout.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        if (text.includes('ready')) {
          clearTimeout(timer);
          resolve(text);
        }
      });
    });
    const port = /:(\d+) /.exec(line)?.[1];
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('Ok');
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

function runCli(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['emulator/firestore/start-cli.mjs', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
