// Words of the account screens: workspaces and account settings.

export const workspacesMessages = {
  title: /*i18n*/ { id: 'workspaces.title', message: 'Workspaces' },
  lead: /*i18n*/ {
    id: 'workspaces.lead',
    message:
      'A workspace holds one brand’s channels and posts. Invite the people who write, approve or follow them.',
  },
  firstLead: /*i18n*/ {
    id: 'workspaces.firstLead',
    message: 'Welcome! Create your first workspace to start planning posts.',
  },
  createTitle: /*i18n*/ { id: 'workspaces.createTitle', message: 'Create a workspace' },
  name: /*i18n*/ { id: 'workspaces.name', message: 'Name' },
  timeZone: /*i18n*/ { id: 'workspaces.timeZone', message: 'Time zone' },
  create: /*i18n*/ { id: 'workspaces.create', message: 'Create workspace' },
  created: /*i18n*/ { id: 'workspaces.created', message: 'Workspace “{name}” created.' },
  none: /*i18n*/ { id: 'workspaces.none', message: 'You are not in any workspace yet.' },
  yourRole: /*i18n*/ { id: 'workspaces.yourRole', message: 'Your role: {role}' },
  rename: /*i18n*/ { id: 'workspaces.rename', message: 'Rename' },
  newName: /*i18n*/ { id: 'workspaces.newName', message: 'New name for “{name}”' },
  save: /*i18n*/ { id: 'workspaces.save', message: 'Save' },
  cancel: /*i18n*/ { id: 'workspaces.cancel', message: 'Cancel' },
  renamed: /*i18n*/ { id: 'workspaces.renamed', message: 'Workspace renamed.' },
  delete: /*i18n*/ { id: 'workspaces.delete', message: 'Delete workspace' },
  deleteConfirm: /*i18n*/ {
    id: 'workspaces.deleteConfirm',
    message: 'Delete “{name}” with all its channels and posts? This cannot be undone.',
  },
  deleted: /*i18n*/ { id: 'workspaces.deleted', message: 'Workspace deleted.' },
  loadFailed: /*i18n*/ {
    id: 'workspaces.loadFailed',
    message: 'Your workspaces could not be loaded. Reload the page to try again.',
  },
};

export const accountMessages = {
  title: /*i18n*/ { id: 'account.title', message: 'Account' },
  profileTitle: /*i18n*/ { id: 'account.profileTitle', message: 'Profile' },
  email: /*i18n*/ { id: 'account.email', message: 'Email: {email}' },
  displayName: /*i18n*/ { id: 'account.displayName', message: 'Display name' },
  language: /*i18n*/ { id: 'account.emailLanguage', message: 'Language of our emails' },
  languageHint: /*i18n*/ {
    id: 'account.languageHint',
    message: 'The language menu at the top of the page changes the language of the screens.',
  },
  save: /*i18n*/ { id: 'account.save', message: 'Save profile' },
  saved: /*i18n*/ { id: 'account.saved', message: 'Profile saved.' },
  exportTitle: /*i18n*/ { id: 'account.exportTitle', message: 'Your data' },
  exportText: /*i18n*/ {
    id: 'account.exportText',
    message:
      'Download everything we keep about you (profile, consents, workspaces, posts, comments and requests) as a JSON file.',
  },
  export: /*i18n*/ { id: 'account.export', message: 'Download my data' },
  exporting: /*i18n*/ { id: 'account.exporting', message: 'Preparing your file…' },
  exported: /*i18n*/ { id: 'account.exported', message: 'Your data has been downloaded.' },
  deleteTitle: /*i18n*/ { id: 'account.deleteTitle', message: 'Delete my account' },
  deleteText: /*i18n*/ {
    id: 'account.deleteText',
    message:
      'Your personal data is removed and your API keys stop working. This cannot be undone. You may want to download your data first.',
  },
  workspaceChoice: /*i18n*/ {
    id: 'account.workspaceChoice',
    message: 'You own “{name}”, which has other members. What should happen to it?',
  },
  soleWorkspace: /*i18n*/ {
    id: 'account.soleWorkspace',
    message: '“{name}” has no other members and will be deleted.',
  },
  choiceDelete: /*i18n*/ { id: 'account.choiceDelete', message: 'Delete it' },
  choiceTransfer: /*i18n*/ { id: 'account.choiceTransfer', message: 'Give it to {name}' },
  password: /*i18n*/ { id: 'account.password', message: 'Your password, to confirm it is you' },
  orLink: /*i18n*/ {
    id: 'account.orLink',
    message: 'No password? We can email you a link to confirm it is you.',
  },
  sendLink: /*i18n*/ { id: 'account.sendLink', message: 'Email me a confirmation link' },
  linkSent: /*i18n*/ {
    id: 'account.linkSent',
    message: 'A confirmation link is on its way to {email}. Open it in this browser.',
  },
  reauthenticated: /*i18n*/ {
    id: 'account.reauthenticated',
    message: 'Thank you, you are confirmed. Delete your account within the next few minutes.',
  },
  deleteButton: /*i18n*/ { id: 'account.deleteButton', message: 'Delete my account' },
  deleteConfirm: /*i18n*/ {
    id: 'account.deleteConfirm',
    message: 'Delete your account and personal data for good?',
  },
  deleted: /*i18n*/ { id: 'account.deleted', message: 'Your account has been deleted.' },
  wrongPassword: /*i18n*/ { id: 'account.wrongPassword', message: 'The password is incorrect.' },
  recentLogin: /*i18n*/ {
    id: 'account.recentLogin',
    message: 'Please confirm it is you again, then delete.',
  },
  failed: /*i18n*/ { id: 'account.failed', message: 'That did not work. Please try again.' },
};

export const apiKeyMessages = {
  title: /*i18n*/ { id: 'apiKeys.title', message: 'API keys' },
  lead: /*i18n*/ {
    id: 'apiKeys.lead',
    message:
      'A key lets another tool read or write this workspace’s posts through the REST API. It acts for you while you own the workspace or administer it as the agency’s staff.',
  },
  name: /*i18n*/ { id: 'apiKeys.name', message: 'Key name' },
  scopes: /*i18n*/ { id: 'apiKeys.scopes', message: 'What the key may do' },
  scopePostsRead: /*i18n*/ { id: 'apiKeys.scope.postsRead', message: 'Read posts' },
  scopePostsWrite: /*i18n*/ { id: 'apiKeys.scope.postsWrite', message: 'Create posts' },
  scopePostsPublish: /*i18n*/ {
    id: 'apiKeys.scope.postsPublish',
    message: 'Schedule and publish posts (without it, drafts only)',
  },
  scopeInbox: /*i18n*/ { id: 'apiKeys.scope.inbox', message: 'Read and answer the inbox' },
  lastUsed: /*i18n*/ { id: 'apiKeys.lastUsed', message: 'Last used' },
  neverUsed: /*i18n*/ { id: 'apiKeys.neverUsed', message: 'Never' },
  scopeRequests: /*i18n*/ { id: 'apiKeys.scope.requests', message: 'Send service requests' },
  create: /*i18n*/ { id: 'apiKeys.create', message: 'Create key' },
  created: /*i18n*/ { id: 'apiKeys.created', message: 'API key “{name}” created.' },
  copyNow: /*i18n*/ {
    id: 'apiKeys.copyNow',
    message: 'Copy the key “{name}” now: it will not be shown again.',
  },
  hideKey: /*i18n*/ { id: 'apiKeys.hideKey', message: 'Done' },
  nameRequired: /*i18n*/ {
    id: 'apiKeys.nameRequired',
    message: 'Name the key and choose at least one thing it may do.',
  },
  empty: /*i18n*/ { id: 'apiKeys.empty', message: 'No API key yet. Create one below.' },
  failed: /*i18n*/ { id: 'apiKeys.failed', message: 'The API keys could not be loaded.' },
  prefix: /*i18n*/ { id: 'apiKeys.prefix', message: 'Starts with' },
  createdOn: /*i18n*/ { id: 'apiKeys.createdOn', message: 'Created' },
  status: /*i18n*/ { id: 'apiKeys.status', message: 'Status' },
  active: /*i18n*/ { id: 'apiKeys.active', message: 'Active' },
  revokedState: /*i18n*/ { id: 'apiKeys.revokedState', message: 'Revoked' },
  revoke: /*i18n*/ { id: 'apiKeys.revoke', message: 'Revoke' },
  revokeFor: /*i18n*/ { id: 'apiKeys.revokeFor', message: 'Revoke {name}' },
  confirmRevoke: /*i18n*/ {
    id: 'apiKeys.confirmRevoke',
    message: 'Revoke the key “{name}”? Tools that use it stop working at once.',
  },
  revoked: /*i18n*/ { id: 'apiKeys.revoked', message: 'API key “{name}” revoked.' },
};

export const webhookMessages = {
  title: /*i18n*/ { id: 'webhooks.title', message: 'Webhooks' },
  lead: /*i18n*/ {
    id: 'webhooks.lead',
    message:
      'A webhook sends this workspace’s events to an address of yours as they happen, each signed with the webhook’s secret (Standard Webhooks).',
  },
  url: /*i18n*/ { id: 'webhooks.url', message: 'Address (https://…)' },
  events: /*i18n*/ { id: 'webhooks.events', message: 'Events' },
  status: /*i18n*/ { id: 'webhooks.status', message: 'Status' },
  active: /*i18n*/ { id: 'webhooks.active', message: 'Active' },
  paused: /*i18n*/ { id: 'webhooks.paused', message: 'Paused after repeated failures' },
  secret: /*i18n*/ { id: 'webhooks.secret', message: 'Secret' },
  actions: /*i18n*/ { id: 'webhooks.actions', message: 'Actions' },
  create: /*i18n*/ { id: 'webhooks.create', message: 'Add webhook' },
  created: /*i18n*/ { id: 'webhooks.created', message: 'Webhook added.' },
  badAddress: /*i18n*/ {
    id: 'webhooks.badAddress',
    message: 'This address cannot receive webhooks: use a public address starting with https://.',
  },
  incomplete: /*i18n*/ {
    id: 'webhooks.incomplete',
    message: 'Enter the address and choose at least one event.',
  },
  copySecret: /*i18n*/ {
    id: 'webhooks.copySecret',
    message: 'Copy the signing secret now: it will not be shown again.',
  },
  hideSecret: /*i18n*/ { id: 'webhooks.hideSecret', message: 'Done' },
  test: /*i18n*/ { id: 'webhooks.test', message: 'Send test event' },
  tested: /*i18n*/ { id: 'webhooks.tested', message: 'Test event sent: see the log.' },
  rotate: /*i18n*/ { id: 'webhooks.rotate', message: 'Rotate secret' },
  confirmRotate: /*i18n*/ {
    id: 'webhooks.confirmRotate',
    message: 'Make a new secret? The old one keeps signing beside it for 24 hours.',
  },
  resume: /*i18n*/ { id: 'webhooks.resume', message: 'Resume' },
  resumed: /*i18n*/ { id: 'webhooks.resumed', message: 'Webhook resumed.' },
  remove: /*i18n*/ { id: 'webhooks.remove', message: 'Delete' },
  removeFor: /*i18n*/ { id: 'webhooks.removeFor', message: 'Delete the webhook to {url}' },
  rotateFor: /*i18n*/ {
    id: 'webhooks.rotateFor',
    message: 'Rotate the secret of the webhook to {url}',
  },
  confirmRemove: /*i18n*/ {
    id: 'webhooks.confirmRemove',
    message: 'Delete the webhook to {url} and its log?',
  },
  removed: /*i18n*/ { id: 'webhooks.removed', message: 'Webhook deleted.' },
  empty: /*i18n*/ { id: 'webhooks.empty', message: 'No webhook yet. Add one below.' },
  failed: /*i18n*/ { id: 'webhooks.failed', message: 'The webhooks could not be loaded.' },
  log: /*i18n*/ { id: 'webhooks.log', message: 'Deliveries to {url}' },
  noDeliveries: /*i18n*/ { id: 'webhooks.noDeliveries', message: 'Nothing delivered yet.' },
  event: /*i18n*/ { id: 'webhooks.event', message: 'Event' },
  when: /*i18n*/ { id: 'webhooks.when', message: 'When' },
  result: /*i18n*/ { id: 'webhooks.result', message: 'Result' },
  attempts: /*i18n*/ { id: 'webhooks.attempts', message: 'Attempts' },
  latency: /*i18n*/ { id: 'webhooks.latency', message: '{ms} ms' },
  deliveryStatus: /*i18n*/ {
    id: 'webhooks.deliveryStatus',
    message:
      '{status, select, pending {Waiting} retrying {Retrying} succeeded {Delivered} failed {Failed} skipped {Skipped} other {Unknown}}',
  },
  redeliver: /*i18n*/ { id: 'webhooks.redeliver', message: 'Redeliver' },
  redelivered: /*i18n*/ { id: 'webhooks.redelivered', message: 'Sent again: see the log.' },
};

export const platformMessages = {
  title: /*i18n*/ { id: 'platform.title', message: 'API keys and webhooks' },
  lead: /*i18n*/ {
    id: 'platform.lead',
    message:
      "Keys let scripts and AI agents (over MCP) act in a workspace; webhooks tell other systems what happened there. Choose the client's workspace.",
  },
  workspace: /*i18n*/ { id: 'platform.workspace', message: 'Workspace' },
  none: /*i18n*/ { id: 'platform.none', message: 'There is no workspace whose keys you manage.' },
  loadFailed: /*i18n*/ {
    id: 'platform.loadFailed',
    message: 'The workspaces could not be loaded.',
  },
};
