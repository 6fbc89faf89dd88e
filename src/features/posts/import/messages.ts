// Sentences of the CSV import.

export const im = {
  title: /*i18n*/ { id: 'import.title', message: 'Import posts from a CSV file' },
  help: /*i18n*/ {
    id: 'import.help',
    message:
      'Columns: text, channels (names or ids separated by ;), time (YYYY-MM-DD HH:MM), zone (optional), first_comment (optional). Up to 500 rows.',
  },
  // Media library (media helper).
  libraryHelp: /*i18n*/ {
    id: 'import.libraryHelp',
    message:
      'Optional columns: library (media library files by name or id, separated by ;) and media_url (addresses of images or videos, separated by spaces).',
  },
  file: /*i18n*/ { id: 'import.file', message: 'CSV file' },
  mode: /*i18n*/ { id: 'import.mode', message: 'Import as' },
  drafts: /*i18n*/ { id: 'import.drafts', message: 'Drafts' },
  scheduled: /*i18n*/ { id: 'import.scheduled', message: 'Scheduled posts' },
  summary: /*i18n*/ {
    id: 'import.summary',
    message: '{ok} rows ready, {bad} with problems.',
  },
  line: /*i18n*/ { id: 'import.line', message: 'Line' },
  problem: /*i18n*/ { id: 'import.problem', message: 'Problem' },
  submit: /*i18n*/ { id: 'import.submit', message: 'Import {count} posts' },
  done: /*i18n*/ {
    id: 'import.done',
    message: '{created} posts imported, {existing} already there.',
  },
  serverProblem: /*i18n*/ { id: 'import.serverProblem', message: 'Line {line}: {message}' },
  close: /*i18n*/ { id: 'import.close', message: 'Close' },
  tooManyRows: /*i18n*/ {
    id: 'import.tooManyRows',
    message: 'The file has {count} rows; at most 500 can be imported at once.',
  },
  unreadable: /*i18n*/ { id: 'import.unreadable', message: 'The file could not be read as CSV.' },
};

export const problemLabels = {
  noText: /*i18n*/ { id: 'import.problem.noText', message: 'The text is empty.' },
  textTooLong: /*i18n*/ {
    id: 'import.problem.textTooLong',
    message: 'The text is longer than 5,000 characters.',
  },
  noChannel: /*i18n*/ { id: 'import.problem.noChannel', message: 'No channel is named.' },
  unknownChannel: /*i18n*/ {
    id: 'import.problem.unknownChannel',
    message: 'No channel "{name}" in this workspace.',
  },
  tooManyChannels: /*i18n*/ {
    id: 'import.problem.tooManyChannels',
    message: 'At most 10 channels per post.',
  },
  badZone: /*i18n*/ { id: 'import.problem.badZone', message: 'Unknown time zone "{zone}".' },
  badTime: /*i18n*/ {
    id: 'import.problem.badTime',
    message: 'The time "{time}" is not a date and time (YYYY-MM-DD HH:MM).',
  },
  needTime: /*i18n*/ { id: 'import.problem.needTime', message: 'A scheduled post needs a time.' },
  pastTime: /*i18n*/ { id: 'import.problem.pastTime', message: 'The time is in the past.' },
  invalid: /*i18n*/ { id: 'import.problem.invalid', message: 'This row is not valid.' },
  commentTooLong: /*i18n*/ {
    id: 'import.problem.commentTooLong',
    message: 'The first comment is longer than 2,200 characters.',
  },
  // Media library (media helper): the `library` column.
  unknownLibraryItem: /*i18n*/ {
    id: 'import.problem.unknownLibraryItem',
    message: 'No file "{name}" in this workspace’s media library.',
  },
  badMediaUrl: /*i18n*/ {
    id: 'import.problem.badMediaUrl',
    message: '"{url}" is not a web address (http:// or https://).',
  },
  tooManyMedia: /*i18n*/ {
    id: 'import.problem.tooManyMedia',
    message: 'At most 10 images or videos per post.',
  },
};
