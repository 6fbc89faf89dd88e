import { useLingui } from '@lingui/react';
import { SUPPORTED_LOCALES } from '@model/constants';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { activateLocale } from '../i18n/activate';
import { isSupportedLocale } from '../i18n/locale';
import { common, LANGUAGE_NAMES } from './messages';
import { notify } from './notification-store';
import { site } from './site-store';

export function LanguageSwitcher() {
  const { i18n, _ } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const { locales } = useSnapshot(site);
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{_(common.language)}</label>
      <select
        id={id}
        value={i18n.locale}
        disabled={busy}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isSupportedLocale(next)) return;
          setBusy(true);
          activateLocale(next)
            .catch(() => notify(_(common.languageFailed), 'error'))
            .finally(() => setBusy(false));
        }}
      >
        {(locales ?? SUPPORTED_LOCALES).map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
