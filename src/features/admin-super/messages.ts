// The words of this admin screen; the words several admin screens share are in
// src/ui/admin/.

export const superAdminPage = {
  lead: /*i18n*/ {
    id: 'super.grants.lead',
    message:
      'Grant and revoke admin and super admin per product, and read the audit log. The last super admin can never be removed.',
  },
  grants: /*i18n*/ { id: 'super.grants.title', message: 'Administrators' },
  searchEmail: /*i18n*/ { id: 'super.grants.searchEmail', message: 'Email begins with' },
  roleIn: /*i18n*/ { id: 'super.grants.roleIn', message: 'Role in {product}' },
  roleOf: /*i18n*/ { id: 'super.grants.roleOf', message: 'Role of {email} in {product}' },
  legacy: /*i18n*/ { id: 'super.grants.legacy', message: 'Legacy role: {role}' },
  empty: /*i18n*/ { id: 'super.grants.empty', message: 'No account matches this email.' },
  confirmChange: /*i18n*/ {
    id: 'super.grants.confirmChange',
    message: 'Change the role of {email} in {product} from {from} to {to}?',
  },
  changed: /*i18n*/ {
    id: 'super.grants.changed',
    message: '{email} is now {role} in {product}.',
  },
  audit: /*i18n*/ { id: 'super.audit.title', message: 'Audit log' },
  actor: /*i18n*/ { id: 'super.audit.actor', message: 'Done by (email)' },
  action: /*i18n*/ { id: 'super.audit.action', message: 'Action' },
  anyAction: /*i18n*/ { id: 'super.audit.anyAction', message: 'Any action' },
  from: /*i18n*/ { id: 'super.audit.from', message: 'From' },
  to: /*i18n*/ { id: 'super.audit.to', message: 'Until (inclusive)' },
  filter: /*i18n*/ { id: 'super.audit.filter', message: 'Filter' },
  when: /*i18n*/ { id: 'super.audit.when', message: 'When' },
  who: /*i18n*/ { id: 'super.audit.who', message: 'Who' },
  what: /*i18n*/ { id: 'super.audit.what', message: 'What' },
  target: /*i18n*/ { id: 'super.audit.target', message: 'Changed' },
  details: /*i18n*/ { id: 'super.audit.details', message: 'Details' },
  auditEmpty: /*i18n*/ {
    id: 'super.audit.empty',
    message: 'No entry matches these filters.',
  },
  badRange: /*i18n*/ {
    id: 'super.audit.badRange',
    message: 'The start date must come before the end date.',
  },
};
