// Words of an approved post that is not scheduled yet: why not, and the one click that does it.

export const approvedMessages = {
  manual: /*i18n*/ {
    id: 'posts.approved.manual',
    message: 'Approved. It is not scheduled yet: schedule it when you are ready.',
  },
  noTime: /*i18n*/ {
    id: 'posts.approved.noTime',
    message: 'Approved. It has no time yet: open it and choose one.',
  },
  past: /*i18n*/ {
    id: 'posts.approved.past',
    message: 'Approved after its time had passed, so it was not published: choose a new time.',
  },
  channelGone: /*i18n*/ {
    id: 'posts.approved.channelGone',
    message:
      'Approved, but {channel} can no longer publish, so nothing was scheduled: reconnect it or choose other channels.',
  },
  scheduleAt: /*i18n*/ { id: 'posts.approved.scheduleAt', message: 'Schedule for {time}' },
  scheduled: /*i18n*/ { id: 'posts.approved.scheduled', message: 'Scheduled for {time}.' },
};
