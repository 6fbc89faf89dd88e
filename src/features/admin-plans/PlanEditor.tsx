import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type Locale, SUPPORTED_LOCALES } from '@model/constants';
import type { Product } from '@model/variant';
import { type FormEvent, useState } from 'react';
import {
  type AdminPlan,
  createPlan,
  listPlansForAdmin,
  updatePlan,
} from '../../firebase/admin/admin-plans';
import { formatList } from '../../lib/list-format';
import { LocaleSelect } from '../../ui/admin/LocaleSelect';
import { usersPage as u } from '../../ui/admin/messages';
import { superCommon as c } from '../../ui/admin/super-messages';
import { errorSentence } from '../../ui/error-text';
import { planFeatures } from '../../ui/labels';
import { LANGUAGE_NAMES } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { NewerVersionNotice } from '../../ui/versions/NewerVersionNotice';
import { useNewerVersion } from '../../ui/versions/use-newer-version';
import { plansAdmin as m } from './messages';
import { changedFields, type Draft, type DraftProblem, draftOf, toFields } from './plan-draft';

const PROBLEMS: Record<DraftProblem, MessageDescriptor> = {
  missingEnglish: c.missingEnglish,
  invalidPrice: m.invalidPrice,
  invalidCurrency: m.invalidCurrency,
  invalidNumber: m.invalidNumber,
};

/** Creates a plan (plan = null) or edits one; texts are edited one language at a time. */
export function PlanEditor({
  plan,
  product,
  nextOrder,
  onDone,
  onCancel,
  onReloaded,
}: {
  plan: AdminPlan | null;
  product: Product;
  nextOrder: number;
  onDone: () => void;
  onCancel: () => void;
  /** The stored plans were read again (a newer version loaded): the page's list follows. */
  onReloaded: () => void;
}) {
  const { _, i18n } = useLingui();
  // The plan as read: the draft's starting point and the version the save is based on.
  const [base, setBase] = useState(plan);
  const { newer, failed, clear: clearNewer } = useNewerVersion();
  const [draft, setDraft] = useState(() => draftOf(plan, nextOrder));
  const [locale, setLocale] = useState<Locale>('en');
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // One idempotency key per plan being created: a retried click creates it once.
  const [requestId] = useState(() => crypto.randomUUID());
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const knownFeatures = [...new Set([...Object.keys(planFeatures), ...draft.features])];
  const written = SUPPORTED_LOCALES.filter((l) => draft.name[l]?.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = toFields(draft, product);
    if (typeof fields === 'string') {
      setProblem(fields);
      return;
    }
    setProblem(null);
    clearNewer();
    setBusy(true);
    try {
      if (base) {
        const patch = changedFields(base, fields);
        if (Object.keys(patch).length === 0) {
          notify(_(c.nothingChanged), 'info');
          return;
        }
        await updatePlan({ planId: base.id, baseVersion: base.version ?? undefined, patch });
        notify(_(c.saved), 'success');
      } else {
        await createPlan({ requestId, plan: fields });
        notify(_({ ...m.created, values: { name: fields.name.en } }), 'success');
      }
      onDone();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  /** Replaces the draft with the plan as now stored, the version the next save is based on. */
  async function loadNewer() {
    if (!base) return;
    setBusy(true);
    try {
      const fresh = (await listPlansForAdmin(product)).find((p) => p.id === base.id);
      if (fresh) {
        setBase(fresh);
        setDraft(draftOf(fresh, nextOrder));
      }
      clearNewer();
      onReloaded();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const title = plan ? _({ ...m.editPlan, values: { name: plan.name.en } }) : _(m.newPlan);
  return (
    <section
      className="card"
      aria-labelledby="plan-editor-title"
      data-plan-editor={plan?.id ?? 'new'}
    >
      <h2 id="plan-editor-title">{title}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{_({ ...m.textsIn, values: { language: LANGUAGE_NAMES[locale] } })}</legend>
          <LocaleSelect name="textLocale" value={locale} onChange={setLocale} />
          <label className="field" style={{ flex: '1 1 14rem' }}>
            {_(u.name)}
            <input
              name="planName"
              lang={locale}
              maxLength={80}
              value={draft.name[locale] ?? ''}
              onChange={(e) => set({ name: { ...draft.name, [locale]: e.target.value } })}
            />
          </label>
          <label className="field" style={{ flex: '1 1 100%' }}>
            {_(m.description)}
            <textarea
              name="planDescription"
              lang={locale}
              rows={3}
              maxLength={1000}
              value={draft.description[locale] ?? ''}
              onChange={(e) =>
                set({ description: { ...draft.description, [locale]: e.target.value } })
              }
            />
          </label>
          <p className="muted">
            {_({
              ...m.filledLocales,
              values: {
                list:
                  formatList(
                    i18n.locale,
                    written.map((l) => LANGUAGE_NAMES[l]),
                  ) || '–',
              },
            })}
          </p>
        </fieldset>
        <div className="grid">
          <label className="field">
            {_(m.priceMonthly)}
            <input
              name="priceMonthly"
              inputMode="decimal"
              value={draft.priceMonthly}
              onChange={(e) => set({ priceMonthly: e.target.value })}
            />
          </label>
          <label className="field">
            {_(m.priceYearly)}
            <input
              name="priceYearly"
              inputMode="decimal"
              value={draft.priceYearly}
              onChange={(e) => set({ priceYearly: e.target.value })}
            />
          </label>
          <label className="field">
            {_(m.currency)}
            <input
              name="currency"
              maxLength={3}
              autoCapitalize="characters"
              value={draft.currency}
              onChange={(e) => set({ currency: e.target.value })}
            />
          </label>
          <label className="field">
            {_(m.order)}
            <input
              name="order"
              inputMode="numeric"
              value={draft.order}
              onChange={(e) => set({ order: e.target.value })}
            />
          </label>
        </div>
        <fieldset>
          <legend>{_(m.limits)}</legend>
          {(['channels', 'postsPerMonth', 'members'] as const).map((key) => (
            <label className="field" key={key}>
              {_(m[key])}
              <input
                name={key}
                inputMode="numeric"
                value={draft[key]}
                onChange={(e) => set({ [key]: e.target.value })}
              />
            </label>
          ))}
          {product === 'smm' ? (
            <>
              <label className="field">
                {_(m.workspaces)}
                <input
                  name="workspaces"
                  inputMode="numeric"
                  aria-describedby="plan-workspaces-hint"
                  value={draft.workspaces}
                  onChange={(e) => set({ workspaces: e.target.value })}
                />
              </label>
              <p className="muted" id="plan-workspaces-hint">
                {_(m.workspacesHint)}
              </p>
            </>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{_(m.features)}</legend>
          {knownFeatures.map((feature) => (
            <label className="check" key={feature}>
              <input
                type="checkbox"
                name="feature"
                value={feature}
                checked={draft.features.includes(feature)}
                onChange={(e) =>
                  set({
                    features: e.target.checked
                      ? [...draft.features, feature]
                      : draft.features.filter((f) => f !== feature),
                  })
                }
              />
              {planFeatures[feature] ? _(planFeatures[feature]) : feature}
            </label>
          ))}
        </fieldset>
        {problem ? (
          <p className="form-error" role="alert">
            {_(PROBLEMS[problem])}
          </p>
        ) : null}
        {newer ? <NewerVersionNotice newer={newer} busy={busy} onReload={loadNewer} /> : null}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {_(c.save)}
          </button>
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            {_(u.cancel)}
          </button>
        </div>
      </form>
    </section>
  );
}
