import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { PolicyVersion } from '../../firebase/admin/admin-policies';
import { policiesAdmin as m } from '../../ui/admin/super-messages';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import type { PolicyDiff } from './policy-diff';

/** Every published version, newest first, each with what changed since the one before. */
export function PolicyHistory({ versions, locale }: { versions: PolicyVersion[]; locale: string }) {
  const { _, i18n } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const [diff, setDiff] = useState<PolicyDiff | null>(null);

  async function show(index: number) {
    const after = versions[index];
    if (!after) return;
    if (open === after.version) {
      setOpen(null);
      return;
    }
    const before = versions[index + 1];
    try {
      const { policyDiff } = await import('./policy-diff');
      setDiff(policyDiff(before?.content[locale] ?? '', after.content[locale] ?? ''));
      setOpen(after.version);
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  }

  if (versions.length === 0) return <p className="empty">{_(m.historyEmpty)}</p>;
  return (
    <ol className="history" reversed>
      {versions.map((entry, index) => {
        const previous = versions[index + 1]?.version ?? 0;
        const date = entry.publishedAt
          ? i18n.date(entry.publishedAt, { dateStyle: 'medium', timeStyle: 'short' })
          : '–';
        const regionId = `diff-${entry.version}`;
        return (
          <li key={entry.version} data-version={entry.version}>
            {_({ ...m.versionOn, values: { version: entry.version, date } })}{' '}
            <button
              type="button"
              className="button"
              aria-expanded={open === entry.version}
              aria-controls={regionId}
              onClick={() => show(index)}
            >
              {_(m.showChanges)}
            </button>
            {open === entry.version && diff ? (
              <section
                id={regionId}
                aria-label={_({ ...m.compare, values: { from: previous, to: entry.version } })}
              >
                <p>
                  {_({ ...m.compare, values: { from: previous, to: entry.version } })}:{' '}
                  {_({ ...m.diffSummary, values: { added: diff.added, removed: diff.removed } })}
                </p>
                {diff.added + diff.removed === 0 ? (
                  <p className="muted">{_(m.noChanges)}</p>
                ) : (
                  <pre className="diff" data-diff lang={locale}>
                    {diff.lines.map((line, i) => {
                      const key = `${i}-${line.kind}`;
                      if (line.kind === 'added')
                        return (
                          <ins key={key} title={_(m.added)}>
                            + {line.text}
                          </ins>
                        );
                      if (line.kind === 'removed')
                        return (
                          <del key={key} title={_(m.removed)}>
                            − {line.text}
                          </del>
                        );
                      return <span key={key}>{`  ${line.text}`}</span>;
                    })}
                  </pre>
                )}
              </section>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
