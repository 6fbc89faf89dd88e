// Words of the review clock in the composer: the optional approval deadline asked for with a
// request, and what a post in review says of its deadline or its hold.

export const cm = {
  deadline: /*i18n*/ { id: 'posts.approvalDeadline', message: 'Approve by (optional)' },
  deadlineHint: /*i18n*/ {
    id: 'posts.approvalDeadlineHint',
    message: 'Past this time without approval, the post is held and you are told.',
  },
  deadlinePassed: /*i18n*/ {
    id: 'posts.approvalDeadlinePassed',
    message: 'This time has passed: choose a later one, or leave it empty.',
  },
  dueBy: /*i18n*/ { id: 'posts.approvalDueBy', message: 'Approval is asked for by {when}.' },
  held: /*i18n*/ {
    id: 'posts.approvalHeld',
    message:
      'Held: it was not approved by {when}, its deadline. It will not publish until it is approved.',
  },
};
