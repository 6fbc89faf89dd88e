// Sentences of the admin dashboard's undelivered-mail list.

export const notifyHealth = {
  title: /*i18n*/ { id: 'admin.notifyHealth.title', message: 'Undelivered email' },
  none: /*i18n*/ {
    id: 'admin.notifyHealth.none',
    message: 'Every notification email has been delivered.',
  },
  failed: /*i18n*/ {
    id: 'admin.notifyHealth.failed',
    message: 'The list of undelivered email could not be loaded.',
  },
  recipient: /*i18n*/ { id: 'admin.notifyHealth.recipient', message: 'Recipient' },
  state: /*i18n*/ { id: 'admin.notifyHealth.state', message: 'State' },
  attempts: /*i18n*/ { id: 'admin.notifyHealth.attempts', message: 'Attempts' },
  lastError: /*i18n*/ {
    id: 'admin.notifyHealth.lastError',
    message: 'Last answer of the mail server',
  },
  statePending: /*i18n*/ {
    id: 'admin.notifyHealth.state.pending',
    message: 'Waiting to be retried',
  },
  stateSending: /*i18n*/ { id: 'admin.notifyHealth.state.sending', message: 'Being sent' },
  stateFailed: /*i18n*/ {
    id: 'admin.notifyHealth.state.failed',
    message: 'Failed after every attempt',
  },
  stateUnconfirmed: /*i18n*/ {
    id: 'admin.notifyHealth.state.unconfirmed',
    message: 'Unknown: sending stopped before the mail server answered',
  },
  sendAgain: /*i18n*/ { id: 'admin.notifyHealth.sendAgain', message: 'Send again' },
  sentAgain: /*i18n*/ {
    id: 'admin.notifyHealth.sentAgain',
    message: 'The email will be sent again.',
  },
};
