// A workspace's scheduled reports, for its owner and the staff: weekly or monthly, at a time in
// the workspace's zone, to recipients each in their language; the schedules in force, each
// with its next run, and a way to stop one.

import { useLingui } from '@lingui/react';
import { type Locale, SUPPORTED_LOCALES } from '@model/constants';
import { useId, useState } from 'react';
import {
  deleteReportSchedule,
  listReportSchedules,
  setReportSchedule,
} from '../../firebase/analytics/reports';
import { ConfirmButton } from '../../ui/dialogs/ConfirmButton';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { useLoad } from '../../ui/use-load';
import type { Formats } from './format';
import { schedule as m } from './messages';

type Frequency = 'weekly' | 'monthly';

export function SchedulePanel({ workspaceId, formats }: { workspaceId: string; formats: Formats }) {
  const { _, i18n } = useLingui();
  const ids = { frequency: useId(), time: useId() };
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const [time, setTime] = useState('09:00');
  const [recipients, setRecipients] = useState<{ email: string; locale: Locale }[]>([
    { email: '', locale: i18n.locale as Locale },
  ]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { load, reload } = useLoad(() => listReportSchedules(workspaceId), [workspaceId], {
    report: 'log',
  });
  const languages = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  const label = (f: Frequency) => _(f === 'weekly' ? m.weekly : m.monthly);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const made = await setReportSchedule({ requestId, workspaceId, frequency, time, recipients });
      setRequestId(crypto.randomUUID());
      notify(_({ ...m.saved, values: { next: formats.time(made.nextRunAt) } }), 'success');
      reload();
    } catch (failure) {
      setError(_({ ...m.failed, values: { reason: errorSentence(_, failure) } }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="report-section report-schedule">
      <h2>{_(m.title)}</h2>
      <p className="muted">{_(m.lead)}</p>
      <form
        className="toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={ids.frequency}>
          {_(m.frequency)}
          <select
            id={ids.frequency}
            value={frequency}
            onChange={(e) => setFrequency(e.currentTarget.value as Frequency)}
          >
            <option value="monthly">{_(m.monthly)}</option>
            <option value="weekly">{_(m.weekly)}</option>
          </select>
        </label>
        <label htmlFor={ids.time}>
          {_(m.time)}
          <input
            id={ids.time}
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
          />
        </label>
        {recipients.map((recipient, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered.
          <fieldset key={index} className="schedule-recipient">
            <label>
              {_(m.email)}
              <input
                type="email"
                required
                value={recipient.email}
                onChange={(e) => {
                  const email = e.currentTarget.value;
                  setRecipients(recipients.map((r, i) => (i === index ? { ...r, email } : r)));
                }}
              />
            </label>
            <label>
              {_(m.language)}
              <select
                value={recipient.locale}
                onChange={(e) => {
                  const locale = e.currentTarget.value as Locale;
                  setRecipients(recipients.map((r, i) => (i === index ? { ...r, locale } : r)));
                }}
              >
                {SUPPORTED_LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {languages.of(locale) ?? locale}
                  </option>
                ))}
              </select>
            </label>
            {recipients.length > 1 ? (
              <button
                type="button"
                className="button"
                onClick={() => setRecipients(recipients.filter((_r, i) => i !== index))}
              >
                {_(m.remove)}
              </button>
            ) : null}
          </fieldset>
        ))}
        <button
          type="button"
          className="button"
          onClick={() =>
            setRecipients([...recipients, { email: '', locale: i18n.locale as Locale }])
          }
        >
          {_(m.add)}
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.save)}
        </button>
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
      </form>
      {load.state === 'ready' && load.value.length > 0 ? (
        <ul className="share-links">
          {load.value.map((s) => {
            const to = s.recipients.map((r) => r.email).join(', ');
            return (
              <li key={s.id}>
                {_({
                  ...m.row,
                  values: {
                    frequency: label(s.frequency),
                    time: s.time,
                    recipients: to,
                    next: formats.time(s.nextRunAt),
                  },
                })}{' '}
                <ConfirmButton
                  label={_(m.stop)}
                  accessibleName={_({ ...m.stopName, values: { recipients: to } })}
                  question={_(m.stopQuestion)}
                  action={async () => {
                    try {
                      await deleteReportSchedule(workspaceId, s.id);
                      reload();
                    } catch (failure) {
                      notify(
                        _({ ...m.failed, values: { reason: errorSentence(_, failure) } }),
                        'error',
                      );
                    }
                  }}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
