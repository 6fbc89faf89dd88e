// The few queue sentences the posts list shows before any queue screen loads (its Publish now
// button and the Queue view's name), apart from the rest so the list's chunk stays small.

export const publishNowMessages = {
  publishNow: /*i18n*/ { id: 'queue.publishNow', message: 'Publish now' },
  publishNowConfirm: /*i18n*/ {
    id: 'queue.publishNowConfirm',
    message: 'Publish this post now on all its channels?',
  },
  publishNowDone: /*i18n*/ {
    id: 'queue.publishNowDone',
    message: 'The post is being published.',
  },
  view: /*i18n*/ { id: 'queue.view', message: 'Queue' },
};
