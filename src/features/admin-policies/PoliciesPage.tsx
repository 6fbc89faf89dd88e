import { useLingui } from '@lingui/react';
import type { Locale } from '@model/constants';
import { POLICY_KINDS, type PolicyKind, type PublishPolicyInput } from '@model/schemas/policies';
import { useState } from 'react';
import {
  listPolicyVersions,
  type PolicyTexts,
  publishPolicy,
  readPolicyForEditing,
} from '../../firebase/admin/admin-policies';
import { LocaleSelect } from '../../ui/admin/LocaleSelect';
import { MarkdownPreview } from '../../ui/admin/MarkdownPreview';
import { SuperAdminStyle } from '../../ui/admin/SuperAdminStyle';
import { superCommon as c, policiesAdmin as m } from '../../ui/admin/super-messages';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { LANGUAGE_NAMES, nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { NewerVersionNotice } from '../../ui/versions/NewerVersionNotice';
import { useNewerVersion } from '../../ui/versions/use-newer-version';
import { policyNames } from './messages';
import { PolicyHistory } from './PolicyHistory';

/** The texts to publish: empty languages left out (they fall back to English). */
function contentOf(texts: PolicyTexts): PublishPolicyInput['content'] | null {
  const content = Object.fromEntries(
    Object.entries(texts)
      .map(([locale, text]) => [locale, text.trim()])
      .filter(([, text]) => text),
  );
  return content.en ? (content as PublishPolicyInput['content']) : null;
}

export function PoliciesPage() {
  const { _ } = useLingui();
  const [kind, setKind] = useState<PolicyKind>('terms');
  const [locale, setLocale] = useState<Locale>('en');
  const [texts, setTexts] = useState<PolicyTexts>({});
  const { newer, failed, clear: clearNewer } = useNewerVersion();
  const { load, reload } = useLoad(async () => {
    const [published, versions] = await Promise.all([
      readPolicyForEditing(kind),
      listPolicyVersions(kind),
    ]);
    // The editor starts from the published text.
    setTexts({ ...(published?.content ?? {}) });
    clearNewer();
    return { published, versions };
  }, [kind]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // One idempotency key per version being published: a retry publishes it once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const published = load.state === 'ready' ? load.value.published : null;
  const nextVersion = (published?.version ?? 0) + 1;
  const content = contentOf(texts);
  const unchanged =
    content !== null &&
    published !== null &&
    JSON.stringify(content) === JSON.stringify(contentOf(published.content));

  function askToPublish() {
    if (!content) {
      notify(_(c.missingEnglish), 'error');
      return;
    }
    if (unchanged) {
      notify(_(m.unchanged), 'info');
      return;
    }
    setConfirming(true);
  }

  async function publish() {
    if (!content) return;
    setBusy(true);
    clearNewer();
    try {
      const reply = await publishPolicy({
        requestId,
        kind,
        content,
        baseVersion: published?.base ?? undefined,
      });
      notify(_({ ...m.publishedDone, values: { version: reply.version } }), 'success');
      setRequestId(crypto.randomUUID());
      reload();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const markdown = texts[locale] ?? '';
  return (
    <div className="super">
      <SuperAdminStyle />
      <PageHeader title={nav.policies} lead={m.lead} />
      <div className="actions">
        <label className="field">
          {_(m.policy)}
          <select
            name="policyKind"
            value={kind}
            disabled={busy}
            onChange={(e) => setKind(e.target.value as PolicyKind)}
          >
            {POLICY_KINDS.map((k) => (
              <option key={k} value={k}>
                {_(policyNames[k])}
              </option>
            ))}
          </select>
        </label>
        <LocaleSelect name="policyLocale" value={locale} onChange={setLocale} />
      </div>

      {load.state === 'loading' ? <Skeleton shape="lines" count={6} /> : null}
      {load.state === 'failed' ? <LoadFailed onRetry={reload} /> : null}
      {load.state === 'ready' ? (
        <>
          <p aria-live="polite" data-published-version={published?.version ?? 0}>
            {published ? _({ ...m.published, values: { version: published.version } }) : _(m.none)}
          </p>
          <div className="split">
            <label className="field">
              {_({ ...m.text, values: { language: LANGUAGE_NAMES[locale] } })}
              <textarea
                name="policyText"
                className="markdown"
                lang={locale}
                dir={locale === 'ar' ? 'rtl' : undefined}
                maxLength={100_000}
                value={markdown}
                onChange={(e) => setTexts({ ...texts, [locale]: e.target.value })}
              />
            </label>
            <section aria-labelledby="preview-title">
              <h2 id="preview-title">{_(m.preview)}</h2>
              <div className="preview" dir={locale === 'ar' ? 'rtl' : undefined}>
                <MarkdownPreview markdown={markdown} lang={locale} />
              </div>
            </section>
          </div>
          {newer ? <NewerVersionNotice newer={newer} busy={busy} onReload={reload} /> : null}
          <div className="actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={askToPublish}
            >
              {_({ ...m.publish, values: { version: nextVersion } })}
            </button>
          </div>
          <section aria-labelledby="history-title">
            <h2 id="history-title">{_(m.history)}</h2>
            <PolicyHistory versions={load.value.versions} locale={locale} />
          </section>
        </>
      ) : null}

      {confirming ? (
        <ConfirmDialog
          text={
            kind === 'terms'
              ? _({ ...m.confirmPublishTerms, values: { version: nextVersion } })
              : _({
                  ...m.confirmPublish,
                  values: { version: nextVersion, policy: _(policyNames[kind]) },
                })
          }
          busy={busy}
          onConfirm={publish}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
