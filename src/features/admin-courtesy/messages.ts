// The words of this admin screen; the words several admin screens share are in
// src/ui/admin/.

export const courtesyPage = {
  lead: /*i18n*/ {
    id: 'admin.courtesy.lead',
    message: 'Give a workspace a plan free of charge for a while; it ends on its own.',
  },
  show: /*i18n*/ { id: 'admin.courtesy.show', message: 'Show' },
  active: /*i18n*/ { id: 'admin.courtesy.active', message: 'Active' },
  expired: /*i18n*/ { id: 'admin.courtesy.expired', message: 'Expired' },
  revoked: /*i18n*/ { id: 'admin.courtesy.revoked', message: 'Revoked' },
  all: /*i18n*/ { id: 'admin.courtesy.all', message: 'All' },
  workspace: /*i18n*/ { id: 'admin.courtesy.workspace', message: 'Workspace' },
  plan: /*i18n*/ { id: 'admin.courtesy.plan', message: 'Plan' },
  reason: /*i18n*/ { id: 'admin.courtesy.reason', message: 'Reason' },
  until: /*i18n*/ { id: 'admin.courtesy.until', message: 'Until' },
  state: /*i18n*/ { id: 'admin.courtesy.state', message: 'State' },
  empty: /*i18n*/ {
    id: 'admin.courtesy.empty',
    message: 'No courtesy subscription here. Grant one with the form below.',
  },
  failed: /*i18n*/ {
    id: 'admin.courtesy.failed',
    message: 'The courtesy subscriptions could not be loaded.',
  },
  revoke: /*i18n*/ { id: 'admin.courtesy.revoke', message: 'Revoke' },
  revokeFor: /*i18n*/ { id: 'admin.courtesy.revokeFor', message: 'Revoke for {name}' },
  confirmRevoke: /*i18n*/ {
    id: 'admin.courtesy.confirmRevoke',
    message: 'Revoke the courtesy subscription of {name}? It goes back to its previous plan now.',
  },
  revokedDone: /*i18n*/ {
    id: 'admin.courtesy.revokedDone',
    message: 'The courtesy subscription of {name} was revoked.',
  },
  grant: /*i18n*/ { id: 'admin.courtesy.grant', message: 'Grant a courtesy subscription' },
  findWorkspace: /*i18n*/ {
    id: 'admin.courtesy.findWorkspace',
    message: 'Find a workspace by the start of its name',
  },
  chooseWorkspace: /*i18n*/ { id: 'admin.courtesy.chooseWorkspace', message: 'Choose…' },
  period: /*i18n*/ { id: 'admin.courtesy.period', message: 'For' },
  months: /*i18n*/ {
    id: 'admin.courtesy.months',
    message: '{count, plural, one {# month} other {# months}}',
  },
  endsOn: /*i18n*/ { id: 'admin.courtesy.endsOn', message: 'Ends on {date}' },
  grantButton: /*i18n*/ { id: 'admin.courtesy.grantButton', message: 'Grant' },
  granted: /*i18n*/ {
    id: 'admin.courtesy.granted',
    message: '{name} has a courtesy subscription until {date}.',
  },
  missing: /*i18n*/ {
    id: 'admin.courtesy.missing',
    message: 'Choose a workspace and a plan and give a reason.',
  },
};
