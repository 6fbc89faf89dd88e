// Sentences of the dashboard's publisher figure.

export const publisherStatus = {
  title: /*i18n*/ { id: 'admin.dashboard.publisher.title', message: 'Publisher' },
  lastRun: /*i18n*/ { id: 'admin.dashboard.publisher.lastRun', message: 'Last run' },
  lastSuccess: /*i18n*/ {
    id: 'admin.dashboard.publisher.lastSuccess',
    message: 'Last successful run',
  },
  processed: /*i18n*/ {
    id: 'admin.dashboard.publisher.processed',
    message: 'Posts handled in the last run',
  },
  rescued: /*i18n*/ {
    id: 'admin.dashboard.publisher.rescued',
    message: 'Posts rescued by the last check (their task was missing)',
  },
  deadLetters: /*i18n*/ {
    id: 'admin.dashboard.publisher.deadLetters',
    message: 'Publish tasks that gave up',
  },
  deadLetterWarning: /*i18n*/ {
    id: 'admin.dashboard.publisher.deadLetterWarning',
    message:
      '{count, plural, one {# publish task} other {# publish tasks}} gave up after the last attempt, the latest on {when}. Their posts are taken by the check that runs every minute; look at the function logs for the cause.',
  },
  none: /*i18n*/ { id: 'admin.dashboard.publisher.none', message: 'never' },
  ok: /*i18n*/ {
    id: 'admin.dashboard.publisher.ok',
    message: 'The publisher runs every minute and is on time.',
  },
  late: /*i18n*/ {
    id: 'admin.dashboard.publisher.late',
    message:
      'The publisher last ran more than 5 minutes ago: scheduled posts are waiting. Check the scheduled functions.',
  },
  never: /*i18n*/ {
    id: 'admin.dashboard.publisher.never',
    message: 'The publisher has not run yet: scheduled posts are waiting.',
  },
  failed: /*i18n*/ {
    id: 'admin.dashboard.publisher.failed',
    message: 'The last run of the publisher failed: {error}',
  },
};
