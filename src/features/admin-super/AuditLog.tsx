import { useLingui } from '@lingui/react';
import type { ListAuditLogInput } from '@model/schemas/audit-log';
import { type FormEvent, useState } from 'react';
import { listAuditLog } from '../../firebase/admin/admin-super';
import { LoadedTable } from '../../ui/LoadedTable';
import { notify } from '../../ui/notification-store';
import { CursorPager } from '../../ui/Pager';
import { useLoad } from '../../ui/use-load';
import { usePages } from '../../ui/use-pages';
import { superAdminPage as m } from './messages';

/** Actions the server records today; the field takes any other name too. */
const KNOWN_ACTIONS = [
  'user.roles.set',
  'user.invite',
  'plan.create',
  'plan.update',
  'plan.archive',
  'policy.publish',
  'settings.update',
  'subscription.courtesy.grant',
  'subscription.courtesy.revoke',
  'subscription.courtesy.expire',
  'onboarding.start',
  'onboarding.review',
  'serviceRequest.update',
  'workspace.create',
  'workspace.member.set',
  'apiKey.create',
  'apiKey.revoke',
];

type Filters = Pick<ListAuditLogInput, 'actorEmail' | 'action' | 'from' | 'to'>;
const DAY_MS = 86_400_000;
const AUDIT_PAGE_SIZE = 25;

/** Date inputs are whole days in UTC: "until" includes the whole of its day. */
function filtersOf(form: { actor: string; action: string; from: string; to: string }): Filters {
  return {
    ...(form.actor.trim() ? { actorEmail: form.actor.trim().toLowerCase() } : {}),
    ...(form.action.trim() ? { action: form.action.trim() } : {}),
    ...(form.from ? { from: `${form.from}T00:00:00.000Z` } : {}),
    ...(form.to
      ? { to: new Date(Date.parse(`${form.to}T00:00:00.000Z`) + DAY_MS).toISOString() }
      : {}),
  };
}

function summary(details: Record<string, unknown>): string {
  const text = JSON.stringify(details);
  return text === '{}' ? '' : text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** The audit log, newest first, filtered and paged on the server. */
export function AuditLog() {
  const { _, i18n } = useLingui();
  const [form, setForm] = useState({ actor: '', action: '', from: '', to: '' });
  const [filters, setFilters] = useState<Filters>({});
  const pages = usePages<string>();
  // A new filters object per submit: filtering again with the same values reads the log again.
  const { load, reload } = useLoad(
    () =>
      listAuditLog({
        ...filters,
        pageSize: AUDIT_PAGE_SIZE,
        ...(pages.cursor ? { cursor: pages.cursor } : {}),
      }),
    [filters, pages.cursor],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.from && form.to && form.from > form.to) {
      notify(_(m.badRange), 'error');
      return;
    }
    setFilters(filtersOf(form));
    pages.restart();
  }

  const entries = load.state === 'ready' ? load.value.entries : [];
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">{_(m.audit)}</h2>
      <form className="grid" onSubmit={submit} aria-label={_(m.filter)}>
        <label className="field">
          {_(m.actor)}
          <input
            type="email"
            name="auditActor"
            value={form.actor}
            onChange={(e) => setForm({ ...form, actor: e.target.value })}
          />
        </label>
        <label className="field">
          {_(m.action)}
          <input
            name="auditAction"
            list="audit-actions"
            placeholder={_(m.anyAction)}
            value={form.action}
            onChange={(e) => setForm({ ...form, action: e.target.value })}
          />
          <datalist id="audit-actions">
            {KNOWN_ACTIONS.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </label>
        <label className="field">
          {_(m.from)}
          <input
            type="date"
            name="auditFrom"
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.target.value })}
          />
        </label>
        <label className="field">
          {_(m.to)}
          <input
            type="date"
            name="auditTo"
            value={form.to}
            onChange={(e) => setForm({ ...form, to: e.target.value })}
          />
        </label>
        <div className="actions" style={{ alignSelf: 'end' }}>
          <button type="submit" className="button">
            {_(m.filter)}
          </button>
        </div>
      </form>
      <LoadedTable
        load={load}
        isEmpty={entries.length === 0}
        empty={m.auditEmpty}
        onRetry={reload}
        label={_(m.audit)}
        columns={[m.when, m.who, m.what, m.target, m.details]}
      >
        {entries.map((entry) => (
          <tr key={entry.id} data-audit={entry.id} data-action={entry.action}>
            <td>
              {entry.at
                ? i18n.date(new Date(entry.at), { dateStyle: 'short', timeStyle: 'medium' })
                : '–'}
            </td>
            <td>{entry.actorEmail ?? entry.actorUid}</td>
            <td>
              <code>{entry.action}</code>
              {entry.product ? <span className="muted"> · {entry.product}</span> : null}
            </td>
            <td>
              <code>{entry.target}</code>
            </td>
            <td>
              <code>{summary(entry.details)}</code>
            </td>
          </tr>
        ))}
      </LoadedTable>
      <CursorPager
        label={_(m.audit)}
        pages={pages}
        next={load.state === 'ready' ? load.value.next : null}
      />
    </section>
  );
}
