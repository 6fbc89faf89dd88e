import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { getPublishedPolicy } from '../../firebase/catalogue';
import { recordConsent } from '../../firebase/contact';
import { type ConsentChoices, readConsent, saveConsent } from '../../lib/consent';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { FormFields } from '../../ui/hydrated';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { consentCentre as c, consentPage as m } from './messages';

type Choice = Pick<ConsentChoices, 'analytics' | 'marketing'>;

/** The published consent policy version, or null when it cannot be read. */
async function consentVersion(locale: string): Promise<number | null> {
  try {
    return (await getPublishedPolicy('consent', locale))?.version ?? null;
  } catch {
    return null;
  }
}

export function ConsentPage() {
  const { _, i18n } = useLingui();
  const { isAuthenticated } = useSnapshot(session);
  const ids = { necessary: useId(), analytics: useId(), marketing: useId() };
  const [stored, setStored] = useState(readConsent);
  const [choice, setChoice] = useState<Choice>({
    analytics: stored.analytics,
    marketing: stored.marketing,
  });
  const [saving, setSaving] = useState(false);

  async function save(next: Choice) {
    setChoice(next);
    setSaving(true);
    try {
      const version = await consentVersion(i18n.locale);
      setStored(saveConsent({ ...next, version }));
      if (isAuthenticated && version !== null) {
        try {
          await recordConsent({ kind: 'consent', version, choices: next });
          notify(_(c.recorded), 'success');
        } catch (error) {
          console.warn('The consent record failed', error);
          notify(_(c.notRecorded), 'error');
        }
      } else {
        notify(_(m.saved), 'success');
      }
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setSaving(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(choice);
  }

  const option = (
    key: keyof Choice,
    title: typeof m.analyticsTitle,
    body: typeof m.analyticsBody,
  ) => (
    <div className="card consent-option">
      <input
        id={ids[key]}
        name={key}
        type="checkbox"
        checked={choice[key]}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setChoice((current) => ({ ...current, [key]: checked }));
        }}
      />
      <label htmlFor={ids[key]}>
        <strong>{_(title)}</strong>
        <br />
        {_(body)}
      </label>
    </div>
  );

  return (
    <div className="prose">
      <PageHeader title={nav.consent} lead={m.lead} />
      <form className="form" onSubmit={onSubmit} aria-busy={saving}>
        <FormFields>
          <div className="card consent-option">
            <input id={ids.necessary} type="checkbox" checked disabled />
            <label htmlFor={ids.necessary}>
              <strong>{_(m.necessaryTitle)}</strong>
              <br />
              {_(m.necessaryBody)}
            </label>
          </div>
          {option('analytics', m.analyticsTitle, m.analyticsBody)}
          {option('marketing', c.marketingTitle, c.marketingBody)}
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={saving}>
              {_(m.save)}
            </button>
            <button
              type="button"
              className="button"
              disabled={saving}
              onClick={() => void save({ analytics: true, marketing: true })}
            >
              {_(c.acceptAll)}
            </button>
            <button
              type="button"
              className="button"
              disabled={saving}
              onClick={() => void save({ analytics: false, marketing: false })}
            >
              {_(c.rejectAll)}
            </button>
          </div>
        </FormFields>
      </form>
      {stored.decidedAt !== null ? (
        <p className="muted">
          {_({
            ...c.lastChoice,
            values: {
              date: new Intl.DateTimeFormat(i18n.locale, {
                dateStyle: 'long',
                timeStyle: 'short',
              }).format(stored.decidedAt),
            },
          })}
        </p>
      ) : null}
      <p>
        <Link href="/cookies">{_(c.policyLink)}</Link>
      </p>
    </div>
  );
}
