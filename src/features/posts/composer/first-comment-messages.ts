// Words of the composer's first comment: published right after the post (and its thread) on the
// networks that take one.

export const fc = {
  label: /*i18n*/ {
    id: 'posts.options.firstComment',
    message: 'First comment (optional)',
  },
  hint: /*i18n*/ {
    id: 'posts.options.firstCommentHint',
    message: 'Posted as a comment right after the post, for hashtags or a link.',
  },
};
