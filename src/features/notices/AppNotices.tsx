import { useLingui } from '@lingui/react';
import { isAdmin } from '@model/roles';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { acceptedVersion } from '../../firebase/admin/admin-consent';
import {
  type AppSettings,
  maintenanceIn,
  readAppSettings,
} from '../../firebase/admin/admin-settings';
import { getPublishedPolicy } from '../../firebase/catalogue';
import { recordConsent } from '../../firebase/contact';
import { session } from '../../session/store';
import { MarkdownPreview } from '../../ui/admin/MarkdownPreview';
import { BlockingDialog } from '../../ui/dialogs/BlockingDialog';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { useVariant } from '../../ui/variant';
import { appNotices as m } from './messages';
import { NoticeStyle } from './NoticeStyle';

// Maintenance can be switched on while someone works: look again now and then.
const RECHECK_MS = 60_000;

interface OutdatedTerms {
  version: number;
  markdown: string;
}

/**
 * What the signed-in app must say before anything else (loaded lazily by the app layout):
 * the maintenance screen for users who are not admins, a reminder to admins that it is on,
 * and new terms of service to accept for users who accepted an older version.
 */
export function AppNotices({ onSignOut }: { onSignOut: () => void }) {
  const { _, i18n } = useLingui();
  const snap = useSnapshot(session);
  const { product } = useVariant();
  const admin = isAdmin(snap.currentRole, snap.roles);
  const [settings, setSettings] = useState<AppSettings | null>(null);
  const [terms, setTerms] = useState<OutdatedTerms | null>(null);
  const [busy, setBusy] = useState(false);
  const locale = i18n.locale;
  const uid = snap.uid;

  const checkSettings = useCallback((fresh: boolean) => {
    readAppSettings(fresh).then(setSettings, () => undefined);
  }, []);

  useEffect(() => {
    checkSettings(false);
    const timer = setInterval(() => checkSettings(true), RECHECK_MS);
    return () => clearInterval(timer);
  }, [checkSettings]);

  const checkTerms = useCallback(async () => {
    if (!uid) return setTerms(null);
    const [published, accepted] = await Promise.all([
      getPublishedPolicy('terms', locale),
      acceptedVersion(uid, 'terms'),
    ]);
    // Only someone who accepted an earlier version is asked again; accounts that never
    // recorded a choice accept the terms when they sign up.
    const outdated = published !== null && accepted !== null && accepted < published.version;
    setTerms(outdated ? { version: published.version, markdown: published.markdown } : null);
  }, [uid, locale]);

  useEffect(() => {
    checkTerms().catch(() => undefined);
  }, [checkTerms]);

  async function accept(version: number) {
    setBusy(true);
    try {
      await recordConsent({ kind: 'terms', version });
      notify(_(m.accepted), 'success');
      setTerms(null);
    } catch (error) {
      notify(errorSentence(_, error), 'error');
      // A newer version may have been published meanwhile: show that one.
      await checkTerms().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  if (maintenanceIn(settings, product) && !admin) {
    return (
      <BlockingDialog titleId="maintenance-title" className="maintenance">
        <NoticeStyle />
        <div data-maintenance-screen>
          <h1 id="maintenance-title">{_(m.maintenanceTitle)}</h1>
          <p>{settings.maintenanceMessage || _(m.maintenanceDefault)}</p>
          <div className="actions" style={{ justifyContent: 'center' }}>
            <button type="button" className="button" onClick={() => checkSettings(true)}>
              {_(m.checkAgain)}
            </button>
            <button type="button" className="button" onClick={onSignOut}>
              {_(m.signOut)}
            </button>
          </div>
        </div>
      </BlockingDialog>
    );
  }
  return (
    <>
      <NoticeStyle />
      {maintenanceIn(settings, product) ? (
        <p className="notice-banner" role="status">
          {_(m.maintenanceAdmin)}
        </p>
      ) : null}
      {terms ? (
        <BlockingDialog titleId="terms-title">
          <div data-terms-prompt={terms.version}>
            <h1 id="terms-title">{_(m.termsTitle)}</h1>
            <p>{_({ ...m.termsLead, values: { version: terms.version } })}</p>
            <div className="notice-body">
              <MarkdownPreview markdown={terms.markdown} lang={locale} />
            </div>
            <div className="actions">
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() => accept(terms.version)}
              >
                {_(m.accept)}
              </button>
              <button type="button" className="button" disabled={busy} onClick={onSignOut}>
                {_(m.signOut)}
              </button>
            </div>
          </div>
        </BlockingDialog>
      ) : null}
    </>
  );
}
