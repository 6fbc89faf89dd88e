// Words of the signed-in layout only: they load with it, not with the public pages.

export const appLayoutMessages = {
  signOut: /*i18n*/ { id: 'app.signOut', message: 'Sign out' },
  signedInAs: /*i18n*/ { id: 'app.signedInAs', message: 'Signed in as {email}' },
  administration: /*i18n*/ { id: 'app.administration', message: 'Administration' },
  superAdministration: /*i18n*/ { id: 'app.superAdministration', message: 'Super administration' },
  appNavigation: /*i18n*/ { id: 'app.appNavigation', message: 'App navigation' },
  roleUser: /*i18n*/ { id: 'app.role.user', message: 'User' },
  roleAdmin: /*i18n*/ { id: 'app.role.admin', message: 'Admin' },
  roleSuperAdmin: /*i18n*/ { id: 'app.role.super_admin', message: 'Super admin' },
  roleSaasAdmin: /*i18n*/ { id: 'app.role.saas_admin', message: 'SaaS admin' },
};
