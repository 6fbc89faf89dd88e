// Sentences several admin screens share; each screen's own are in its feature.

import { confirmDialog } from '../labels';

export const roleNames = {
  user: /*i18n*/ { id: 'admin.role.user', message: 'User' },
  admin: /*i18n*/ { id: 'admin.role.admin', message: 'Admin' },
  super_admin: /*i18n*/ { id: 'admin.role.super_admin', message: 'Super admin' },
  saas_admin: /*i18n*/ { id: 'admin.role.saas_admin', message: 'SaaS admin' },
  none: /*i18n*/ { id: 'admin.role.none', message: 'No role' },
};

export const statusNames = {
  new: /*i18n*/ { id: 'admin.status.new', message: 'New' },
  in_progress: /*i18n*/ { id: 'admin.status.in_progress', message: 'In progress' },
  waiting_client: /*i18n*/ { id: 'admin.status.waiting_client', message: 'Waiting for client' },
  done: /*i18n*/ { id: 'admin.status.done', message: 'Done' },
  rejected: /*i18n*/ { id: 'admin.status.rejected', message: 'Rejected' },
  invited: /*i18n*/ { id: 'admin.status.invited', message: 'Invited' },
  submitted: /*i18n*/ { id: 'admin.status.submitted', message: 'Submitted' },
  approved: /*i18n*/ { id: 'admin.status.approved', message: 'Approved' },
};

export const dashboard = {
  lead: /*i18n*/ {
    id: 'admin.dashboard.lead',
    message: 'Figures at a glance for the products you administer.',
  },
  usersByRole: /*i18n*/ { id: 'admin.dashboard.usersByRole', message: 'Users by role' },
  workspaces: /*i18n*/ { id: 'admin.dashboard.workspaces', message: 'Workspaces' },
  activeSubscriptions: /*i18n*/ {
    id: 'admin.dashboard.activeSubscriptions',
    message: 'Active subscriptions',
  },
  courtesySubscriptions: /*i18n*/ {
    id: 'admin.dashboard.courtesySubscriptions',
    message: 'Courtesy subscriptions',
  },
  failedPosts: /*i18n*/ {
    id: 'admin.dashboard.failedPosts',
    message: 'Posts failed in the last 24 hours',
  },
  truncated: /*i18n*/ {
    id: 'admin.dashboard.truncated',
    message: 'Subscriptions and failed posts count the first {count} workspaces only.',
  },
  serviceRequests: /*i18n*/ {
    id: 'admin.dashboard.serviceRequests',
    message: 'Service requests by status',
  },
  onboarding: /*i18n*/ { id: 'admin.dashboard.onboarding', message: 'Onboarding pipeline' },
  failed: /*i18n*/ {
    id: 'admin.dashboard.failed',
    message: 'The figures could not be loaded. Please try again.',
  },
  retry: /*i18n*/ { id: 'admin.retry', message: 'Try again' },
  productSmm: /*i18n*/ { id: 'admin.product.smm', message: 'Social media manager' },
  productConnect: /*i18n*/ { id: 'admin.product.connect', message: 'Connect' },
};

/** Each product's name as admin screens show it. */
export const productNames = { smm: dashboard.productSmm, connect: dashboard.productConnect };

export const usersPage = {
  lead: /*i18n*/ {
    id: 'admin.users.lead',
    message: 'Find accounts, change their role and disable or enable them.',
  },
  product: /*i18n*/ { id: 'admin.users.product', message: 'Product' },
  searchBy: /*i18n*/ { id: 'admin.users.searchBy', message: 'Search by' },
  email: /*i18n*/ { id: 'admin.users.email', message: 'Email' },
  name: /*i18n*/ { id: 'admin.users.name', message: 'Name' },
  search: /*i18n*/ { id: 'admin.users.search', message: 'Search' },
  searchHint: /*i18n*/ { id: 'admin.users.searchHint', message: 'Beginning of the email or name' },
  role: /*i18n*/ { id: 'admin.users.role', message: 'Role' },
  otherRoles: /*i18n*/ { id: 'admin.users.otherRoles', message: 'Other products' },
  status: /*i18n*/ { id: 'admin.users.status', message: 'Status' },
  actions: /*i18n*/ { id: 'admin.users.actions', message: 'Actions' },
  enabled: /*i18n*/ { id: 'admin.users.enabled', message: 'Active' },
  disabled: /*i18n*/ { id: 'admin.users.disabled', message: 'Disabled' },
  disable: /*i18n*/ { id: 'admin.users.disable', message: 'Disable' },
  enable: /*i18n*/ { id: 'admin.users.enable', message: 'Enable' },
  roleFor: /*i18n*/ { id: 'admin.users.roleFor', message: 'Role of {email}' },
  empty: /*i18n*/ {
    id: 'admin.users.empty',
    message: 'No user matches. Try a shorter search or invite the person below.',
  },
  previous: /*i18n*/ { id: 'admin.users.previous', message: 'Previous page' },
  next: /*i18n*/ { id: 'admin.users.next', message: 'Next page' },
  pageNumber: /*i18n*/ { id: 'admin.users.pageNumber', message: 'Page {page}' },
  failed: /*i18n*/ { id: 'admin.users.failed', message: 'The users could not be loaded.' },
  roleChanged: /*i18n*/ { id: 'admin.users.roleChanged', message: 'Role of {email} changed.' },
  confirmDisable: /*i18n*/ {
    id: 'admin.users.confirmDisable',
    message: 'Disable {email}? They are signed out and cannot sign in until enabled again.',
  },
  confirmEnable: /*i18n*/ {
    id: 'admin.users.confirmEnable',
    message: 'Enable {email}? They can sign in again.',
  },
  confirm: confirmDialog.confirm,
  cancel: confirmDialog.cancel,
  disabledDone: /*i18n*/ { id: 'admin.users.disabledDone', message: '{email} is disabled.' },
  enabledDone: /*i18n*/ { id: 'admin.users.enabledDone', message: '{email} is enabled.' },
  invite: /*i18n*/ { id: 'admin.users.invite', message: 'Invite someone' },
  sendInvite: /*i18n*/ { id: 'admin.users.sendInvite', message: 'Send invitation' },
  emailInvalid: /*i18n*/ {
    id: 'admin.users.emailInvalid',
    message: 'Enter a valid email address.',
  },
};
