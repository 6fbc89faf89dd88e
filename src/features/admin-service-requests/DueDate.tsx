import { useLingui } from '@lingui/react';
import type { ServiceRequestRow } from '../../firebase/admin/admin-service-requests';
import { requestsPage as m } from './messages';
import { isOverdue } from './request-status';

const OVERDUE_STYLE = { color: '#b42318', fontWeight: 600 } as const;

/** A request's due day, marked when it has passed and the request is still open. */
export function DueDate({ row, now }: { row: ServiceRequestRow; now: Date }) {
  const { _, i18n } = useLingui();
  if (!row.dueAt) return null;
  const overdue = isOverdue(row.dueAt, row.status, now);
  return (
    <span style={overdue ? OVERDUE_STYLE : undefined} data-overdue={overdue || undefined}>
      {i18n.date(row.dueAt, { dateStyle: 'medium' })}
      {overdue ? ` · ${_(m.overdue)}` : ''}
    </span>
  );
}
