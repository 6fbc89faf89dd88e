// Sentences of the posts manager.

export const statusLabels = {
  draft: /*i18n*/ { id: 'posts.status.draft', message: 'Draft' },
  in_review: /*i18n*/ { id: 'posts.status.in_review', message: 'In review' },
  changes_requested: /*i18n*/ {
    id: 'posts.status.changes_requested',
    message: 'Changes requested',
  },
  approved: /*i18n*/ { id: 'posts.status.approved', message: 'Approved' },
  scheduled: /*i18n*/ { id: 'posts.status.scheduled', message: 'Scheduled' },
  publishing: /*i18n*/ { id: 'posts.status.publishing', message: 'Publishing' },
  published: /*i18n*/ { id: 'posts.status.published', message: 'Published' },
  partially_published: /*i18n*/ {
    id: 'posts.status.partially_published',
    message: 'Partly published',
  },
  failed: /*i18n*/ { id: 'posts.status.failed', message: 'Failed' },
  cancelled: /*i18n*/ { id: 'posts.status.cancelled', message: 'Cancelled' },
};

export const periodLabels = {
  all: /*i18n*/ { id: 'posts.period.all', message: 'Any time' },
  next7: /*i18n*/ { id: 'posts.period.next7', message: 'Next 7 days' },
  next30: /*i18n*/ { id: 'posts.period.next30', message: 'Next 30 days' },
  last7: /*i18n*/ { id: 'posts.period.last7', message: 'Last 7 days' },
  last30: /*i18n*/ { id: 'posts.period.last30', message: 'Last 30 days' },
};

export const m = {
  select: /*i18n*/ { id: 'posts.select', message: 'Choose' },
  importOpen: /*i18n*/ { id: 'import.open', message: 'Import CSV' },
  lead: /*i18n*/ {
    id: 'posts.lead',
    message: 'Write once, adjust per network, and schedule in any time zone.',
  },
  workspace: /*i18n*/ { id: 'posts.workspace', message: 'Workspace' },
  newPost: /*i18n*/ { id: 'posts.newPost', message: 'New post' },
  viewList: /*i18n*/ { id: 'posts.viewList', message: 'List' },
  viewMonth: /*i18n*/ { id: 'posts.viewMonth', message: 'Month' },
  viewWeek: /*i18n*/ { id: 'posts.viewWeek', message: 'Week' },
  views: /*i18n*/ { id: 'posts.views', message: 'View' },
  filters: /*i18n*/ { id: 'posts.filters', message: 'Filters' },
  status: /*i18n*/ { id: 'posts.status', message: 'Status' },
  channel: /*i18n*/ { id: 'posts.channel', message: 'Channel' },
  period: /*i18n*/ { id: 'posts.period', message: 'Period' },
  author: /*i18n*/ { id: 'posts.author', message: 'Author' },
  all: /*i18n*/ { id: 'posts.all', message: 'All' },
  you: /*i18n*/ { id: 'posts.you', message: 'You' },
  discardChanges: /*i18n*/ {
    id: 'posts.discardChanges',
    message: 'Close without saving? What you typed since the last save will be lost.',
  },
  formerMember: /*i18n*/ {
    id: 'posts.formerMember',
    message: 'Someone no longer in the workspace',
  },
  noWorkspace: /*i18n*/ {
    id: 'posts.noWorkspace',
    message: 'You are not a member of any workspace yet. Ask the workspace owner to invite you.',
  },
  empty: /*i18n*/ {
    id: 'posts.empty',
    message: 'No posts yet. Write your first one with "New post".',
  },
  emptyFiltered: /*i18n*/ {
    id: 'posts.emptyFiltered',
    message: 'No post matches these filters. Clear a filter to see more.',
  },
  clearFilters: /*i18n*/ { id: 'posts.clearFilters', message: 'Clear filters' },
  loadFailed: /*i18n*/ {
    id: 'posts.loadFailed',
    message: 'The posts could not be loaded: {reason}',
  },
  notScheduled: /*i18n*/ { id: 'posts.notScheduled', message: 'Not scheduled' },
  expectedAt: /*i18n*/ {
    id: 'posts.expectedAt',
    message: 'Goes out at {time}: the account has reached its posting limit on this network.',
  },
  edit: /*i18n*/ { id: 'posts.edit', message: 'Open' },
  noReason: /*i18n*/ { id: 'posts.noReason', message: 'The network gave no reason.' },
  changesAsked: /*i18n*/ { id: 'posts.changesAsked', message: 'Changes asked: {comment}' },
  // composer
  composerTitle: /*i18n*/ { id: 'posts.composerTitle', message: 'Compose a post' },
  close: /*i18n*/ { id: 'posts.close', message: 'Close' },
  channels: /*i18n*/ { id: 'posts.channels', message: 'Channels' },
  channelUnavailable: /*i18n*/ {
    id: 'posts.channelUnavailable',
    message: '{channel} (needs reconnecting)',
  },
  text: /*i18n*/ { id: 'posts.text', message: 'Text for every channel' },
  adjustFor: /*i18n*/ { id: 'posts.adjustFor', message: 'Adjust the text for {channel}' },
  count: /*i18n*/ { id: 'posts.count', message: '{count} of {max} characters' },
  overLimit: /*i18n*/ {
    id: 'posts.overLimit',
    message: '{channel}: {count} characters, at most {max} fit.',
  },
  media: /*i18n*/ { id: 'posts.media', message: 'Images and videos' },
  addMedia: /*i18n*/ { id: 'posts.addMedia', message: 'Add an image or video' },
  mediaType: /*i18n*/ {
    id: 'posts.mediaType',
    message: 'Only PNG, JPEG, WebP, GIF images and MP4 or MOV videos can be added.',
  },
  uploading: /*i18n*/ { id: 'posts.uploading', message: 'Uploading {name}' },
  alt: /*i18n*/ { id: 'posts.alt', message: 'Alt text for {name}' },
  remove: /*i18n*/ { id: 'posts.remove', message: 'Remove' },
  preview: /*i18n*/ { id: 'posts.preview', message: 'Preview' },
  paneWrite: /*i18n*/ { id: 'posts.paneWrite', message: 'Write' },
  previewEmpty: /*i18n*/ {
    id: 'posts.previewEmpty',
    message: 'Choose a channel to see its preview.',
  },
  schedule: /*i18n*/ { id: 'posts.schedule', message: 'When' },
  date: /*i18n*/ { id: 'posts.date', message: 'Date' },
  time: /*i18n*/ { id: 'posts.time', message: 'Time' },
  timeZone: /*i18n*/ { id: 'posts.timeZone', message: 'Time zone' },
  saveDraft: /*i18n*/ { id: 'posts.saveDraft', message: 'Save draft' },
  requestApproval: /*i18n*/ { id: 'posts.requestApproval', message: 'Request approval' },
  scheduleIt: /*i18n*/ { id: 'posts.scheduleIt', message: 'Schedule' },
  cancelPost: /*i18n*/ { id: 'posts.cancelPost', message: 'Cancel post' },
  approve: /*i18n*/ { id: 'posts.approve', message: 'Approve' },
  requestChanges: /*i18n*/ { id: 'posts.requestChanges', message: 'Request changes' },
  comment: /*i18n*/ { id: 'posts.comment', message: 'Comment for the author' },
  readOnly: /*i18n*/ {
    id: 'posts.readOnly',
    message: 'This post is {status}: its content can no longer be edited.',
  },
  saved: /*i18n*/ { id: 'posts.saved', message: 'Draft saved.' },
  sentForApproval: /*i18n*/ { id: 'posts.sentForApproval', message: 'Sent for approval.' },
  scheduledFor: /*i18n*/ { id: 'posts.scheduledFor', message: 'Scheduled for {when}.' },
  cancelled: /*i18n*/ { id: 'posts.cancelledDone', message: 'Post cancelled.' },
  decided: /*i18n*/ { id: 'posts.decided', message: 'Decision recorded.' },
  reconnect: /*i18n*/ { id: 'posts.reconnect', message: 'Reconnect' },
  needChannel: /*i18n*/ { id: 'posts.needChannel', message: 'Choose at least one channel.' },
  textTooLong: /*i18n*/ {
    id: 'posts.textTooLong',
    message: 'A post holds at most {max} characters; this text has {count}.',
  },
  tooManyMedia: /*i18n*/ {
    id: 'posts.mediaRules.tooMany',
    message: 'A post holds at most {max} images or videos; this one has {count}.',
  },
  problemCount: /*i18n*/ {
    id: 'posts.problemCount',
    message: '{count, plural, one {# problem to fix.} other {# problems to fix.}}',
  },
  emptyDraft: /*i18n*/ {
    id: 'posts.emptyDraft',
    message: 'This draft is empty. Write some text, add media or choose a channel first.',
  },
  needText: /*i18n*/ { id: 'posts.needText', message: 'Write some text or add an image or video.' },
  needWhen: /*i18n*/ { id: 'posts.needWhen', message: 'Choose a date and time in the future.' },
  needComment: /*i18n*/ {
    id: 'posts.needComment',
    message: 'Say what should change in the comment.',
  },
  stillUploading: /*i18n*/ {
    id: 'posts.stillUploading',
    message: 'Wait until the uploads finish.',
  },
  // calendar
  showTimesIn: /*i18n*/ { id: 'posts.showTimesIn', message: 'Show times in' },
  previous: /*i18n*/ { id: 'posts.previous', message: 'Previous' },
  next: /*i18n*/ { id: 'posts.next', message: 'Next' },
  today: /*i18n*/ { id: 'posts.today', message: 'Today' },
  moveHint: /*i18n*/ {
    id: 'posts.moveHint',
    message:
      'Drag a post to another day, or focus it and press Alt with an arrow key to move it by a day or a week.',
  },
  retry: /*i18n*/ { id: 'posts.retry', message: 'Try again' },
  retryQueued: /*i18n*/ {
    id: 'posts.retryQueued',
    message: 'Trying again now on {channels}. Channels that published stay as they are.',
  },
  retryHint: /*i18n*/ {
    id: 'posts.retryHint',
    message: 'Only the channels that failed are tried again; nothing is published twice.',
  },
  moved: /*i18n*/ { id: 'posts.moved', message: 'Moved to {when}.' },
  // what the list says about each network's outcome
  failedPlain: /*i18n*/ {
    id: 'posts.failedPlain',
    message: '{channel} did not publish it. The network said: {reason}',
  },
  failedReconnect: /*i18n*/ {
    id: 'posts.failedReconnect',
    message: '{channel} needs reconnecting before it can publish. Reconnect it, then try again.',
  },
  failedUnconfirmed: /*i18n*/ {
    id: 'posts.failedUnconfirmed',
    message:
      '{channel} never confirmed whether it received the post. It is not sent again, so it cannot appear twice: check the channel.',
  },
  publishedOn: /*i18n*/ { id: 'posts.publishedOn', message: '{channel}: published' },
  receiptConfirmed: /*i18n*/ {
    id: 'posts.receiptConfirmed',
    message: 'Confirmed: read back from the network {when} (id {id}).',
  },
  receiptPending: /*i18n*/ {
    id: 'posts.receiptPending',
    message: 'Checking that the post is on the network…',
  },
  receiptMissing: /*i18n*/ {
    id: 'posts.receiptMissing',
    message:
      '{channel}: published — not found on the network. It accepted the post (id {id}), but the post is not there when read back: check the channel.',
  },
  receiptTextDiffers: /*i18n*/ {
    id: 'posts.receiptTextDiffers',
    message: 'The text on the network differs from the text sent.',
  },
  receiptMediaDiffers: /*i18n*/ {
    id: 'posts.receiptMediaDiffers',
    message: 'The network shows {found} of the {sent} media sent.',
  },
  commentFailed: /*i18n*/ {
    id: 'posts.commentFailed',
    message: '{channel} published the post but not its first comment. The network said: {reason}',
  },
  viewOnNetwork: /*i18n*/ { id: 'posts.viewOnNetwork', message: 'View on {channel}' },
  loadMore: /*i18n*/ { id: 'posts.loadMore', message: 'Show more posts' },
  shownCount: /*i18n*/ {
    id: 'posts.shownCount',
    message: '{count, plural, one {# post shown} other {# posts shown}}',
  },
  calendarCapped: /*i18n*/ {
    id: 'posts.calendarCapped',
    message:
      'Only the first {count} posts of these days are shown. Filter by channel or status to see the rest.',
  },
  noChannels: /*i18n*/ {
    id: 'posts.noChannels',
    message: 'This workspace has no channel yet. Connect one first.',
  },
  altShown: /*i18n*/ { id: 'posts.altShown', message: 'Alt text: {alt}' },
  noAlt: /*i18n*/ { id: 'posts.noAlt', message: 'No alt text' },
  quickTitle: /*i18n*/ { id: 'posts.quickTitle', message: 'Quick post' },
  quickFull: /*i18n*/ {
    id: 'posts.quickFull',
    message: 'Open the full composer (media, text per network, approval)',
  },
};
