// Sentences of recurring and evergreen posts and of the publishing safeguards.

export const r = {
  deferred: /*i18n*/ {
    id: 'recur.deferred',
    message: 'Held back to {when}: the workspace allows only a few posts per channel each hour.',
  },
  repeat: /*i18n*/ { id: 'recur.repeat', message: 'Repeat' },
  frequency: /*i18n*/ { id: 'recur.frequency', message: 'Repeats' },
  never: /*i18n*/ { id: 'recur.never', message: 'Does not repeat' },
  daily: /*i18n*/ { id: 'recur.daily', message: 'Every day' },
  weekdays: /*i18n*/ { id: 'recur.weekdays', message: 'Every weekday (Monday to Friday)' },
  weekly: /*i18n*/ { id: 'recur.weekly', message: 'Every week' },
  monthly: /*i18n*/ { id: 'recur.monthly', message: 'Every month' },
  custom: /*i18n*/ { id: 'recur.custom', message: 'Custom' },
  unit: /*i18n*/ { id: 'recur.unit', message: 'Unit' },
  days: /*i18n*/ { id: 'recur.days', message: 'days' },
  weeks: /*i18n*/ { id: 'recur.weeks', message: 'weeks' },
  months: /*i18n*/ { id: 'recur.months', message: 'months' },
  every: /*i18n*/ { id: 'recur.every', message: 'Every' },
  onDays: /*i18n*/ { id: 'recur.onDays', message: 'On' },
  ends: /*i18n*/ { id: 'recur.ends', message: 'Ends' },
  afterCount: /*i18n*/ { id: 'recur.afterCount', message: 'After a number of posts' },
  onDate: /*i18n*/ { id: 'recur.onDate', message: 'On a date' },
  count: /*i18n*/ { id: 'recur.count', message: 'Number of posts' },
  until: /*i18n*/ { id: 'recur.until', message: 'Last date' },
  next: /*i18n*/ { id: 'recur.next', message: 'Next times ({zone})' },
  noTimes: /*i18n*/ {
    id: 'recur.noTimes',
    message: 'Pick a date and time in the future, and a rule with at least two posts.',
  },
  repeatPost: /*i18n*/ { id: 'recur.repeatPost', message: 'Schedule and repeat' },
  repeated: /*i18n*/ {
    id: 'recur.repeated',
    message: 'The post repeats from {when}; each post is created a week ahead for you to review.',
  },
  ahead: /*i18n*/ {
    id: 'recur.ahead',
    message: 'Each post is created a week ahead, so it can be reviewed or cancelled on its own.',
  },
  seriesOf: /*i18n*/ {
    id: 'recur.seriesOf',
    message:
      '{freq, select, daily {Repeats daily} weekly {Repeats weekly} other {Repeats monthly}}, {index} of {total}',
  },
  seriesOpen: /*i18n*/ {
    id: 'recur.seriesOpen',
    message:
      '{freq, select, daily {Repeats daily} weekly {Repeats weekly} other {Repeats monthly}}, post {index}',
  },
  cancelSeries: /*i18n*/ { id: 'recur.cancelSeries', message: 'Cancel series' },
  cancelSeriesConfirm: /*i18n*/ {
    id: 'recur.cancelSeriesConfirm',
    message: 'Cancel every post of this series that has not gone out yet, and create no more?',
  },
  seriesCancelled: /*i18n*/ {
    id: 'recur.seriesCancelled',
    message: 'The series is cancelled: {count, plural, one {# post} other {# posts}} cancelled.',
  },
  evergreen: /*i18n*/ {
    id: 'recur.evergreen',
    message: 'Evergreen: recycle this post from the evergreen list',
  },
  evergreenOn: /*i18n*/ { id: 'recur.evergreenOn', message: 'Added to the evergreen list.' },
  evergreenOff: /*i18n*/ { id: 'recur.evergreenOff', message: 'Removed from the evergreen list.' },
  evergreenTitle: /*i18n*/ { id: 'recur.evergreenTitle', message: 'Evergreen list' },
  evergreenEmpty: /*i18n*/ {
    id: 'recur.evergreenEmpty',
    message: 'No evergreen posts yet. Mark a post evergreen in the composer.',
  },
  recycle: /*i18n*/ { id: 'recur.recycle', message: 'Recycle the evergreen list' },
  everyDays: /*i18n*/ { id: 'recur.everyDays', message: 'Every how many days' },
  atTime: /*i18n*/ { id: 'recur.atTime', message: 'At ({zone})' },
  cap: /*i18n*/ { id: 'recur.cap', message: 'Posts per channel per hour, at most' },
  capHint: /*i18n*/ {
    id: 'recur.capHint',
    message: 'Posts over this number wait for the next hour, so nothing goes out in a burst.',
  },
  save: /*i18n*/ { id: 'recur.save', message: 'Save' },
  saved: /*i18n*/ { id: 'recur.saved', message: 'Publishing settings saved.' },
  nextRecycle: /*i18n*/ { id: 'recur.nextRecycle', message: 'Next recycling: {when}' },
  remove: /*i18n*/ { id: 'recur.remove', message: 'Remove from the list' },
  channelsOf: /*i18n*/ { id: 'recur.channelsOf', message: 'Channels: {channels}' },
} as const;
