// Sentences of the two home pages' sections (hero, benefits, screenshots, plans, closing call).

export const homeSections = {
  screensTitle: /*i18n*/ { id: 'home.screensTitle', message: 'See the app at work' },
  screensLead: /*i18n*/ {
    id: 'home.screensLead',
    message: 'These are the real screens, not mock-ups: what you see is what you get.',
  },
  plansTitle: /*i18n*/ { id: 'home.plansTitle', message: 'Plans that grow with you' },
  plansLead: /*i18n*/ {
    id: 'home.plansLead',
    message: 'Monthly or yearly, with no set-up fee. Change or cancel at any time.',
  },
  comparePlans: /*i18n*/ { id: 'home.comparePlans', message: 'Compare the plans' },
  perMonth: /*i18n*/ { id: 'home.perMonth', message: '{price} a month' },
};

export const smmHomeMore = {
  signUp: /*i18n*/ { id: 'smmHome.signUp', message: 'Create your account' },
  benefitsTitle: /*i18n*/ { id: 'smmHome.benefitsTitle', message: 'Why teams choose it' },
  approvalsTitle: /*i18n*/ { id: 'smmHome.approvalsTitle', message: 'Approve before it goes out' },
  approvalsBody: /*i18n*/ {
    id: 'smmHome.approvalsBody',
    message:
      'Ask a colleague or a client to approve a post, with comments, before it is scheduled.',
  },
  calendarShot: /*i18n*/ {
    id: 'smmHome.calendarShot',
    message: 'The posts list: every post with its state, its network and its time.',
  },
  dashboardShot: /*i18n*/ {
    id: 'smmHome.dashboardShot',
    message: 'The dashboard: what is due, what waits for approval and what was published.',
  },
  ctaTitle: /*i18n*/ { id: 'smmHome.ctaTitle', message: 'Plan your next month in an afternoon' },
  ctaBody: /*i18n*/ {
    id: 'smmHome.ctaBody',
    message: 'Connect your channels, write your posts and let them go out on time.',
  },
};

export const connectHomeMore = {
  benefitsTitle: /*i18n*/ { id: 'connectHome.benefitsTitle', message: 'How we work with you' },
  reportsTitle: /*i18n*/ { id: 'connectHome.reportsTitle', message: 'Results you can read' },
  reportsBody: /*i18n*/ {
    id: 'connectHome.reportsBody',
    message: 'Reach and engagement per post and per channel, in plain numbers, whenever you look.',
  },
  postsShot: /*i18n*/ {
    id: 'connectHome.postsShot',
    message: 'Your posts: what we prepared, what you approved and when it goes out.',
  },
  dashboardShot: /*i18n*/ {
    id: 'connectHome.dashboardShot',
    message: 'Your portal’s dashboard: what waits for you and what was published.',
  },
  ctaTitle: /*i18n*/ { id: 'connectHome.ctaTitle', message: 'Let’s talk about your social media' },
  ctaBody: /*i18n*/ {
    id: 'connectHome.ctaBody',
    message: 'Tell us about your business and your goals, and we will suggest where to start.',
  },
  ctaButton: /*i18n*/ { id: 'connectHome.ctaButton', message: 'Contact us' },
};
