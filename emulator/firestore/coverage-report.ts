// The rule coverage report: JSON with one entry per rules expression, and an HTML page that shows
// the rules source with each expression's true/false/error counts beside its line.
import type { CoverageEntry } from '../rules/types';
import type { RulesFile } from './core/emulator-state';

export interface CoverageReport {
  rules: { files: RulesFile[] };
  report: CoverageEntry[];
  /** Expressions never evaluated; an empty list means every expression ran at least once. */
  unevaluated: CoverageEntry[];
}

export function coverageJson(files: RulesFile[], entries: CoverageEntry[]): CoverageReport {
  const evaluated = (e: CoverageEntry) =>
    e.trueCount + e.falseCount + e.errorCount + (e.valueCount ?? 0) > 0;
  return { rules: { files }, report: entries, unevaluated: entries.filter((e) => !evaluated(e)) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function coverageHtml(projectId: string, report: CoverageReport): string {
  const source = report.rules.files[0]?.content ?? '';
  const byLine = new Map<number, CoverageEntry[]>();
  for (const entry of report.report) {
    const list = byLine.get(entry.line) ?? [];
    list.push(entry);
    byLine.set(entry.line, list);
  }
  const rows = source.split('\n').map((line, index) => {
    const entries = byLine.get(index + 1) ?? [];
    const missed = entries.some(
      (e) => e.trueCount + e.falseCount + e.errorCount + (e.valueCount ?? 0) === 0,
    );
    const cls = entries.length === 0 ? '' : missed ? ' class="missed"' : ' class="hit"';
    const counts = entries
      .map(
        (e) =>
          `<span title="${escapeHtml(e.text)}">${escapeHtml(e.text.slice(0, 40))}: ` +
          `true ${e.trueCount}, false ${e.falseCount}, error ${e.errorCount}</span>`,
      )
      .join('<br>');
    return `<tr${cls}><td class="n">${index + 1}</td><td><pre>${escapeHtml(line)}</pre></td><td>${counts}</td></tr>`;
  });
  const total = report.report.length;
  const covered = total - report.unevaluated.length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rule coverage: ${escapeHtml(projectId)}</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td{vertical-align:top;padding:0 .5rem}
pre{margin:0}.n{color:#888;text-align:right}.hit{background:#e6ffed}.missed{background:#ffeef0}</style></head>
<body><h1>Rule coverage for ${escapeHtml(projectId)}</h1>
<p>${covered} of ${total} expressions evaluated at least once.</p>
<table>${rows.join('\n')}</table></body></html>`;
}
