// Words of the series, deferral and hold marks on list rows and calendar chips.

export const mk = {
  repeating: /*i18n*/ { id: 'marks.repeating', message: 'Repeating post:' },
  of: /*i18n*/ { id: 'marks.of', message: '{index} of {total}' },
  nth: /*i18n*/ { id: 'marks.nth', message: 'post {index}' },
  deferred: /*i18n*/ { id: 'marks.deferred', message: 'Deferred to {time} (hourly limit)' },
  held: /*i18n*/ { id: 'marks.held', message: 'Held: not approved by its deadline, {time}' },
};
