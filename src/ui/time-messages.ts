// How a schedule time is written when the viewer's clock differs from the workspace's.

export const timeWords = {
  yourTime: /*i18n*/ { id: 'time.yourTime', message: '{time} your time' },
  publishesAt: /*i18n*/ { id: 'time.publishesAt', message: 'Goes out: {when}.' },
  withYourTime: /*i18n*/ { id: 'time.withYourTime', message: '{time} ({own} your time)' },
};
