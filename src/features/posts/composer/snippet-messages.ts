// Words of the hashtag groups and templates in the composer.

export const sm = {
  title: /*i18n*/ { id: 'snippets.title', message: 'Hashtag groups and templates' },
  empty: /*i18n*/ { id: 'snippets.empty', message: 'No saved snippets yet.' },
  insert: /*i18n*/ { id: 'snippets.insert', message: 'Insert {name}' },
  inserted: /*i18n*/ { id: 'snippets.inserted', message: '{name} inserted in the text.' },
  remove: /*i18n*/ { id: 'snippets.remove', message: 'Delete {name}' },
  removed: /*i18n*/ { id: 'snippets.removed', message: 'Snippet deleted.' },
  hashtags: /*i18n*/ { id: 'snippets.hashtags', message: 'Hashtag group' },
  template: /*i18n*/ { id: 'snippets.template', message: 'Template' },
  newTitle: /*i18n*/ { id: 'snippets.newTitle', message: 'Save a new snippet' },
  name: /*i18n*/ { id: 'snippets.name', message: 'Name' },
  kind: /*i18n*/ { id: 'snippets.kind', message: 'Kind' },
  text: /*i18n*/ { id: 'snippets.text', message: 'Text' },
  save: /*i18n*/ { id: 'snippets.save', message: 'Save snippet' },
  saved: /*i18n*/ { id: 'snippets.saved', message: 'Snippet saved.' },
  edit: /*i18n*/ { id: 'snippets.edit', message: 'Edit {name}' },
  editTitle: /*i18n*/ { id: 'snippets.editTitle', message: 'Edit the snippet {name}' },
  saveChanges: /*i18n*/ { id: 'snippets.saveChanges', message: 'Save changes' },
  cancelEdit: /*i18n*/ { id: 'snippets.cancelEdit', message: 'Cancel editing' },
  updated: /*i18n*/ { id: 'snippets.updated', message: 'Snippet updated.' },
  invalid: /*i18n*/ {
    id: 'snippets.invalid',
    message: 'Give the snippet a name (up to 80 characters) and a text (up to 2,000).',
  },
  loadFailed: /*i18n*/ {
    id: 'snippets.loadFailed',
    message: 'The saved snippets could not be loaded.',
  },
};
