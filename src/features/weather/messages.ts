// Sentences of credential weather: the dashboard's forecast and the client's reconnect page.

export const weather = {
  title: /*i18n*/ { id: 'weather.title', message: 'Sign-in forecast' },
  clear: /*i18n*/ {
    id: 'weather.clear',
    message: 'No sign-in lapses before a scheduled post.',
  },
  lapses: /*i18n*/ {
    id: 'weather.lapses',
    message:
      '{channel}: its sign-in lapses on {date}, before {count, plural, one {# scheduled post} other {# scheduled posts}}.',
  },
  goodUntil: /*i18n*/ { id: 'weather.goodUntil', message: '{channel}: signed in until {date}.' },
  makeLink: /*i18n*/ { id: 'weather.makeLink', message: 'Reconnect link for the client' },
  linkMade: /*i18n*/ {
    id: 'weather.linkMade',
    message: 'Send this link to the client: it works once, for this channel only, for 7 days.',
  },
  reconnectLead: /*i18n*/ {
    id: 'weather.reconnectLead',
    message: 'Sign in to {network} again as {handle} so that the posts scheduled on it go out.',
  },
  signIn: /*i18n*/ { id: 'weather.signIn', message: 'Sign in to {network}' },
  reconnected: /*i18n*/ {
    id: 'weather.reconnected',
    message: '{handle} on {network} is connected again. You can close this page.',
  },
  'link-unknown': /*i18n*/ {
    id: 'weather.linkUnknown',
    message: 'This reconnect link does not exist. Ask your agency for a new one.',
  },
  'link-used': /*i18n*/ {
    id: 'weather.linkUsed',
    message: 'This reconnect link was already used. Ask your agency for a new one if needed.',
  },
  'link-expired': /*i18n*/ {
    id: 'weather.linkExpired',
    message: 'This reconnect link has expired. Ask your agency for a new one.',
  },
  'link-other-channel': /*i18n*/ {
    id: 'weather.linkOtherChannel',
    message: 'This reconnect link is for another channel.',
  },
};
