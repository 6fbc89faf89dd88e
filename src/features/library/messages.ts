// Sentences of the media library screen.

export const m = {
  lead: /*i18n*/ {
    id: 'library.lead',
    message: 'Upload images and videos once, describe them, and reuse them in any post.',
  },
  noWorkspace: /*i18n*/ {
    id: 'library.noWorkspace',
    message: 'You are not a member of any workspace yet, so there is no library to show.',
  },
  workspace: /*i18n*/ { id: 'library.workspace', message: 'Workspace' },
  loadFailed: /*i18n*/ {
    id: 'library.loadFailed',
    message: 'The library could not be loaded: {reason}',
  },
  uploadTitle: /*i18n*/ { id: 'library.uploadTitle', message: 'Add to the library' },
  file: /*i18n*/ { id: 'library.file', message: 'Image or video' },
  name: /*i18n*/ { id: 'library.name', message: 'Name' },
  alt: /*i18n*/ { id: 'library.alt', message: 'Alt text (what the image shows)' },
  upload: /*i18n*/ { id: 'library.upload', message: 'Upload' },
  uploading: /*i18n*/ { id: 'library.uploading', message: 'Uploading {name}' },
  uploaded: /*i18n*/ { id: 'library.uploaded', message: '{name} was added to the library.' },
  wrongType: /*i18n*/ {
    id: 'library.wrongType',
    message: 'Choose a PNG, JPEG, WebP or GIF image, or an MP4 or QuickTime video.',
  },
  tooBig: /*i18n*/ {
    id: 'library.tooBig',
    message: 'This file is too large: images up to 10 MB, videos up to 200 MB.',
  },
  noFile: /*i18n*/ { id: 'library.noFile', message: 'Choose a file first.' },
  unreadable: /*i18n*/ {
    id: 'library.unreadable',
    message: 'This image could not be read. Try another file.',
  },
  readOnly: /*i18n*/ {
    id: 'library.readOnly',
    message: 'Only the owners and editors of this workspace can add, edit or delete files.',
  },
  search: /*i18n*/ { id: 'library.search', message: 'Search by name or alt text' },
  kind: /*i18n*/ { id: 'library.kind', message: 'Show' },
  kindAll: /*i18n*/ { id: 'library.kind.all', message: 'Everything' },
  kindImage: /*i18n*/ { id: 'library.kind.image', message: 'Images' },
  kindVideo: /*i18n*/ { id: 'library.kind.video', message: 'Videos' },
  kindDocument: /*i18n*/ { id: 'library.kind.document', message: 'Documents' },
  listTitle: /*i18n*/ { id: 'library.listTitle', message: 'Files' },
  count: /*i18n*/ {
    id: 'library.count',
    message: '{count, plural, one {# file} other {# files}}',
  },
  empty: /*i18n*/ {
    id: 'library.empty',
    message: 'The library is empty. Upload an image or a video above to reuse it in posts.',
  },
  noMatch: /*i18n*/ { id: 'library.noMatch', message: 'No file matches this search.' },
  dimensions: /*i18n*/ { id: 'library.dimensions', message: '{width} × {height} px' },
  usage: /*i18n*/ {
    id: 'library.usage',
    message:
      '{count, plural, =0 {Not used in any post} one {Used in # post} other {Used in # posts}}',
  },
  noAlt: /*i18n*/ { id: 'library.noAlt', message: 'No alt text yet' },
  video: /*i18n*/ { id: 'library.video', message: 'Video' },
  edit: /*i18n*/ { id: 'library.edit', message: 'Edit {name}' },
  editShort: /*i18n*/ { id: 'library.editShort', message: 'Edit' },
  deleteShort: /*i18n*/ { id: 'library.deleteShort', message: 'Delete' },
  save: /*i18n*/ { id: 'library.save', message: 'Save' },
  cancel: /*i18n*/ { id: 'library.cancel', message: 'Cancel' },
  saved: /*i18n*/ { id: 'library.saved', message: 'The changes were saved.' },
  delete: /*i18n*/ { id: 'library.delete', message: 'Delete {name}' },
  deleteConfirm: /*i18n*/ {
    id: 'library.deleteConfirm',
    message: 'Delete {name} from the library? This cannot be undone.',
  },
  deleted: /*i18n*/ { id: 'library.deleted', message: '{name} was deleted.' },
  inUse: /*i18n*/ {
    id: 'library.inUse',
    message:
      '{name} is still used in a post, so it was not deleted. Remove it from those posts first.',
  },
};
