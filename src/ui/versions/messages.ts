// Words of a save refused over a newer version (NewerVersionNotice.tsx).

export const newerVersionMessages = {
  changedBy: /*i18n*/ {
    id: 'versions.newer.changedBy',
    message: '{name} saved a newer version on {when}. Your changes were not saved.',
  },
  changedAt: /*i18n*/ {
    id: 'versions.newer.changedAt',
    message: 'A newer version was saved meanwhile. Your changes were not saved.',
  },
  reload: /*i18n*/ { id: 'versions.newer.reload', message: 'Load the newer version' },
};
