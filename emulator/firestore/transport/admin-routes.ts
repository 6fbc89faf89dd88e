// The /emulator/v1 endpoints of the official emulator that tools call: load rules (firebase-tools
// and @firebase/rules-unit-testing), clear data, rule coverage, export and import.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { EmulatorState, RulesFile } from '../core/emulator-state';
import { FirestoreError } from '../core/errors';
import { coverageHtml, coverageJson } from '../coverage-report';
import { sendError, sendJson, sendText } from '../wire/http-io';

const EXPORT_FILE = 'firestore_export.json';

interface RulesIssue {
  sourcePosition: { fileName: string; line: number; column: number };
  description: string;
  severity: 'ERROR';
}

function syntaxIssue(error: unknown, fileName: string): RulesIssue | undefined {
  if (!(error instanceof Error) || error.name !== 'RulesSyntaxError') return undefined;
  const record = error as Error & { line?: unknown; column?: unknown; reason?: unknown };
  return {
    sourcePosition: {
      fileName,
      line: typeof record.line === 'number' ? record.line : 0,
      column: typeof record.column === 'number' ? record.column : 0,
    },
    description: typeof record.reason === 'string' ? record.reason : error.message,
    severity: 'ERROR',
  };
}

function rulesFilesOf(body: unknown): RulesFile[] {
  const rules = (body as { rules?: { files?: unknown } } | null)?.rules;
  const files = Array.isArray(rules?.files) ? rules.files : [];
  const parsed = files
    .filter(
      (f): f is { name?: unknown; content: string } =>
        typeof f === 'object' &&
        f !== null &&
        typeof (f as { content?: unknown }).content === 'string',
    )
    .map((f) => ({
      name: typeof f.name === 'string' ? f.name : 'firestore.rules',
      content: f.content,
    }));
  if (parsed.length === 0) {
    throw new FirestoreError('INVALID_ARGUMENT', 'Request must contain rules.files[0].content.');
  }
  return parsed;
}

function exportLocation(body: unknown): string {
  const record = (body ?? {}) as Record<string, unknown>;
  const directory =
    record.export_directory ?? record.exportDirectory ?? record.import_directory ?? record.path;
  if (typeof directory !== 'string' || directory === '') {
    throw new FirestoreError('INVALID_ARGUMENT', 'Missing export_directory.');
  }
  const name = record.export_name ?? record.exportName ?? '';
  return path.join(directory, typeof name === 'string' ? name : '', EXPORT_FILE);
}

function databaseIdOf(body: unknown, projectId: string): string | undefined {
  const database = (body as { database?: unknown } | null)?.database;
  if (typeof database !== 'string') return undefined;
  const match = /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(database);
  if (!match || match[1] !== projectId) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid database name: "${database}".`);
  }
  return match[2];
}

async function exportProject(state: EmulatorState, projectId: string, body: unknown) {
  const file = exportLocation(body);
  const only = databaseIdOf(body, projectId);
  const databases = (only ? [state.database(projectId, only)] : state.databasesOf(projectId)).map(
    (db) => db.exportData(),
  );
  await mkdir(path.dirname(file), { recursive: true });
  // Write to a temporary name first so a crash never leaves half an export behind.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify({ version: 1, projectId, databases }));
  await rename(temporary, file);
  return { path: file, databases: databases.length };
}

async function importProject(state: EmulatorState, projectId: string, body: unknown) {
  const file = exportLocation(body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FirestoreError('NOT_FOUND', `Cannot read export ${file}: ${reason}`);
  }
  const databases = (parsed as { databases?: unknown }).databases;
  if (!Array.isArray(databases)) {
    throw new FirestoreError('INVALID_ARGUMENT', `${file} is not a Firestore emulator export.`);
  }
  const only = databaseIdOf(body, projectId);
  for (const data of databases) {
    const databaseId =
      only ?? ((data as { databaseId?: unknown }).databaseId as string | undefined) ?? '(default)';
    state.database(projectId, databaseId).importData(data);
  }
  return { path: file, databases: databases.length };
}

/** Handles /emulator/v1/...; answers 404 for paths it does not know. */
export async function handleAdminRequest(
  state: EmulatorState,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: () => unknown,
): Promise<void> {
  const method = request.method ?? 'GET';
  const rest = decodeURIComponent(url.pathname.slice('/emulator/v1/'.length));
  try {
    const project = /^projects\/([^/:]+)(.*)$/.exec(rest);
    if (!project?.[1]) throw new FirestoreError('NOT_FOUND', `Unknown path ${url.pathname}`);
    const projectId = project[1];
    const tail = project[2] ?? '';
    if (tail === ':securityRules' && method === 'PUT') {
      const payload = body();
      const files = rulesFilesOf(payload);
      const ignoreErrors = (payload as { ignore_errors?: unknown }).ignore_errors === true;
      try {
        state.setRules(projectId, files);
      } catch (error) {
        const issue = syntaxIssue(error, files[0]?.name ?? 'firestore.rules');
        if (!issue) throw error;
        if (ignoreErrors) {
          sendJson(response, 200, { issues: [issue] });
          return;
        }
        sendJson(response, 400, {
          error: {
            code: 400,
            message: `Error compiling rules:\nL${issue.sourcePosition.line}:${issue.sourcePosition.column} ${issue.description}`,
            status: 'INVALID_ARGUMENT',
          },
          issues: [issue],
        });
        return;
      }
      sendJson(response, 200, { issues: [] });
      return;
    }
    if (tail === ':securityRules' && method === 'GET') {
      sendJson(response, 200, { rules: { files: state.rulesOf(projectId)?.files ?? [] } });
      return;
    }
    // Firestore triggers into the Functions emulator: GET says whether they fire, PUT
    // {enabled} turns them on or off (suites that read outbox documents as written turn them off).
    if (tail === ':functionTriggers' && (method === 'GET' || method === 'PUT')) {
      const triggers = state.functionTriggers;
      if (!triggers) throw new FirestoreError('NOT_FOUND', 'No Functions emulator was given.');
      if (method === 'PUT') triggers.enabled = (body() as { enabled?: unknown })?.enabled === true;
      sendJson(response, 200, { enabled: triggers.enabled, posted: triggers.posted });
      return;
    }
    const clear = /^\/databases\/([^/]+)\/documents$/.exec(tail);
    if (clear?.[1] && method === 'DELETE') {
      state.database(projectId, clear[1]).clear();
      sendJson(response, 200, {});
      return;
    }
    if ((tail === ':ruleCoverage' || tail === ':ruleCoverage.html') && method === 'GET') {
      const coverage = state.coverage(projectId);
      if (!coverage) {
        throw new FirestoreError('NOT_FOUND', `No security rules loaded for project ${projectId}.`);
      }
      const report = coverageJson(coverage.files, coverage.entries);
      if (tail === ':ruleCoverage') sendJson(response, 200, report);
      else sendText(response, 200, coverageHtml(projectId, report), 'text/html');
      return;
    }
    if (tail === ':export' && method === 'POST') {
      sendJson(response, 200, await exportProject(state, projectId, body()));
      return;
    }
    if (tail === ':import' && method === 'POST') {
      sendJson(response, 200, await importProject(state, projectId, body()));
      return;
    }
    throw new FirestoreError('NOT_FOUND', `Unknown path ${method} ${url.pathname}`);
  } catch (error) {
    sendError(response, error);
  }
}
