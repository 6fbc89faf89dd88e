// The words of this admin screen; the words several admin screens share are in
// src/ui/admin/.

export const requestsPage = {
  lead: /*i18n*/ {
    id: 'admin.requests.lead',
    message: 'Requests from clients: assign them, agree due dates, answer and move them along.',
  },
  show: /*i18n*/ { id: 'admin.requests.show', message: 'Show' },
  open: /*i18n*/ { id: 'admin.requests.open', message: 'Open requests' },
  view: /*i18n*/ { id: 'admin.requests.view', message: 'View' },
  list: /*i18n*/ { id: 'admin.requests.list', message: 'List' },
  board: /*i18n*/ { id: 'admin.requests.board', message: 'Board' },
  title: /*i18n*/ { id: 'admin.requests.title', message: 'Request' },
  workspace: /*i18n*/ { id: 'admin.requests.workspace', message: 'Client' },
  assignee: /*i18n*/ { id: 'admin.requests.assignee', message: 'Assigned to' },
  unassigned: /*i18n*/ { id: 'admin.requests.unassigned', message: 'Unassigned' },
  due: /*i18n*/ { id: 'admin.requests.due', message: 'Due' },
  overdue: /*i18n*/ { id: 'admin.requests.overdue', message: 'Overdue' },
  clientReplied: /*i18n*/ { id: 'admin.requests.clientReplied', message: 'Client replied' },
  details: /*i18n*/ { id: 'admin.requests.details', message: 'Details' },
  empty: /*i18n*/ {
    id: 'admin.requests.empty',
    message: 'No request in this status. Pick another status above.',
  },
  failed: /*i18n*/ { id: 'admin.requests.failed', message: 'The requests could not be loaded.' },
  save: /*i18n*/ { id: 'admin.requests.save', message: 'Save changes' },
  saved: /*i18n*/ { id: 'admin.requests.saved', message: 'Request updated.' },
  close: /*i18n*/ { id: 'admin.requests.close', message: 'Close' },
  thread: /*i18n*/ { id: 'admin.requests.thread', message: 'Messages with the client' },
  noMessages: /*i18n*/ {
    id: 'admin.requests.noMessages',
    message: 'No message yet. Write the first one below.',
  },
  message: /*i18n*/ { id: 'admin.requests.message', message: 'Message' },
  send: /*i18n*/ { id: 'admin.requests.send', message: 'Send' },
  sent: /*i18n*/ { id: 'admin.requests.sent', message: 'Message sent.' },
  staff: /*i18n*/ { id: 'admin.requests.staff', message: 'Staff' },
  client: /*i18n*/ { id: 'admin.requests.client', message: 'Client' },
};
