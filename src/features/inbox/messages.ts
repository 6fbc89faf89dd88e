// Sentences of the unified inbox: the list, its filters, a conversation and its actions.

export const m = {
  title: /*i18n*/ { id: 'inbox.title', message: 'Inbox' },
  lead: /*i18n*/ {
    id: 'inbox.lead',
    message:
      'Comments, mentions, messages and reviews from every channel, answered from one place.',
  },
  clientLead: /*i18n*/ {
    id: 'inbox.clientLead',
    message: 'Conversations the team would like your view on, each with their question.',
  },
  workspace: /*i18n*/ { id: 'inbox.workspace', message: 'Workspace' },
  allWorkspaces: /*i18n*/ { id: 'inbox.allWorkspaces', message: 'All workspaces' },
  loadMore: /*i18n*/ { id: 'inbox.loadMore', message: 'Show older conversations' },
  noWorkspace: /*i18n*/ {
    id: 'inbox.noWorkspace',
    message: 'You have no workspace whose inbox you can read.',
  },
  loadFailed: /*i18n*/ {
    id: 'inbox.loadFailed',
    message: 'The inbox could not be loaded: {reason}',
  },
  liveFailed: /*i18n*/ {
    id: 'inbox.liveFailed',
    message: 'The inbox stopped updating. Reload the page to try again.',
  },
  filters: /*i18n*/ { id: 'inbox.filters', message: 'Filters' },
  network: /*i18n*/ { id: 'inbox.network', message: 'Network' },
  channel: /*i18n*/ { id: 'inbox.channel', message: 'Channel' },
  kind: /*i18n*/ { id: 'inbox.kind', message: 'Kind' },
  status: /*i18n*/ { id: 'inbox.status', message: 'Status' },
  assignee: /*i18n*/ { id: 'inbox.assignee', message: 'Assignee' },
  label: /*i18n*/ { id: 'inbox.label', message: 'Label' },
  search: /*i18n*/ { id: 'inbox.search', message: 'Search' },
  any: /*i18n*/ { id: 'inbox.any', message: 'Any' },
  me: /*i18n*/ { id: 'inbox.me', message: 'Me' },
  unassigned: /*i18n*/ { id: 'inbox.unassigned', message: 'Unassigned' },
  kindName: /*i18n*/ {
    id: 'inbox.kindName',
    message:
      '{kind, select, comment {Comment} mention {Mention} message {Message} review {Review} other {Item}}',
  },
  statusName: /*i18n*/ {
    id: 'inbox.statusName',
    message: '{status, select, open {Open} snoozed {Snoozed} done {Done} other {Open}}',
  },
  empty: /*i18n*/ {
    id: 'inbox.empty',
    message: 'No conversation matches. New comments and messages appear here as they arrive.',
  },
  clientEmpty: /*i18n*/ {
    id: 'inbox.clientEmpty',
    message: 'Nothing to look at: the team has not asked you about a conversation.',
  },
  conversations: /*i18n*/ { id: 'inbox.conversations', message: 'Conversations' },
  unread: /*i18n*/ {
    id: 'inbox.unread',
    message: '{count, plural, one {# new} other {# new}}',
  },
  inReplyTo: /*i18n*/ { id: 'inbox.inReplyTo', message: 'On the post: {subject}' },
  chooseConversation: /*i18n*/ {
    id: 'inbox.chooseConversation',
    message: 'Choose a conversation to read it and answer.',
  },
  back: /*i18n*/ { id: 'inbox.back', message: 'Back to the list' },
  openOnNetwork: /*i18n*/ { id: 'inbox.openOnNetwork', message: 'Open on the network' },
  replyState: /*i18n*/ {
    id: 'inbox.replyState',
    message:
      '{state, select, sending {Sending…} sent {Sent} unknown {Not confirmed yet} failed {Not sent} other {Sent}}',
  },
  you: /*i18n*/ { id: 'inbox.you', message: 'Our reply' },
  stars: /*i18n*/ {
    id: 'inbox.stars',
    message: '{count, plural, one {# star} other {# stars}}',
  },
  firstReply: /*i18n*/ { id: 'inbox.firstReply', message: 'First reply' },
  resolution: /*i18n*/ { id: 'inbox.resolution', message: 'Resolution' },
  notYet: /*i18n*/ { id: 'inbox.notYet', message: 'not yet' },
  durationDays: /*i18n*/ { id: 'inbox.durationDays', message: '{days} d {hours} h' },
  durationHours: /*i18n*/ { id: 'inbox.durationHours', message: '{hours} h {minutes} min' },
  durationMinutes: /*i18n*/ { id: 'inbox.durationMinutes', message: '{minutes} min' },
  reply: /*i18n*/ { id: 'inbox.reply', message: 'Reply' },
  done: /*i18n*/ { id: 'inbox.done', message: 'Done' },
  reopen: /*i18n*/ { id: 'inbox.reopen', message: 'Open again' },
  snooze: /*i18n*/ { id: 'inbox.snooze', message: 'Snooze' },
  snoozeUntil: /*i18n*/ { id: 'inbox.snoozeUntil', message: 'Snooze until' },
  snoozedUntil: /*i18n*/ { id: 'inbox.snoozedUntil', message: 'Snoozed until {when}' },
  assign: /*i18n*/ { id: 'inbox.assign', message: 'Assign to' },
  assigned: /*i18n*/ { id: 'inbox.assigned', message: 'Assigned to {name}.' },
  labels: /*i18n*/ { id: 'inbox.labels', message: 'Labels (separated by commas)' },
  saveLabels: /*i18n*/ { id: 'inbox.saveLabels', message: 'Save labels' },
  notes: /*i18n*/ { id: 'inbox.notes', message: 'Internal notes' },
  notesHint: /*i18n*/ {
    id: 'inbox.notesHint',
    message: 'Only the team sees these notes; the network and the client never do.',
  },
  noNotes: /*i18n*/ { id: 'inbox.noNotes', message: 'No note yet.' },
  note: /*i18n*/ { id: 'inbox.note', message: 'New note' },
  addNote: /*i18n*/ { id: 'inbox.addNote', message: 'Add note' },
  askClient: /*i18n*/ { id: 'inbox.askClient', message: 'Ask the client' },
  question: /*i18n*/ { id: 'inbox.question', message: 'Your question to the client' },
  showToClient: /*i18n*/ { id: 'inbox.showToClient', message: 'Show to the client' },
  hideFromClient: /*i18n*/ { id: 'inbox.hideFromClient', message: 'Hide from the client' },
  sharedWithClient: /*i18n*/ {
    id: 'inbox.sharedWithClient',
    message: 'The client sees this conversation with your question.',
  },
  teamAsks: /*i18n*/ { id: 'inbox.teamAsks', message: 'The team asks: {question}' },
  answerTeam: /*i18n*/ { id: 'inbox.answerTeam', message: 'Your answer to the team' },
  sendAnswer: /*i18n*/ { id: 'inbox.sendAnswer', message: 'Send to the team' },
  answerSent: /*i18n*/ { id: 'inbox.answerSent', message: 'The team has your answer.' },
  youAnswered: /*i18n*/ { id: 'inbox.youAnswered', message: 'You answered: {answer}' },
  clientAnswered: /*i18n*/ {
    id: 'inbox.clientAnswered',
    message: '{name} answered: {answer}',
  },
  saved: /*i18n*/ { id: 'inbox.saved', message: 'Saved.' },
  failed: /*i18n*/ { id: 'inbox.failed', message: 'That did not work: {reason}' },
  replyTitle: /*i18n*/ { id: 'inbox.replyTitle', message: 'Reply to {name}' },
  replyLead: /*i18n*/ {
    id: 'inbox.replyLead',
    message: 'Sent in the thread from {channel}. It is sent once, even if you press Send twice.',
  },
  replyText: /*i18n*/ { id: 'inbox.replyText', message: 'Your reply' },
  savedReply: /*i18n*/ { id: 'inbox.savedReply', message: 'Saved replies' },
  chooseSavedReply: /*i18n*/ { id: 'inbox.chooseSavedReply', message: 'Insert a saved reply…' },
  send: /*i18n*/ { id: 'inbox.send', message: 'Send' },
  sending: /*i18n*/ { id: 'inbox.sending', message: 'Sending…' },
  cancel: /*i18n*/ { id: 'inbox.cancel', message: 'Cancel' },
  replySent: /*i18n*/ { id: 'inbox.replySent', message: 'Your reply was sent.' },
  tooLong: /*i18n*/ {
    id: 'inbox.tooLong',
    message: 'Too long for this network: at most {max} characters.',
  },
  commentDeleted: /*i18n*/ {
    id: 'inbox.commentDeleted',
    message: 'The comment was deleted on the network, so the reply was not sent.',
  },
  reconnect: /*i18n*/ {
    id: 'inbox.reconnect',
    message:
      'This channel needs to be reconnected before you can reply from it. Your reply is kept.',
  },
  rateLimited: /*i18n*/ {
    id: 'inbox.rateLimited',
    message: 'The network asks us to slow down. Your reply is kept: send it again in a minute.',
  },
  unconfirmed: /*i18n*/ {
    id: 'inbox.unconfirmed',
    message:
      'The network did not confirm the reply. Send it again: we look for it first, so it is never sent twice.',
  },
  refused: /*i18n*/ {
    id: 'inbox.refused',
    message: 'The network refused the reply. Your reply is kept; change it and send it again.',
  },
  unreachable: /*i18n*/ {
    id: 'inbox.unreachable',
    message: 'The network could not be reached. Your reply is kept; try again.',
  },
  like: /*i18n*/ { id: 'inbox.like', message: 'Like' },
  hide: /*i18n*/ { id: 'inbox.hide', message: 'Hide' },
  delete: /*i18n*/ { id: 'inbox.delete', message: 'Delete' },
  moderateOf: /*i18n*/ {
    id: 'inbox.moderateOf',
    message:
      '{action, select, like {Like} hide {Hide} delete {Delete} other {Act on}} the message from {name}',
  },
  confirmDelete: /*i18n*/ {
    id: 'inbox.confirmDelete',
    message: 'Delete this message from {name} on the network? This cannot be undone.',
  },
  moderated: /*i18n*/ {
    id: 'inbox.moderated',
    message: '{state, select, liked {Liked} hidden {Hidden} deleted {Deleted} other {Done}}',
  },
  unsupported: /*i18n*/ {
    id: 'inbox.unsupported',
    message: 'This network does not allow that.',
  },
  shortcuts: /*i18n*/ {
    id: 'inbox.shortcuts',
    message: 'Keys: j next, k previous, r reply, e done, a assign.',
  },
  xTier: /*i18n*/ {
    id: 'inbox.xTier',
    message:
      'X: direct messages need an API tier that includes them; this inbox shows X mentions only.',
  },
};
