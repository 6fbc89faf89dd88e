import { useLingui } from '@lingui/react';
import type { Product } from '@model/variant';
import { type FormEvent, useState } from 'react';
import {
  findWorkspaces,
  grantCourtesy,
  type WorkspaceChoice,
} from '../../firebase/admin/admin-courtesy';
import { listActivePlans, type PublicPlan } from '../../firebase/plans';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { useLoad, valueOr } from '../../ui/use-load';
import { COURTESY_PERIODS, courtesyEnd } from './courtesy-period';
import { courtesyPage as m } from './messages';

export function GrantCourtesyForm({
  product,
  onGranted,
}: {
  product: Product;
  onGranted: () => void;
}) {
  const { _, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [workspaceId, setWorkspaceId] = useState('');
  const [planId, setPlanId] = useState('');
  const [months, setMonths] = useState<number>(3);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Searching waits for a pause in typing; a failed search keeps the choices already shown.
  const choices = valueOr<WorkspaceChoice[]>(
    useLoad(() => findWorkspaces(product, search), [product, search], { delayMs: 250 }).load,
    [],
  );
  const plans = valueOr<PublicPlan[]>(
    useLoad(() => listActivePlans(product, i18n.locale), [product, i18n.locale]).load,
    [],
  );

  const end = courtesyEnd(new Date(), months);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!workspaceId || !planId || !reason.trim()) {
      setError(_(m.missing));
      return;
    }
    setError(null);
    setBusy(true);
    const name = choices.find((c) => c.id === workspaceId)?.name ?? workspaceId;
    try {
      await grantCourtesy({
        workspaceId,
        planId,
        reason: reason.trim(),
        expiresAt: end.toISOString(),
      });
      notify(
        _({ ...m.granted, values: { name, date: i18n.date(end, { dateStyle: 'medium' }) } }),
        'success',
      );
      setReason('');
      setWorkspaceId('');
      onGranted();
    } catch (failure) {
      notify(errorSentence(_, failure), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ops-panel" aria-labelledby="grant-title">
      <h2 id="grant-title">{_(m.grant)}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          {_(m.findWorkspace)}
          <input
            type="search"
            name="workspaceSearch"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label className="field">
          {_(m.workspace)}
          <select
            name="workspace"
            value={workspaceId}
            onChange={(e) => setWorkspaceId(e.target.value)}
          >
            <option value="">{_(m.chooseWorkspace)}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {_(m.plan)}
          <select name="plan" value={planId} onChange={(e) => setPlanId(e.target.value)}>
            <option value="">{_(m.chooseWorkspace)}</option>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {_(m.period)}
          <select
            name="period"
            value={months}
            aria-describedby="grant-end"
            onChange={(e) => setMonths(Number(e.target.value))}
          >
            {COURTESY_PERIODS.map((n) => (
              <option key={n} value={n}>
                {_({ ...m.months, values: { count: n } })}
              </option>
            ))}
          </select>
        </label>
        <p id="grant-end" className="muted">
          {_({ ...m.endsOn, values: { date: i18n.date(end, { dateStyle: 'long' }) } })}
        </p>
        <label className="field">
          {_(m.reason)}
          <textarea
            name="reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.grantButton)}
        </button>
      </form>
    </section>
  );
}
