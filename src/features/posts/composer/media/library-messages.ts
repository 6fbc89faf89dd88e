// Sentences of the composer's "Choose from library" dialog.

export const lm = {
  open: /*i18n*/ { id: 'composer.library.open', message: 'Choose from library' },
  title: /*i18n*/ { id: 'composer.library.title', message: 'Choose from the media library' },
  search: /*i18n*/ { id: 'composer.library.search', message: 'Search by name or alt text' },
  kind: /*i18n*/ { id: 'composer.library.kind', message: 'Show' },
  all: /*i18n*/ { id: 'composer.library.all', message: 'Everything' },
  images: /*i18n*/ { id: 'composer.library.images', message: 'Images' },
  videos: /*i18n*/ { id: 'composer.library.videos', message: 'Videos' },
  empty: /*i18n*/ {
    id: 'composer.library.empty',
    message: 'Nothing to choose yet: upload files on the Media library page.',
  },
  noMatch: /*i18n*/ { id: 'composer.library.noMatch', message: 'No file matches this search.' },
  use: /*i18n*/ { id: 'composer.library.use', message: 'Add {name}' },
  added: /*i18n*/ { id: 'composer.library.added', message: 'Added' },
  close: /*i18n*/ { id: 'composer.library.close', message: 'Close' },
  full: /*i18n*/ {
    id: 'composer.library.full',
    message: 'A post has at most 10 images or videos.',
  },
  loadFailed: /*i18n*/ {
    id: 'composer.library.loadFailed',
    message: 'The library could not be loaded: {reason}',
  },
};
