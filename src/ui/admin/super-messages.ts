// Sentences of the super admin screens (plans, policies, settings, grants and audit log) and
// of the notices every signed-in user may see (maintenance, new terms). Words the other admin
// screens already say (cancel, email, pages, ...) come from messages.ts.

export const superCommon = {
  language: /*i18n*/ { id: 'super.language', message: 'Language' },
  save: /*i18n*/ { id: 'super.save', message: 'Save' },
  saved: /*i18n*/ { id: 'super.saved', message: 'Changes saved.' },
  nothingChanged: /*i18n*/ { id: 'super.nothingChanged', message: 'Nothing to save.' },
  failed: /*i18n*/ { id: 'super.failed', message: 'This could not be loaded.' },
  missingEnglish: /*i18n*/ {
    id: 'super.missingEnglish',
    message: 'English is required: it is shown when a language has no text.',
  },
};

export const plansAdmin = {
  lead: /*i18n*/ {
    id: 'super.plans.lead',
    message:
      'Plans on sale on the public plans page, in this order. Archived plans stay with the subscriptions that use them.',
  },
  newPlan: /*i18n*/ { id: 'super.plans.new', message: 'New plan' },
  editPlan: /*i18n*/ { id: 'super.plans.edit', message: 'Edit {name}' },
  edit: /*i18n*/ { id: 'super.plans.editShort', message: 'Edit' },
  archive: /*i18n*/ { id: 'super.plans.archive', message: 'Archive' },
  archived: /*i18n*/ { id: 'super.plans.archived', message: 'Archived' },
  active: /*i18n*/ { id: 'super.plans.active', message: 'On sale' },
  confirmArchive: /*i18n*/ {
    id: 'super.plans.confirmArchive',
    message: 'Archive {name}? It disappears from the plans page; current subscriptions keep it.',
  },
  archivedDone: /*i18n*/ { id: 'super.plans.archivedDone', message: '{name} is archived.' },
  created: /*i18n*/ { id: 'super.plans.created', message: '{name} is on sale.' },
  empty: /*i18n*/ {
    id: 'super.plans.empty',
    message: 'No plan for this product yet. Create the first one.',
  },
  description: /*i18n*/ { id: 'super.plans.description', message: 'Description' },
  priceMonthly: /*i18n*/ { id: 'super.plans.priceMonthly', message: 'Price per month' },
  priceYearly: /*i18n*/ { id: 'super.plans.priceYearly', message: 'Price per year' },
  currency: /*i18n*/ { id: 'super.plans.currency', message: 'Currency (ISO code)' },
  channels: /*i18n*/ { id: 'super.plans.channels', message: 'Channels' },
  postsPerMonth: /*i18n*/ { id: 'super.plans.postsPerMonth', message: 'Posts per month' },
  members: /*i18n*/ { id: 'super.plans.members', message: 'Members' },
  workspaces: /*i18n*/ { id: 'super.plans.workspaces', message: 'Workspaces per owner' },
  workspacesHint: /*i18n*/ {
    id: 'super.plans.workspacesHint',
    message:
      'How many workspaces one person may own while subscribed to this plan. Leave it empty to use the limit of the first plan on sale, or 3 when that one names none.',
  },
  limits: /*i18n*/ { id: 'super.plans.limits', message: 'Limits' },
  features: /*i18n*/ { id: 'super.plans.features', message: 'Features' },
  order: /*i18n*/ { id: 'super.plans.order', message: 'Position on the page' },
  textsIn: /*i18n*/ {
    id: 'super.plans.textsIn',
    message: 'Name and description in {language}',
  },
  filledLocales: /*i18n*/ { id: 'super.plans.filledLocales', message: 'Written in: {list}' },
  invalidPrice: /*i18n*/ {
    id: 'super.plans.invalidPrice',
    message: 'Prices are amounts such as 19 or 19.90, zero or more.',
  },
  invalidCurrency: /*i18n*/ {
    id: 'super.plans.invalidCurrency',
    message: 'The currency is a three-letter code such as EUR.',
  },
  invalidNumber: /*i18n*/ {
    id: 'super.plans.invalidNumber',
    message: 'Limits and position are whole numbers, zero or more.',
  },
};

export const policyNames = {
  privacy: /*i18n*/ { id: 'super.policy.privacy', message: 'Privacy policy' },
  terms: /*i18n*/ { id: 'super.policy.terms', message: 'Terms of service' },
  cookies: /*i18n*/ { id: 'super.policy.cookies', message: 'Cookie policy' },
  consent: /*i18n*/ { id: 'super.policy.consent', message: 'Consent' },
};

export const policiesAdmin = {
  lead: /*i18n*/ {
    id: 'super.policies.lead',
    message:
      'Write the policies in markdown, check the preview, and publish a new version. Publishing new terms asks every user to accept them.',
  },
  policy: /*i18n*/ { id: 'super.policies.policy', message: 'Policy' },
  text: /*i18n*/ { id: 'super.policies.text', message: 'Text in {language} (markdown)' },
  preview: /*i18n*/ { id: 'super.policies.preview', message: 'Preview' },
  previewEmpty: /*i18n*/ {
    id: 'super.policies.previewEmpty',
    message: 'Nothing to preview yet.',
  },
  published: /*i18n*/ {
    id: 'super.policies.published',
    message: 'Version {version} is published.',
  },
  none: /*i18n*/ { id: 'super.policies.none', message: 'No version is published yet.' },
  publish: /*i18n*/ { id: 'super.policies.publish', message: 'Publish version {version}' },
  confirmPublish: /*i18n*/ {
    id: 'super.policies.confirmPublish',
    message: 'Publish version {version} of the {policy}? It replaces the public text at once.',
  },
  confirmPublishTerms: /*i18n*/ {
    id: 'super.policies.confirmPublishTerms',
    message:
      'Publish version {version} of the terms? Every user who accepted an earlier version is asked to accept this one.',
  },
  publishedDone: /*i18n*/ {
    id: 'super.policies.publishedDone',
    message: 'Version {version} is published.',
  },
  unchanged: /*i18n*/ {
    id: 'super.policies.unchanged',
    message: 'The text is the same as the published version.',
  },
  history: /*i18n*/ { id: 'super.policies.history', message: 'History' },
  historyEmpty: /*i18n*/ { id: 'super.policies.historyEmpty', message: 'No earlier version.' },
  versionOn: /*i18n*/ { id: 'super.policies.versionOn', message: 'Version {version} · {date}' },
  compare: /*i18n*/ {
    id: 'super.policies.compare',
    message: 'Changes from version {from} to {to}',
  },
  showChanges: /*i18n*/ { id: 'super.policies.showChanges', message: 'What changed' },
  noChanges: /*i18n*/ {
    id: 'super.policies.noChanges',
    message: 'No change in this language.',
  },
  added: /*i18n*/ { id: 'super.policies.added', message: 'Added' },
  removed: /*i18n*/ { id: 'super.policies.removed', message: 'Removed' },
  diffSummary: /*i18n*/ {
    id: 'super.policies.diffSummary',
    message: '{added} lines added, {removed} lines removed.',
  },
};

export const settingsAdmin = {
  lead: /*i18n*/ {
    id: 'super.settings.lead',
    message:
      'What the whole site uses: its name, the support address, the languages on offer and maintenance mode.',
  },
  siteName: /*i18n*/ { id: 'super.settings.siteName', message: 'Site name' },
  supportEmail: /*i18n*/ { id: 'super.settings.supportEmail', message: 'Support email' },
  enabledLocales: /*i18n*/ { id: 'super.settings.enabledLocales', message: 'Languages on offer' },
  defaultLocale: /*i18n*/ { id: 'super.settings.defaultLocale', message: 'Default language' },
  maintenance: /*i18n*/ { id: 'super.settings.maintenance', message: 'Maintenance mode' },
  maintenanceHint: /*i18n*/ {
    id: 'super.settings.maintenanceHint',
    message:
      'While it is on, signed-in users who are not admins see the message below and cannot change anything; public pages show it as a banner.',
  },
  maintenanceMessage: /*i18n*/ {
    id: 'super.settings.maintenanceMessage',
    message: 'Maintenance message',
  },
  confirmMaintenance: /*i18n*/ {
    id: 'super.settings.confirmMaintenance',
    message:
      'Turn maintenance mode on? Users who are not admins can no longer work until it is off.',
  },
  siteNameRequired: /*i18n*/ {
    id: 'super.settings.siteNameRequired',
    message: 'Enter the site name.',
  },
  localesRequired: /*i18n*/ {
    id: 'super.settings.localesRequired',
    message: 'Offer at least one language, including the default one.',
  },
};

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

export const appNotices = {
  maintenanceTitle: /*i18n*/ { id: 'notice.maintenance.title', message: 'Down for maintenance' },
  maintenanceDefault: /*i18n*/ {
    id: 'notice.maintenance.default',
    message: 'We are doing some maintenance. Please come back a little later.',
  },
  maintenanceAdmin: /*i18n*/ {
    id: 'notice.maintenance.admin',
    message: 'Maintenance mode is on: users who are not admins see the maintenance screen.',
  },
  checkAgain: /*i18n*/ { id: 'notice.maintenance.checkAgain', message: 'Check again' },
  signOut: /*i18n*/ { id: 'notice.signOut', message: 'Sign out' },
  termsTitle: /*i18n*/ { id: 'notice.terms.title', message: 'Our terms have changed' },
  termsLead: /*i18n*/ {
    id: 'notice.terms.lead',
    message: 'Please read version {version} of the terms of service and accept it to go on.',
  },
  accept: /*i18n*/ { id: 'notice.terms.accept', message: 'I accept the terms' },
  accepted: /*i18n*/ {
    id: 'notice.terms.accepted',
    message: 'Thank you. Your acceptance is recorded.',
  },
};
