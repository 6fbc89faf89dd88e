// Words of editing a failed channel before trying it again.

export const re = {
  open: /*i18n*/ { id: 'posts.retryEdit.open', message: 'Edit the text for {channel}' },
  title: /*i18n*/ { id: 'posts.retryEdit.title', message: 'Edit for {channel}' },
  lead: /*i18n*/ {
    id: 'posts.retryEdit.lead',
    message: 'These words are for {channel} only. Parts already published there stay as they are.',
  },
  part: /*i18n*/ { id: 'posts.retryEdit.part', message: 'Part {number}' },
  published: /*i18n*/ { id: 'posts.retryEdit.published', message: 'Part {number} (published)' },
  submit: /*i18n*/ { id: 'posts.retryEdit.submit', message: 'Save and try again' },
  cancel: /*i18n*/ { id: 'posts.retryEdit.cancel', message: 'Cancel' },
  publishedRefused: /*i18n*/ {
    id: 'posts.retryEdit.publishedRefused',
    message: 'What is already published on {channel} cannot be changed; only the rest can.',
  },
};
