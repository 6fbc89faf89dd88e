// Words of the composer's thread choice: which chosen networks publish the parts as a thread, and
// what the others publish, as the person chooses before scheduling.

export const tc = {
  legend: /*i18n*/ { id: 'posts.threadChoice.legend', message: 'Thread parts on each network' },
  takes: /*i18n*/ {
    id: 'posts.threadChoice.takes',
    message: 'Published as a thread on {channels}.',
  },
  without: /*i18n*/ {
    id: 'posts.threadChoice.without',
    message: '{channels} cannot take a thread. What should they publish?',
  },
  firstPart: /*i18n*/ { id: 'posts.threadChoice.firstPart', message: 'The first part only' },
  separate: /*i18n*/ {
    id: 'posts.threadChoice.separate',
    message: 'Each part as a post of its own',
  },
  /** A problem shown under the choice (fieldOf reads the 'posts.thread.' prefix). */
  choose: /*i18n*/ {
    id: 'posts.thread.choose',
    message: 'Choose what {channels} publish: they cannot take a thread.',
  },
};
