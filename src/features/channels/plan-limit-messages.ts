// Words of a plan's channel limit and the request for a bigger plan.

export const planLimitMessages = {
  planAllows: /*i18n*/ {
    id: 'channels.planLimit.planAllows',
    message:
      'The {plan} plan allows {allowed, plural, one {# channel} other {# channels}}; this workspace has {held}.',
  },
  noPlanAllows: /*i18n*/ {
    id: 'channels.planLimit.noPlanAllows',
    message:
      'Without a plan a workspace may connect {allowed, plural, one {# channel} other {# channels}}; this workspace has {held}.',
  },
  ask: /*i18n*/ { id: 'channels.planLimit.ask', message: 'Ask for a bigger plan' },
  asked: /*i18n*/ {
    id: 'channels.planLimit.asked',
    message: 'Your request was sent. The team will get back to you.',
  },
};
