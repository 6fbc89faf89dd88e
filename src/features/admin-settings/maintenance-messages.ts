// Words of the per-product maintenance switch on the settings page.

export const maintenanceScope = {
  switchOf: /*i18n*/ {
    id: 'super.settings.maintenanceOf',
    message: 'Maintenance mode of {product}',
  },
  affects: /*i18n*/ {
    id: 'super.settings.maintenanceAffects',
    message: 'This switch affects {product} only; {other} keeps working.',
  },
};
