import { useLingui } from '@lingui/react';
import { type Locale, SUPPORTED_LOCALES } from '@model/constants';
import { LANGUAGE_NAMES } from '../messages';
import { superCommon as c } from './super-messages';

/** The language whose texts are being edited, each named in its own language. */
export function LocaleSelect({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const { _ } = useLingui();
  return (
    <label className="field">
      {_(c.language)}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value as Locale)}>
        {SUPPORTED_LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
