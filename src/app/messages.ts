export const appMessages = {
  notFoundTitle: /*i18n*/ { id: 'app.notFound.title', message: 'Page not found' },
  notFoundBody: /*i18n*/ {
    id: 'app.notFound.body',
    message: 'The page you are looking for does not exist or has moved.',
  },
  notFoundLink: /*i18n*/ { id: 'app.notFound.link', message: 'Go to the home page' },
  pageLoadFailed: /*i18n*/ {
    id: 'app.pageLoadFailed',
    message: 'This page could not be loaded. Check your connection and refresh the page.',
  },
  refreshPage: /*i18n*/ { id: 'app.refreshPage', message: 'Refresh Page' },
  signOut: /*i18n*/ { id: 'app.signOut', message: 'Sign out' },
  signedInAs: /*i18n*/ { id: 'app.signedInAs', message: 'Signed in as {email}' },
  administration: /*i18n*/ { id: 'app.administration', message: 'Administration' },
  superAdministration: /*i18n*/ { id: 'app.superAdministration', message: 'Super administration' },
  appNavigation: /*i18n*/ { id: 'app.appNavigation', message: 'App navigation' },
  menu: /*i18n*/ { id: 'app.menu', message: 'Menu' },
  roleUser: /*i18n*/ { id: 'app.role.user', message: 'User' },
  roleAdmin: /*i18n*/ { id: 'app.role.admin', message: 'Admin' },
  roleSuperAdmin: /*i18n*/ { id: 'app.role.super_admin', message: 'Super admin' },
  roleSaasAdmin: /*i18n*/ { id: 'app.role.saas_admin', message: 'SaaS admin' },
};
