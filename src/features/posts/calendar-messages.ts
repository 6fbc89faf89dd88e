// Words of the calendar's day view, hours and marks.

export const cal = {
  viewDay: /*i18n*/ { id: 'posts.calendar.viewDay', message: 'Day' },
  yourZone: /*i18n*/ { id: 'posts.calendar.yourZone', message: 'Your time zone' },
  zoneNote: /*i18n*/ {
    id: 'posts.calendar.zoneNote',
    message: 'Times are in the workspace’s time zone, {zone}.',
  },
  todayMark: /*i18n*/ { id: 'posts.calendar.todayMark', message: 'today' },
  showDay: /*i18n*/ { id: 'posts.calendar.showDay', message: 'Show the day: {date}' },
  postCount: /*i18n*/ {
    id: 'posts.calendar.postCount',
    message: '{count, plural, one {# post} other {# posts}}',
  },
  moveHintHours: /*i18n*/ {
    id: 'posts.calendar.moveHintHours',
    message:
      'Drag a post to another day or hour, or focus it and press Alt with an arrow key: left and right move it by a day, up and down by an hour.',
  },
  nothingThisDay: /*i18n*/ { id: 'posts.calendar.nothingThisDay', message: 'Nothing scheduled.' },
};
