// Words of client review, the reviewer's page (a review link opened without an account).

export const rm = {
  pageTitle: /*i18n*/ { id: 'review.pageTitle', message: 'Posts for {workspace}' },
  pageLead: /*i18n*/ {
    id: 'review.pageLead',
    message: 'Posts from {from} to {to}. Times are shown in your time zone ({zone}).',
  },
  yourName: /*i18n*/ { id: 'review.yourName', message: 'Your name' },
  yourNameHint: /*i18n*/ {
    id: 'review.yourNameHint',
    message: 'The team sees this name next to your decisions and comments.',
  },
  nameFirst: /*i18n*/ { id: 'review.nameFirst', message: 'Type your name first.' },
  emptyPosts: /*i18n*/ { id: 'review.emptyPosts', message: 'Nothing awaits your review.' },
  when: /*i18n*/ { id: 'review.when', message: 'Publishes {when}' },
  unscheduled: /*i18n*/ { id: 'review.unscheduled', message: 'No publication time yet' },
  teamSchedules: /*i18n*/ {
    id: 'review.teamSchedules',
    message: 'The team schedules it: it is not published yet.',
  },
  media: /*i18n*/ {
    id: 'review.media',
    message: '{kind, select, video {Video} other {Image}}: {alt}',
  },
  image: /*i18n*/ { id: 'review.image', message: 'Image' },
  previewOn: /*i18n*/ { id: 'review.previewOn', message: 'On {channel}' },
  comments: /*i18n*/ { id: 'review.comments', message: 'Comments' },
  comment: /*i18n*/ { id: 'review.comment', message: 'Comment' },
  commentHint: /*i18n*/ {
    id: 'review.commentHint',
    message: 'Required when you ask for changes.',
  },
  approve: /*i18n*/ { id: 'review.approve', message: 'Approve' },
  requestChanges: /*i18n*/ { id: 'review.requestChanges', message: 'Request changes' },
  addComment: /*i18n*/ { id: 'review.addComment', message: 'Add comment' },
  needComment: /*i18n*/ { id: 'review.needComment', message: 'Say what should change.' },
  done: /*i18n*/ { id: 'review.done', message: 'Thank you, your answer was saved.' },
  wentOut: /*i18n*/ {
    id: 'review.wentOut',
    message:
      '{status, select, partially_published {Published on some of its channels} other {Published}}',
  },
  statusLabel: /*i18n*/ {
    id: 'review.statusLabel',
    message:
      '{status, select, in_review {Awaiting approval} approved {Approved} changes_requested {Changes requested} scheduled {Scheduled} draft {Draft} other {In progress}}',
  },
  expiredTitle: /*i18n*/ { id: 'review.expiredTitle', message: 'This review link has ended' },
  expiredLead: /*i18n*/ {
    id: 'review.expiredLead',
    message:
      'The link has expired or was withdrawn. Ask the team that sent it for a new one: nothing else is needed on your side.',
  },
  loadFailed: /*i18n*/ {
    id: 'review.loadFailed',
    message: 'The posts could not be loaded. Check your connection and reload the page.',
  },
};
