// Words of a post's discussion: its comments and its history (client review).

export const dm = {
  title: /*i18n*/ { id: 'discussion.title', message: 'Comments and history' },
  approvedNote: /*i18n*/ {
    id: 'discussion.approvedNote',
    message: 'This post is approved. Editing it sends it back for approval.',
  },
  reopen: /*i18n*/ { id: 'discussion.reopen', message: 'Edit and ask for approval again' },
  reopened: /*i18n*/ {
    id: 'discussion.reopened',
    message: 'The post is a draft again: open it to edit, then send it for approval.',
  },
  comments: /*i18n*/ { id: 'discussion.comments', message: 'Comments' },
  commentAdded: /*i18n*/ { id: 'discussion.commentAdded', message: 'Comment added.' },
  commentSaved: /*i18n*/ { id: 'discussion.commentSaved', message: 'Comment saved.' },
  commentDeleted: /*i18n*/ { id: 'discussion.commentDeleted', message: 'Comment deleted.' },
  noComments: /*i18n*/ { id: 'discussion.noComments', message: 'No comments yet.' },
  newComment: /*i18n*/ { id: 'discussion.newComment', message: 'New comment' },
  internal: /*i18n*/ {
    id: 'discussion.internal',
    message: 'Internal note (the client never sees it)',
  },
  internalTag: /*i18n*/ { id: 'discussion.internalTag', message: 'Internal' },
  send: /*i18n*/ { id: 'discussion.send', message: 'Add comment' },
  remove: /*i18n*/ { id: 'discussion.remove', message: 'Delete my comment' },
  edit: /*i18n*/ { id: 'discussion.edit', message: 'Edit my comment' },
  editLabel: /*i18n*/ { id: 'discussion.editLabel', message: 'Comment text' },
  save: /*i18n*/ { id: 'discussion.save', message: 'Save' },
  cancel: /*i18n*/ { id: 'discussion.cancel', message: 'Cancel' },
  mentionHint: /*i18n*/ {
    id: 'discussion.mentionPickerHint',
    message: 'Type @ to choose a member to notify: arrow keys to move, Enter to pick.',
  },
  mentionList: /*i18n*/ { id: 'discussion.mentionList', message: 'Members to mention' },
  you: /*i18n*/ { id: 'discussion.you', message: 'You' },
  teamMember: /*i18n*/ { id: 'discussion.teamMember', message: 'Team member' },
  history: /*i18n*/ { id: 'discussion.history', message: 'History' },
  changes: /*i18n*/ { id: 'discussion.changes', message: 'Show the text changes' },
  noHistory: /*i18n*/ { id: 'discussion.noHistory', message: 'No history recorded yet.' },
  entry: /*i18n*/ {
    id: 'discussion.entry',
    message:
      '{type, select, created {Created} edited {Edited} approval_requested {Approval requested} approved {Approved} approval_step {Approved at one level} changes_requested {Changes requested} commented {Commented} scheduled {Scheduled} rescheduled {Rescheduled} published {Published} failed {Failed} retried {Retried} cancelled {Cancelled} other {Changed}}{via, select, mcp { via MCP ({who})} api { by API key {who}} review_link { by {who} (review link)} other { by {who}}}, {when}',
  },
  loadFailed: /*i18n*/ {
    id: 'discussion.loadFailed',
    message: 'The comments could not be loaded.',
  },
};
