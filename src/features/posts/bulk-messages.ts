// Words of the actions on many posts chosen in the list.

export const bulkMessages = {
  cancelChosen: /*i18n*/ {
    id: 'posts.bulk.cancel',
    message: 'Cancel {count, plural, one {# chosen post} other {# chosen posts}}',
  },
  confirmCancel: /*i18n*/ {
    id: 'posts.bulk.confirmCancel',
    message:
      'Cancel {count, plural, one {# post} other {# posts}}? {count, plural, one {It is} other {They are}} not published.',
  },
  cancelled: /*i18n*/ {
    id: 'posts.bulk.cancelled',
    message: '{count, plural, one {# post cancelled.} other {# posts cancelled.}}',
  },
  refused: /*i18n*/ {
    id: 'posts.bulk.refused',
    message:
      '{count, plural, one {# post could not be cancelled: it is publishing or gone.} other {# posts could not be cancelled: they are publishing or gone.}}',
  },
  clear: /*i18n*/ { id: 'posts.bulk.clear', message: 'Clear the choice' },
  chosen: /*i18n*/ {
    id: 'posts.bulk.chosen',
    message: '{count, plural, one {# chosen post} other {# chosen posts}}',
  },
  deleteChosen: /*i18n*/ {
    id: 'posts.bulk.delete',
    message: 'Delete {count, plural, one {# chosen draft} other {# chosen drafts}}',
  },
  confirmDelete: /*i18n*/ {
    id: 'posts.bulk.confirmDelete',
    message:
      'Delete {count, plural, one {# draft and its comments} other {# drafts and their comments}}? This cannot be undone.',
  },
  deleted: /*i18n*/ {
    id: 'posts.bulk.deleted',
    message: '{count, plural, one {# post deleted.} other {# posts deleted.}}',
  },
  deleteRefused: /*i18n*/ {
    id: 'posts.bulk.deleteRefused',
    message:
      '{count, plural, one {# post could not be deleted: it is no longer a draft, or gone.} other {# posts could not be deleted: they are no longer drafts, or gone.}}',
  },
};
