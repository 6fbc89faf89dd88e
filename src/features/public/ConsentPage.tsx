import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { readAnalyticsConsent, saveAnalyticsConsent } from './consent-choice';
import { consentPage as m } from './messages';

export function ConsentPage() {
  const { _ } = useLingui();
  const ids = { necessary: useId(), analytics: useId() };
  const [analytics, setAnalytics] = useState(readAnalyticsConsent);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      saveAnalyticsConsent(analytics);
      notify(_(m.saved), 'success');
    } catch (error) {
      notify(String(error), 'error');
    }
  }

  return (
    <div className="prose">
      <PageHeader title={nav.consent} lead={m.lead} />
      <form className="form" onSubmit={onSubmit}>
        <div className="card consent-option">
          <input id={ids.necessary} type="checkbox" checked disabled />
          <label htmlFor={ids.necessary}>
            <strong>{_(m.necessaryTitle)}</strong>
            <br />
            {_(m.necessaryBody)}
          </label>
        </div>
        <div className="card consent-option">
          <input
            id={ids.analytics}
            name="analytics"
            type="checkbox"
            checked={analytics}
            onChange={(event) => setAnalytics(event.currentTarget.checked)}
          />
          <label htmlFor={ids.analytics}>
            <strong>{_(m.analyticsTitle)}</strong>
            <br />
            {_(m.analyticsBody)}
          </label>
        </div>
        <div>
          <button type="submit" className="button button-primary">
            {_(m.save)}
          </button>
        </div>
      </form>
    </div>
  );
}
