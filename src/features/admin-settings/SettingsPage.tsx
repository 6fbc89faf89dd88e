import { useLingui } from '@lingui/react';
import { type Locale, SUPPORTED_LOCALES } from '@model/constants';
import { emailSchema } from '@model/schemas';
import type { UpdateSettingsInput } from '@model/schemas/settings';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import {
  type AppSettings,
  maintenanceIn,
  readAppSettings,
} from '../../firebase/admin/admin-settings';
import { updateSettings } from '../../firebase/admin/admin-settings-update';
import { adminAccounts } from '../../ui/admin/account-messages';
import { usersPage } from '../../ui/admin/messages';
import { SuperAdminStyle } from '../../ui/admin/SuperAdminStyle';
import { superCommon as c } from '../../ui/admin/super-messages';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { LANGUAGE_NAMES, nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { BRAND_NAMES, useVariant } from '../../ui/variant';
import { NewerVersionNotice } from '../../ui/versions/NewerVersionNotice';
import { useNewerVersion } from '../../ui/versions/use-newer-version';
import { maintenanceScope } from './maintenance-messages';
import { settingsAdmin as m } from './messages';

type Problem = 'siteNameRequired' | 'emailInvalid' | 'localesRequired';
type Patch = UpdateSettingsInput['patch'];

/** The settings that differ from what is stored (the version is what the change is based on). */
function patchOf(saved: AppSettings, draft: AppSettings): Partial<AppSettings> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (key === 'version') continue;
    if (JSON.stringify(value) !== JSON.stringify(saved[key as keyof AppSettings])) {
      patch[key] = value;
    }
  }
  return patch as Partial<AppSettings>;
}

export function SettingsPage() {
  const { _ } = useLingui();
  const { product } = useVariant();
  const other = product === 'smm' ? 'connect' : 'smm';
  const [draft, setDraft] = useState<AppSettings | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirming, setConfirming] = useState<Patch | null>(null);
  const [busy, setBusy] = useState(false);
  const { newer, failed, clear: clearNewer } = useNewerVersion();
  const { load, reload } = useLoad(async () => {
    const saved = await readAppSettings(true);
    setDraft(saved);
    clearNewer();
    return saved;
  }, []);

  const set = (patch: Partial<AppSettings>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  async function save(patch: Patch) {
    setBusy(true);
    clearNewer();
    try {
      const baseVersion = load.state === 'ready' ? (load.value.version ?? undefined) : undefined;
      await updateSettings({ patch, baseVersion });
      notify(_(c.saved), 'success');
      reload();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (load.state !== 'ready' || !draft) return;
    const next = {
      ...draft,
      siteName: draft.siteName.trim(),
      supportEmail: draft.supportEmail.trim(),
    };
    if (!next.siteName) return setProblem('siteNameRequired');
    if (!v.safeParse(emailSchema, next.supportEmail).success) return setProblem('emailInvalid');
    if (!next.enabledLocales.includes(next.defaultLocale)) return setProblem('localesRequired');
    setProblem(null);
    const patch = patchOf(load.value, next) as Patch;
    if (Object.keys(patch).length === 0) {
      notify(_(c.nothingChanged), 'info');
      return;
    }
    // Turning maintenance on locks users out: ask first.
    if (patch.maintenanceFor?.[product] === true) setConfirming(patch);
    else void save(patch);
  }

  function toggleLocale(locale: Locale, on: boolean) {
    if (!draft) return;
    const enabledLocales = on
      ? SUPPORTED_LOCALES.filter((l) => l === locale || draft.enabledLocales.includes(l))
      : draft.enabledLocales.filter((l) => l !== locale);
    set({ enabledLocales });
  }

  return (
    <div className="super">
      <SuperAdminStyle />
      <PageHeader title={nav.settings} lead={m.lead} />
      {load.state === 'loading' ? <Skeleton shape="lines" count={6} /> : null}
      {load.state === 'failed' ? <LoadFailed onRetry={reload} /> : null}
      {load.state === 'ready' && draft ? (
        <form className="form" onSubmit={submit} noValidate>
          <label className="field">
            {_(m.siteName)}
            <input
              name="siteName"
              maxLength={80}
              value={draft.siteName}
              aria-invalid={problem === 'siteNameRequired' || undefined}
              onChange={(e) => set({ siteName: e.target.value })}
            />
          </label>
          <label className="field">
            {_(m.supportEmail)}
            <input
              type="email"
              name="supportEmail"
              value={draft.supportEmail}
              aria-invalid={problem === 'emailInvalid' || undefined}
              onChange={(e) => set({ supportEmail: e.target.value })}
            />
          </label>
          <fieldset>
            <legend>{_(m.enabledLocales)}</legend>
            {SUPPORTED_LOCALES.map((locale) => (
              <label className="check" key={locale} lang={locale}>
                <input
                  type="checkbox"
                  name="enabledLocale"
                  value={locale}
                  checked={draft.enabledLocales.includes(locale)}
                  onChange={(e) => toggleLocale(locale, e.target.checked)}
                />
                {LANGUAGE_NAMES[locale]}
              </label>
            ))}
          </fieldset>
          <label className="field">
            {_(m.defaultLocale)}
            <select
              name="defaultLocale"
              value={draft.defaultLocale}
              onChange={(e) => set({ defaultLocale: e.target.value as Locale })}
            >
              {SUPPORTED_LOCALES.filter((l) => draft.enabledLocales.includes(l)).map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>{_(m.maintenance)}</legend>
            <p className="muted" id="maintenance-hint">
              {_(m.maintenanceHint)}
            </p>
            <p className="muted" id="maintenance-scope" data-maintenance-scope={product}>
              {_({
                ...maintenanceScope.affects,
                values: { product: BRAND_NAMES[product], other: BRAND_NAMES[other] },
              })}
            </p>
            <label className="check">
              <input
                type="checkbox"
                name="maintenance"
                checked={maintenanceIn(draft, product)}
                aria-describedby="maintenance-hint maintenance-scope"
                // The older switch for both products becomes one switch per product.
                onChange={(e) =>
                  set({
                    maintenance: false,
                    maintenanceFor: {
                      [product]: e.target.checked,
                      [other]: maintenanceIn(draft, other),
                    } as AppSettings['maintenanceFor'],
                  })
                }
              />
              {_({ ...maintenanceScope.switchOf, values: { product: BRAND_NAMES[product] } })}
            </label>
            <label className="field" style={{ flex: '1 1 100%' }}>
              {_(m.maintenanceMessage)}
              <textarea
                name="maintenanceMessage"
                rows={3}
                maxLength={500}
                value={draft.maintenanceMessage}
                onChange={(e) => set({ maintenanceMessage: e.target.value })}
              />
            </label>
          </fieldset>
          <fieldset>
            <legend>{_(adminAccounts.signupTitle)}</legend>
            <p className="muted" id="signup-hint">
              {_(adminAccounts.signupHint)}
            </p>
            <label className="check">
              <input
                type="checkbox"
                name="smmSignupOpen"
                checked={draft.smmSignupOpen}
                aria-describedby="signup-hint"
                onChange={(e) => set({ smmSignupOpen: e.target.checked })}
              />
              {_(adminAccounts.signupOpen)}
            </label>
          </fieldset>
          {problem ? (
            <p className="form-error" role="alert">
              {_(problem === 'emailInvalid' ? usersPage.emailInvalid : m[problem])}
            </p>
          ) : null}
          {newer ? <NewerVersionNotice newer={newer} busy={busy} onReload={reload} /> : null}
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {_(c.save)}
            </button>
          </div>
        </form>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          text={_(m.confirmMaintenance)}
          busy={busy}
          onConfirm={() => save(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
