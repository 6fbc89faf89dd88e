// The sentences a failed call or read is shown as: one per error code the callables
// answer with (model/callable-errors.ts) and the document database's refusals, each saying what happened and what to do next.

export const errorText = {
  'permission-denied': /*i18n*/ {
    id: 'error.permissionDenied',
    message: "You can't do this with your role. Ask an admin of your workspace if you need it.",
  },
  unauthenticated: /*i18n*/ {
    id: 'error.unauthenticated',
    message: 'Your session has ended. Sign in again to continue.',
  },
  'not-found': /*i18n*/ {
    id: 'error.notFound',
    message: 'This item no longer exists. Reload the page to see the current list.',
  },
  'invalid-argument': /*i18n*/ {
    id: 'error.invalidArgument',
    message: 'Some of what you entered was not accepted. Check the form and try again.',
  },
  'failed-precondition': /*i18n*/ {
    id: 'error.failedPrecondition',
    message: "This can't be done in its current state. Reload the page and try again.",
  },
  'already-exists': /*i18n*/ {
    id: 'error.alreadyExists',
    message: 'This already exists. Reload the page to see it.',
  },
  aborted: /*i18n*/ {
    id: 'error.aborted',
    message: 'Someone changed this at the same time. Try again.',
  },
  'resource-exhausted': /*i18n*/ {
    id: 'error.resourceExhausted',
    message: 'Too many attempts or a limit of your plan was reached. Wait a while and try again.',
  },
  unavailable: /*i18n*/ {
    id: 'error.unavailable',
    message: 'The service is unavailable or down for maintenance. Try again in a few minutes.',
  },
  'deadline-exceeded': /*i18n*/ {
    id: 'error.deadlineExceeded',
    message: 'This took too long. Check your connection and try again.',
  },
  cancelled: /*i18n*/ {
    id: 'error.cancelled',
    message: 'This was cancelled. Try again if you still need it.',
  },
  offline: /*i18n*/ {
    id: 'error.offline',
    message: 'You appear to be offline. Check your connection and try again.',
  },
  'quota-exceeded': /*i18n*/ {
    id: 'error.quotaExceeded',
    message: 'There is no room left for files. Remove some media and try again.',
  },
  internal: /*i18n*/ {
    id: 'error.internal',
    message: 'Something went wrong on our side. Try again; if it keeps happening, contact support.',
  },
} as const;

export type ErrorTextKey = keyof typeof errorText;
