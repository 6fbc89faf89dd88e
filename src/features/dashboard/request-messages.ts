// Words of a client's service request thread and its unread mark.

export const requestThread = {
  open: /*i18n*/ { id: 'requestThread.open', message: 'Open the conversation: {title}' },
  unread: /*i18n*/ { id: 'requestThread.unread', message: 'New reply' },
  thread: /*i18n*/ { id: 'requestThread.thread', message: 'Conversation' },
  asked: /*i18n*/ { id: 'requestThread.asked', message: 'Your request for {workspace}' },
  you: /*i18n*/ { id: 'requestThread.you', message: 'You' },
  agency: /*i18n*/ { id: 'requestThread.agency', message: 'The agency' },
  moved: /*i18n*/ {
    id: 'requestThread.moved',
    message: 'The agency moved the request from “{from}” to “{to}”',
  },
  reply: /*i18n*/ { id: 'requestThread.reply', message: 'Your answer' },
  send: /*i18n*/ { id: 'requestThread.send', message: 'Send answer' },
  sent: /*i18n*/ { id: 'requestThread.sent', message: 'Answer sent to the agency.' },
  empty: /*i18n*/ { id: 'requestThread.empty', message: 'Write your answer first.' },
  close: /*i18n*/ { id: 'requestThread.close', message: 'Close' },
  loadFailed: /*i18n*/ {
    id: 'requestThread.loadFailed',
    message: 'The conversation could not be loaded.',
  },
  retry: /*i18n*/ { id: 'requestThread.retry', message: 'Try again' },
};
