import { SuperAdminStyle } from '../../ui/admin/SuperAdminStyle';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { AdminGrants } from './AdminGrants';
import { AuditLog } from './AuditLog';
import { superAdminPage as m } from './messages';

export function SuperAdminPage() {
  return (
    <div className="super">
      <SuperAdminStyle />
      <PageHeader title={nav.superAdmin} lead={m.lead} />
      <AdminGrants />
      <AuditLog />
    </div>
  );
}
