import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorEnv, loadStackConfig, StackConfigError } from './config';
import { writeFirebaseToolsConfig } from './firebase-tools-config';

const repoRoot = new URL('../..', import.meta.url).pathname;

function tempRoot(firebaseJson: unknown, firebaserc?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'stack-config-'));
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(firebaseJson));
  if (firebaserc) writeFileSync(join(dir, '.firebaserc'), JSON.stringify(firebaserc));
  return dir;
}

describe('loadStackConfig', () => {
  it("reads the repository's firebase.json ports and shifts them all by the offset", () => {
    const config = loadStackConfig(repoRoot);
    const shifted = loadStackConfig(repoRoot, 20_000);
    expect(config.projectId).toBe('demo-smm');
    for (const [service, endpoint] of Object.entries(config.endpoints)) {
      expect(shifted.endpoints[service as keyof typeof config.endpoints].port).toBe(
        endpoint.port + 20_000,
      );
    }
    expect(config.endpoints.hosting.port).toBe(5000);
    expect(config.firestoreRules).toBe(join(repoRoot, 'firestore.rules'));
  });

  it('names the missing file or port instead of crashing', () => {
    expect(() => loadStackConfig(mkdtempSync(join(tmpdir(), 'stack-empty-')))).toThrow(
      /firebase\.json is missing/,
    );
    const noAuth = tempRoot({ emulators: { hosting: { port: 5000 } } });
    expect(() => loadStackConfig(noAuth)).toThrow(StackConfigError);
    expect(() => loadStackConfig(noAuth)).toThrow('emulators.auth.port must be an integer');
  });

  it('gives children every emulator host variable', () => {
    const env = emulatorEnv(loadStackConfig(repoRoot, 1));
    expect(env).toMatchObject({
      GCLOUD_PROJECT: 'demo-smm',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8081',
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9200',
      STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9200',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9100',
    });
  });
});

describe('writeFirebaseToolsConfig', () => {
  it('writes shifted ports and paths that still point into the repository', () => {
    const config = loadStackConfig(repoRoot, 20_000);
    const dir = mkdtempSync(join(tmpdir(), 'stack-tools-'));
    const written = JSON.parse(readFileSync(writeFirebaseToolsConfig(config, dir), 'utf8'));
    expect(written.emulators.hosting.port).toBe(25_000);
    expect(written.emulators.auth.port).toBe(29_099);
    expect(written.emulators.ui).toEqual({ enabled: false });
    expect(join(dir, written.hosting.public)).toBe(join(repoRoot, 'dist'));
    expect(join(dir, written.functions[0].source)).toBe(join(repoRoot, 'functions'));
    expect(join(dir, written.firestore.rules)).toBe(join(repoRoot, 'firestore.rules'));

    const own = JSON.parse(
      readFileSync(writeFirebaseToolsConfig(config, dir, join(dir, 'dist')), 'utf8'),
    );
    expect(own.hosting.public).toBe('dist');
  });
});

describe('the local stack serves the production headers with the emulators added', () => {
  it('adds every emulator origin to the CSP, drops predeploy and the long asset cache', () => {
    const production = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
    const csp = (site: { headers: { headers: { key: string; value: string }[] }[] }) =>
      site.headers
        .flatMap((rule) => rule.headers)
        .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(production.hosting.predeploy).toEqual(['npm run build']);
    expect(csp(production.hosting)).not.toContain('127.0.0.1');
    expect(csp(production.hosting)).toContain("frame-ancestors 'none'");

    const config = loadStackConfig(repoRoot, 50_000);
    const dir = mkdtempSync(join(tmpdir(), 'stack-tools-'));
    const local = JSON.parse(
      readFileSync(writeFirebaseToolsConfig(config, dir, join(dir, 'dist')), 'utf8'),
    );
    expect(local.hosting.predeploy).toBeUndefined();
    const connectSrc = csp(local.hosting)
      .split('; ')
      .find((directive: string) => directive.startsWith('connect-src'));
    for (const port of [59_099, 58_080, 59_199, 55_001]) {
      expect(connectSrc).toContain(`http://127.0.0.1:${port}`);
    }
    expect(csp(local.hosting)).toContain("script-src 'self';");
    const assets = local.hosting.headers.find(
      (rule: { source: string }) => rule.source === '/assets/**',
    );
    expect(assets.headers).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
  });
});
