import { useLingui } from '@lingui/react';
import { type Locale, SUPPORTED_LOCALES } from '@model/constants';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { exportMyData, saveProfile } from '../../firebase/accounts';
import { readUserDoc } from '../../firebase/users';
import { session } from '../../session/store';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteAccount } from './DeleteAccount';
import { accountMessages as m } from './messages';

// Each language in its own words, as the header's switcher lists them (importing the
// switcher's list from this lazy page would split it out of the initial chunk).
const LANGUAGE_LABELS: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  de: 'Deutsch',
  ar: 'العربية',
  zh: '中文',
};

/** /app/settings: the signed-in user's profile, their data as a file, and deleting the account. */
export function AccountPage() {
  return (
    <>
      <PageHeader title={m.title} />
      <Profile />
      <ExportData />
      <DeleteAccount />
    </>
  );
}

function Profile() {
  const { _, i18n } = useLingui();
  const { uid, email } = useSnapshot(session);
  const ids = { title: useId(), name: useId(), locale: useId() };
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ displayName: string; locale: string | null } | null>(null);

  useEffect(() => {
    if (!uid) return;
    readUserDoc(uid)
      .then((doc) => {
        const data = (doc ?? {}) as { displayName?: unknown; locale?: unknown };
        setSaved({
          displayName: typeof data.displayName === 'string' ? data.displayName : '',
          locale: typeof data.locale === 'string' ? data.locale : null,
        });
      })
      .catch(() => setSaved({ displayName: '', locale: null }));
  }, [uid]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!uid) return;
    const form = new FormData(event.currentTarget);
    const displayName = String(form.get('displayName') ?? '').trim();
    const locale = String(form.get('locale') ?? 'en') as Locale;
    setBusy(true);
    try {
      // The account's language is the one its emails speak; the screens follow the
      // language menu in the header.
      if (!(await saveProfile(uid, { displayName, locale }))) throw new Error('No profile yet.');
      notify(_(m.saved), 'success');
    } catch {
      notify(_(m.failed), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account-section" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{_(m.profileTitle)}</h2>
      <p>{_({ ...m.email, values: { email: email ?? '' } })}</p>
      <form className="form" onSubmit={onSubmit} key={saved ? 'loaded' : 'loading'}>
        <div className="field">
          <label htmlFor={ids.name}>{_(m.displayName)}</label>
          <input
            id={ids.name}
            name="displayName"
            autoComplete="name"
            maxLength={100}
            defaultValue={saved?.displayName ?? ''}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.locale}>{_(m.language)}</label>
          <select
            id={ids.locale}
            name="locale"
            defaultValue={saved?.locale ?? i18n.locale}
            aria-describedby={`${ids.locale}-hint`}
          >
            {SUPPORTED_LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LANGUAGE_LABELS[locale]}
              </option>
            ))}
          </select>
          <p className="field-hint" id={`${ids.locale}-hint`}>
            {_(m.languageHint)}
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.save)}
        </button>
      </form>
    </section>
  );
}

function ExportData() {
  const { _ } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const data = await exportMyData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify(_(m.exported), 'success');
    } catch {
      notify(_(m.failed), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account-section" aria-labelledby={id}>
      <h2 id={id}>{_(m.exportTitle)}</h2>
      <p>{_(m.exportText)}</p>
      <button type="button" className="button" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? _(m.exporting) : _(m.export)}
      </button>
    </section>
  );
}
