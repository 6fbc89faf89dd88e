// The words of the notices every signed-in person and visitor may be shown.

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
