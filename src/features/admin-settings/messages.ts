// The words of this admin screen; the words several admin screens share are in
// src/ui/admin/.

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
