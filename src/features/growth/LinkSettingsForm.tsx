// A workspace's link settings: UTM parameters added when publishing, and short links. Those the
// server lets change them (GROWTH_ROLES.links) get the form; everyone else reads the values.

import { useLingui } from '@lingui/react';
import type { LinkSettings } from '@model/schemas/growth/links';
import { type FormEvent, useId, useState } from 'react';
import { saveLinkSettings } from '../../firebase/analytics/growth';
import { errorKeyOf, errorSentence } from '../../ui/error-text';
import { FormProblem, type Problem } from '../../ui/FormProblem';
import { notify } from '../../ui/notification-store';
import { growth as m } from './messages';

const VALUE = /^[\w.~-]{0,60}$/;

export function LinkSettingsForm({
  workspaceId,
  initial,
  canEdit,
}: {
  workspaceId: string;
  initial: LinkSettings;
  canEdit: boolean;
}) {
  const { _ } = useLingui();
  const ids = { title: useId(), problem: useId() };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const settings: LinkSettings = {
      utm: data.get('utm') === 'on',
      source: text('source'),
      medium: text('medium'),
      campaign: text('campaign'),
      shorten: data.get('shorten') === 'on',
    };
    if (
      ![settings.source, settings.medium, settings.campaign].every((value) => VALUE.test(value))
    ) {
      setProblem({ sentence: _(m.badValue), code: 'invalid-argument' });
      return;
    }
    setBusy(true);
    try {
      await saveLinkSettings(workspaceId, settings);
      setProblem(null);
      notify(_(m.saved), 'success');
    } catch (error) {
      setProblem({
        sentence: errorSentence(_, error, { 'invalid-argument': m.badValue }),
        code: errorKeyOf(error),
      });
    } finally {
      setBusy(false);
    }
  }

  const described = problem ? ids.problem : undefined;
  return (
    <section className="growth-links" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{_(m.linksTitle)}</h2>
      {canEdit ? null : <p>{_(m.readOnly)}</p>}
      <form className="form" onSubmit={save} noValidate>
        <fieldset disabled={!canEdit || busy}>
          <label>
            <input type="checkbox" name="utm" defaultChecked={initial.utm} /> {_(m.utm)}
          </label>
          {(['source', 'medium', 'campaign'] as const).map((name) => (
            <div className="field" key={name}>
              <label>
                {_(m[name])}
                <input
                  name={name}
                  defaultValue={initial[name]}
                  maxLength={60}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={described}
                />
              </label>
            </div>
          ))}
          <label>
            <input type="checkbox" name="shorten" defaultChecked={initial.shorten} /> {_(m.shorten)}
          </label>
        </fieldset>
        <FormProblem id={ids.problem} problem={problem} />
        {canEdit ? (
          <button type="submit" className="button button-primary" disabled={busy}>
            {_(m.save)}
          </button>
        ) : null}
      </form>
    </section>
  );
}
