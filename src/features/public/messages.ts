// Sentences of the public pages. Policy texts here are the short standing versions; the
// published versions from `policies/{kind}` replace them when the policies screen exists.

export const smmHome = {
  title: /*i18n*/ {
    id: 'smmHome.title',
    message: 'Plan, publish and measure your social media in one place',
  },
  lead: /*i18n*/ {
    id: 'smmHome.lead',
    message:
      'Write a post once, adjust it for each network, schedule it in your time zone and see how it performs.',
  },
  seeFeatures: /*i18n*/ { id: 'smmHome.seeFeatures', message: 'See the features' },
  composeTitle: /*i18n*/ { id: 'smmHome.composeTitle', message: 'Compose once' },
  composeBody: /*i18n*/ {
    id: 'smmHome.composeBody',
    message: 'One editor for every network, with live character counts and a preview per channel.',
  },
  onTimeTitle: /*i18n*/ { id: 'smmHome.onTimeTitle', message: 'Publish on time' },
  onTimeBody: /*i18n*/ {
    id: 'smmHome.onTimeBody',
    message:
      'Posts go out at the time you chose, exactly once, and you are told plainly when a network refuses one.',
  },
  learnTitle: /*i18n*/ { id: 'smmHome.learnTitle', message: 'Learn what works' },
  learnBody: /*i18n*/ {
    id: 'smmHome.learnBody',
    message: 'Analytics per post and per channel show what your audience responds to.',
  },
};

export const connectHome = {
  title: /*i18n*/ {
    id: 'connectHome.title',
    message: 'Your social media, handled by people who care',
  },
  lead: /*i18n*/ {
    id: 'connectHome.lead',
    message:
      'We plan, create and publish your content. You approve every post and follow the results in your client portal.',
  },
  seeServices: /*i18n*/ { id: 'connectHome.seeServices', message: 'See our services' },
  clientLogin: /*i18n*/ { id: 'connectHome.clientLogin', message: 'Client sign-in' },
  controlTitle: /*i18n*/ { id: 'connectHome.controlTitle', message: 'You stay in control' },
  controlBody: /*i18n*/ {
    id: 'connectHome.controlBody',
    message: 'Every post waits for your approval before it is scheduled.',
  },
  portalTitle: /*i18n*/ { id: 'connectHome.portalTitle', message: 'One place for everything' },
  portalBody: /*i18n*/ {
    id: 'connectHome.portalBody',
    message: 'Posts, requests, reports and your onboarding checklist live in your portal.',
  },
  plansTitle: /*i18n*/ { id: 'connectHome.plansTitle', message: 'Clear plans' },
  plansBody: /*i18n*/ {
    id: 'connectHome.plansBody',
    message: 'Simple monthly plans with no hidden costs. Change or cancel at any time.',
  },
};

export const featuresPage = {
  lead: /*i18n*/ {
    id: 'features.lead',
    message: 'Everything a small team needs to run its social media calmly.',
  },
  calendarTitle: /*i18n*/ { id: 'features.calendarTitle', message: 'Calendar' },
  calendarBody: /*i18n*/ {
    id: 'features.calendarBody',
    message: 'See the month or the week at a glance and move a post to another day.',
  },
  approvalsTitle: /*i18n*/ { id: 'features.approvalsTitle', message: 'Approvals' },
  approvalsBody: /*i18n*/ {
    id: 'features.approvalsBody',
    message: 'Ask a teammate or a client to approve a post before it is scheduled.',
  },
  channelsTitle: /*i18n*/ { id: 'features.channelsTitle', message: 'Channels' },
  channelsBody: /*i18n*/ {
    id: 'features.channelsBody',
    message: 'Connect Bluesky and Mastodon accounts, with more networks to come.',
  },
  languagesTitle: /*i18n*/ { id: 'features.languagesTitle', message: 'Eight languages' },
  languagesBody: /*i18n*/ {
    id: 'features.languagesBody',
    message:
      'The app speaks English, Spanish, French, Italian, Portuguese, German, Arabic and Chinese.',
  },
};

export const plansPage = {
  lead: /*i18n*/ {
    id: 'plans.lead',
    message: 'Choose the plan that fits your team. You can change plans at any time.',
  },
  perMonth: /*i18n*/ { id: 'plans.perMonth', message: 'per month' },
  empty: /*i18n*/ {
    id: 'plans.empty',
    message: 'No plans are published yet. Contact us and we will prepare an offer for you.',
  },
  failed: /*i18n*/ {
    id: 'plans.failed',
    message: 'The plans could not be loaded. Please try again later.',
  },
  contactUs: /*i18n*/ { id: 'plans.contactUs', message: 'Contact us' },
};

export const aboutPage = {
  smmBody: /*i18n*/ {
    id: 'about.smmBody',
    message:
      'We build tools that help small teams and agencies run their social media without the busywork.',
  },
  connectBody: /*i18n*/ {
    id: 'about.connectBody',
    message:
      'We are a social media agency. We plan, write and publish content for our clients and report on the results every month.',
  },
  teamBody: /*i18n*/ {
    id: 'about.teamBody',
    message: 'Our team works across several countries and supports customers in eight languages.',
  },
};

export const contactPage = {
  lead: /*i18n*/ {
    id: 'contact.lead',
    message:
      'Questions about a plan, a service or your account? Write to us and we answer within one working day.',
  },
  email: /*i18n*/ { id: 'contact.email', message: 'Email' },
  hours: /*i18n*/ {
    id: 'contact.hours',
    message: 'Office hours: Monday to Friday, 9:00 to 17:00 (CET).',
  },
};

export const faqPage = {
  q1: /*i18n*/ { id: 'faq.q1', message: 'How do I approve a post?' },
  a1: /*i18n*/ {
    id: 'faq.a1',
    message:
      'Sign in, open the post in your dashboard and choose Approve or Request changes. Our team is notified at once.',
  },
  q2: /*i18n*/ { id: 'faq.q2', message: 'Can I change my plan?' },
  a2: /*i18n*/ {
    id: 'faq.a2',
    message:
      'Yes. Tell us through the contact page and the new plan starts with your next billing period.',
  },
  q3: /*i18n*/ { id: 'faq.q3', message: 'Which networks do you publish to?' },
  a3: /*i18n*/ {
    id: 'faq.a3',
    message: 'We publish to Bluesky and Mastodon today, and more networks are on the way.',
  },
};

export const servicesPage = {
  lead: /*i18n*/ {
    id: 'services.lead',
    message:
      'Strategy, content, publishing and reporting: everything your social media needs, done by our team and approved by you.',
  },
};

export const policyPages = {
  privacyTitle: /*i18n*/ { id: 'privacy.title', message: 'Privacy policy' },
  privacyCollect: /*i18n*/ {
    id: 'privacy.collect',
    message:
      'We collect only what we need to provide the service: your account details, the content you create and the settings you choose.',
  },
  privacyRights: /*i18n*/ {
    id: 'privacy.rights',
    message:
      'We never sell your data. You can ask us to export or delete your data at any time through the contact page.',
  },
  termsTitle: /*i18n*/ { id: 'terms.title', message: 'Terms of service' },
  termsUse: /*i18n*/ {
    id: 'terms.use',
    message:
      'By using this service you agree to use it lawfully and to keep your account details safe.',
  },
  termsContent: /*i18n*/ {
    id: 'terms.content',
    message:
      'You keep the rights to the content you publish. We may suspend accounts that break these terms.',
  },
  cookiesTitle: /*i18n*/ { id: 'cookies.title', message: 'Cookie policy' },
  cookiesNeeded: /*i18n*/ {
    id: 'cookies.needed',
    message:
      'We use the cookies and local storage the service needs to work, such as keeping you signed in and remembering your language.',
  },
  cookiesAnalytics: /*i18n*/ {
    id: 'cookies.analytics',
    message: 'Analytics are used only if you allow them in the consent centre.',
  },
};

export const consentPage = {
  lead: /*i18n*/ {
    id: 'consent.lead',
    message: 'Choose which optional data we may collect. Your choice is saved on this device.',
  },
  necessaryTitle: /*i18n*/ { id: 'consent.necessaryTitle', message: 'Necessary' },
  necessaryBody: /*i18n*/ {
    id: 'consent.necessaryBody',
    message: 'Needed for signing in and remembering your language. Always on.',
  },
  analyticsTitle: /*i18n*/ { id: 'consent.analyticsTitle', message: 'Analytics' },
  analyticsBody: /*i18n*/ {
    id: 'consent.analyticsBody',
    message: 'Helps us understand how the service is used. Off unless you allow it.',
  },
  save: /*i18n*/ { id: 'consent.save', message: 'Save choices' },
  saved: /*i18n*/ { id: 'consent.saved', message: 'Your choices have been saved.' },
};

export const publicData = {
  loadFailed: /*i18n*/ {
    id: 'public.loadFailed',
    message: 'This could not be loaded. Check your connection and reload the page.',
  },
  rateLimited: /*i18n*/ {
    id: 'public.rateLimited',
    message:
      'You have sent several messages in a short time. Please wait an hour and try again, or write to us by email.',
  },
  invalid: /*i18n*/ { id: 'public.invalid', message: 'Please check the highlighted fields.' },
  failed: /*i18n*/ { id: 'public.failed', message: 'Something went wrong. Please try again.' },
};

export const teamSection = {
  title: /*i18n*/ { id: 'about.teamTitle', message: 'Meet the team' },
  empty: /*i18n*/ { id: 'about.teamEmpty', message: 'Our team profiles will appear here soon.' },
};

export const contactForm = {
  title: /*i18n*/ { id: 'contact.formTitle', message: 'Send us a message' },
  name: /*i18n*/ { id: 'contact.name', message: 'Your name' },
  emailField: /*i18n*/ { id: 'contact.emailField', message: 'Your email' },
  subject: /*i18n*/ { id: 'contact.subject', message: 'Subject (optional)' },
  message: /*i18n*/ { id: 'contact.message', message: 'Message' },
  send: /*i18n*/ { id: 'contact.send', message: 'Send message' },
  sending: /*i18n*/ { id: 'contact.sending', message: 'Sending…' },
  sent: /*i18n*/ {
    id: 'contact.sent',
    message: 'Thank you! Your message has been sent; we answer within one working day.',
  },
  nameRequired: /*i18n*/ { id: 'contact.nameRequired', message: 'Please enter your name.' },
  emailInvalid: /*i18n*/ {
    id: 'contact.emailInvalid',
    message: 'Please enter a valid email address.',
  },
  messageShort: /*i18n*/ {
    id: 'contact.messageShort',
    message: 'Please write at least 10 characters.',
  },
  tooLong: /*i18n*/ { id: 'contact.tooLong', message: 'This is too long.' },
};

export const plansToggle = {
  billing: /*i18n*/ { id: 'plans.billing', message: 'Billing period' },
  monthly: /*i18n*/ { id: 'plans.monthly', message: 'Monthly' },
  yearly: /*i18n*/ { id: 'plans.yearly', message: 'Yearly' },
  perYearShort: /*i18n*/ { id: 'plans.perYearShort', message: 'per year' },
  save: /*i18n*/ { id: 'plans.save', message: 'Save {percent}%' },
  limits: /*i18n*/ {
    id: 'plans.limits',
    message:
      '{channels, plural, one {# channel} other {# channels}} · {posts, plural, one {# post} other {# posts}} a month · {members, plural, one {# member} other {# members}}',
  },
};

export const servicesCatalogue = {
  empty: /*i18n*/ {
    id: 'services.empty',
    message: 'Our catalogue is being updated. Tell us what you need and we will get back to you.',
  },
  fromProject: /*i18n*/ { id: 'services.fromProject', message: 'from {price} per project' },
  fromMonth: /*i18n*/ { id: 'services.fromMonth', message: 'from {price} per month' },
  fromHour: /*i18n*/ { id: 'services.fromHour', message: 'from {price} per hour' },
  from: /*i18n*/ { id: 'services.from', message: 'from {price}' },
  ask: /*i18n*/ { id: 'services.ask', message: 'Ask about this service' },
};

export const policyDocument = {
  version: /*i18n*/ { id: 'policy.version', message: 'Version {version}, published {date}' },
  standing: /*i18n*/ {
    id: 'policy.standing',
    message: 'The published version could not be loaded; this is a summary.',
  },
};

export const consentCentre = {
  marketingTitle: /*i18n*/ { id: 'consent.marketingTitle', message: 'Marketing' },
  marketingBody: /*i18n*/ {
    id: 'consent.marketingBody',
    message:
      'Lets us measure which of our campaigns brought you here. Nothing is shared with advertisers.',
  },
  acceptAll: /*i18n*/ { id: 'consent.acceptAll', message: 'Accept all' },
  rejectAll: /*i18n*/ { id: 'consent.rejectAll', message: 'Only necessary' },
  recorded: /*i18n*/ {
    id: 'consent.recorded',
    message: 'Your choices have been saved and recorded in your account.',
  },
  notRecorded: /*i18n*/ {
    id: 'consent.notRecorded',
    message: 'Your choices are saved on this device, but could not be recorded in your account.',
  },
  lastChoice: /*i18n*/ { id: 'consent.lastChoice', message: 'Last saved on {date}.' },
  policyLink: /*i18n*/ { id: 'consent.policyLink', message: 'Read the cookie policy' },
};
