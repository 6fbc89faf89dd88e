// The best-time experiment on the growth screen: its switch and share, for those the server lets
// run it (GROWTH_ROLES.experiment), and what it has measured so far: the suggested times' lift
// over the other times, with its 95 % interval and the posts in each arm.

import { useLingui } from '@lingui/react';
import {
  EXPERIMENT_MIN_PER_ARM,
  EXPERIMENT_SHARE_MAX,
  EXPERIMENT_SHARE_MIN,
  type ExperimentReport,
} from '@model/schemas/growth/experiment';
import { type FormEvent, useId, useState } from 'react';
import { saveBestTimeExperiment } from '../../firebase/analytics/growth';
import { errorKeyOf, errorSentence } from '../../ui/error-text';
import { FormProblem, type Problem } from '../../ui/FormProblem';
import { notify } from '../../ui/notification-store';
import { experimentMessages as m } from './experiment-messages';

const percent = (value: number) => (value * 100).toFixed(1);
const signed = (value: number) => `${value > 0 ? '+' : ''}${percent(value)}`;

export function ExperimentPanel({
  workspaceId,
  report,
  canEdit,
  onSaved,
}: {
  workspaceId: string;
  report: ExperimentReport;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { _ } = useLingui();
  const ids = { title: useId(), problem: useId() };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const bounds = { min: EXPERIMENT_SHARE_MIN, max: EXPERIMENT_SHARE_MAX };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The server checks the share's bounds and says so in the form (invalid-argument).
    const settings = { enabled: data.get('enabled') === 'on', share: Number(data.get('share')) };
    setBusy(true);
    try {
      await saveBestTimeExperiment(workspaceId, settings);
      setProblem(null);
      notify(_(m.saved), 'success');
      onSaved();
    } catch (error) {
      setProblem({
        sentence: errorSentence(_, error, {
          'invalid-argument': { ...m.badShare, values: bounds },
        }),
        code: errorKeyOf(error),
      });
    } finally {
      setBusy(false);
    }
  }

  const { suggested, exploration, lift } = report;
  return (
    <section className="growth-experiment" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{_(m.title)}</h2>
      <p>{_({ ...m.help, values: { min: EXPERIMENT_MIN_PER_ARM } })}</p>
      {canEdit ? null : <p>{_(m.readOnly)}</p>}
      <form className="form" onSubmit={save} noValidate>
        <fieldset disabled={!canEdit || busy}>
          <label>
            <input type="checkbox" name="enabled" defaultChecked={report.settings.enabled} />{' '}
            {_(m.enabled)}
          </label>
          <div className="field">
            <label>
              {_(m.share)}
              <input
                name="share"
                type="number"
                min={EXPERIMENT_SHARE_MIN}
                max={EXPERIMENT_SHARE_MAX}
                step={1}
                defaultValue={report.settings.share}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? ids.problem : undefined}
              />
            </label>
          </div>
        </fieldset>
        <FormProblem id={ids.problem} problem={problem} />
        {canEdit ? (
          <button type="submit" className="button button-primary" disabled={busy}>
            {_(m.save)}
          </button>
        ) : null}
      </form>
      <p className="growth-experiment-result" data-measured={lift ? '' : undefined}>
        {lift
          ? _({
              ...m.lift,
              values: {
                lift: signed(lift.relative),
                low: signed(lift.low),
                high: signed(lift.high),
              },
            })
          : _({
              ...m.notEnough,
              values: {
                suggested: suggested.n,
                exploration: exploration.n,
                min: EXPERIMENT_MIN_PER_ARM,
              },
            })}
      </p>
      {lift ? (
        <p className="growth-experiment-arms">
          {_({
            ...m.arms,
            values: {
              suggested: suggested.n,
              suggestedMean: percent(suggested.mean),
              exploration: exploration.n,
              explorationMean: percent(exploration.mean),
            },
          })}
        </p>
      ) : null}
    </section>
  );
}
