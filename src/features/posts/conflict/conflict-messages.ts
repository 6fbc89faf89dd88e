// Words of the conflict dialog (ConflictDialog.tsx), of a draft brought back (kept.ts) and of
// the composer's offline state.

export const conflictMessages = {
  title: /*i18n*/ { id: 'posts.conflict.title', message: 'Someone saved this post meanwhile' },
  changedBy: /*i18n*/ {
    id: 'posts.conflict.changedBy',
    message: '{name} saved a newer version on {when}. Your save was not written.',
  },
  changedAt: /*i18n*/ {
    id: 'posts.conflict.changedAt',
    message: 'A newer version was saved on {when}. Your save was not written.',
  },
  theirs: /*i18n*/ { id: 'posts.conflict.theirs', message: 'Their version' },
  mine: /*i18n*/ { id: 'posts.conflict.mine', message: 'Your version' },
  keepTheirs: /*i18n*/ { id: 'posts.conflict.keepTheirs', message: 'Keep theirs' },
  keepMine: /*i18n*/ { id: 'posts.conflict.keepMine', message: 'Keep mine' },
  merge: /*i18n*/ { id: 'posts.conflict.merge', message: 'Merge the texts' },
  merged: /*i18n*/ {
    id: 'posts.conflict.merged',
    message: 'Both texts are merged below: check, then save.',
  },
  offline: /*i18n*/ {
    id: 'posts.offline',
    message: 'You are offline. What you type is kept on this device.',
  },
  offlineWaiting: /*i18n*/ {
    id: 'posts.offlineWaiting',
    message: 'You are offline. Your save is sent when the connection returns.',
  },
  restored: /*i18n*/ {
    id: 'posts.kept.restored',
    message: 'Your unsaved changes from {when} are back.',
  },
};
