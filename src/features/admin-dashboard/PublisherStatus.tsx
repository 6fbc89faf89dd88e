import { useLingui } from '@lingui/react';
import type { JobRun } from '../../firebase/jobs';
import { lastPublisherRun, publisherHealth } from './publisher-health';
import { publisherStatus as m } from './publisher-messages';

const ROW_STYLE = { display: 'flex', justifyContent: 'space-between', gap: '1rem' } as const;

/** When the publisher last ran, with a warning when it is late or failed. */
export function PublisherStatus({ run, now }: { run: JobRun | null; now: number }) {
  const { _, i18n } = useLingui();
  const health = publisherHealth(run, now);
  const when = (at: number | null | undefined) =>
    typeof at === 'number'
      ? i18n.date(new Date(at), { dateStyle: 'medium', timeStyle: 'short' })
      : _(m.none);
  const rows = [
    { key: 'publisher.lastRun', label: m.lastRun, value: when(lastPublisherRun(run)) },
    { key: 'publisher.lastSuccess', label: m.lastSuccess, value: when(run?.lastSuccessAt) },
    {
      key: 'publisher.processed',
      label: m.processed,
      value: typeof run?.processed === 'number' ? i18n.number(run.processed) : '–',
    },
    {
      key: 'publisher.rescued',
      label: m.rescued,
      value: typeof run?.rescued === 'number' ? i18n.number(run.rescued) : '–',
    },
    {
      key: 'publisher.deadLetters',
      label: m.deadLetters,
      value: i18n.number(run?.deadLetters ?? 0),
    },
  ];
  const deadLetters = run?.deadLetters ?? 0;
  return (
    <section className="card" aria-labelledby="fig-publisher" data-health={health}>
      <h3 id="fig-publisher">{_(m.title)}</h3>
      <dl className="figures">
        {rows.map((row) => (
          <div key={row.key} data-figure={row.key} style={ROW_STYLE}>
            <dt>{_(row.label)}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {health === 'ok' ? <p className="form-info">{_(m.ok)}</p> : null}
      {health === 'late' || health === 'never' ? (
        <p className="form-error" role="alert">
          {_(health === 'late' ? m.late : m.never)}
        </p>
      ) : null}
      {deadLetters > 0 ? (
        <p className="form-error" role="alert" data-figure="publisher.deadLetterWarning">
          {_({
            ...m.deadLetterWarning,
            values: { count: deadLetters, when: when(run?.lastDeadLetterAt) },
          })}
        </p>
      ) : null}
      {health === 'failed' ? (
        <p className="form-error" role="alert">
          {_({ ...m.failed, values: { error: run?.error ?? '' } })}
        </p>
      ) : null}
    </section>
  );
}
