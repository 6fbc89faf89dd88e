// Words of the network settings in the composer: asked only for the networks of the channels
// chosen (a YouTube title, a Pinterest board, who sees a TikTok post, a Google post's kind).

export const om = {
  legend: /*i18n*/ { id: 'posts.options.legend', message: 'Network settings' },
  missing: /*i18n*/ {
    id: 'posts.options.missing',
    message: '{network}: {field} is required.',
  },
  youtube: /*i18n*/ { id: 'posts.options.youtube', message: 'YouTube' },
  youtubeTitle: /*i18n*/ { id: 'posts.options.youtubeTitle', message: 'Video title' },
  youtubeTitleHint: /*i18n*/ {
    id: 'posts.options.youtubeTitleHint',
    message: 'Up to 100 characters, without < or >. The post text becomes the description.',
  },
  youtubePrivacy: /*i18n*/ { id: 'posts.options.youtubePrivacy', message: 'Who can watch' },
  privacyPublic: /*i18n*/ { id: 'posts.options.privacyPublic', message: 'Everyone (public)' },
  privacyUnlisted: /*i18n*/ {
    id: 'posts.options.privacyUnlisted',
    message: 'People with the link (unlisted)',
  },
  privacyPrivate: /*i18n*/ {
    id: 'posts.options.privacyPrivate',
    message: 'Only the channel (private)',
  },
  youtubeShorts: /*i18n*/ {
    id: 'posts.options.youtubeShorts',
    message: 'Publish as a Short (vertical, up to 3 minutes)',
  },
  pinterest: /*i18n*/ { id: 'posts.options.pinterest', message: 'Pinterest' },
  pinterestBoard: /*i18n*/ { id: 'posts.options.pinterestBoard', message: 'Board' },
  pinterestBoardHint: /*i18n*/ {
    id: 'posts.options.pinterestBoardHint',
    message: 'The name of the board, as it appears on Pinterest.',
  },
  pinTitle: /*i18n*/ { id: 'posts.options.pinTitle', message: 'Pin title (optional)' },
  link: /*i18n*/ { id: 'posts.options.link', message: 'Link (optional)' },
  tiktok: /*i18n*/ { id: 'posts.options.tiktok', message: 'TikTok' },
  tiktokMode: /*i18n*/ { id: 'posts.options.tiktokMode', message: 'How to send it' },
  tiktokDirect: /*i18n*/ { id: 'posts.options.tiktokDirect', message: 'Post it now' },
  tiktokInbox: /*i18n*/ {
    id: 'posts.options.tiktokInbox',
    message: 'Send it to the TikTok inbox as a draft to finish in the app',
  },
  tiktokPrivacy: /*i18n*/ { id: 'posts.options.tiktokPrivacy', message: 'Who can see it' },
  choose: /*i18n*/ { id: 'posts.options.choose', message: 'Choose…' },
  ttPublic: /*i18n*/ { id: 'posts.options.ttPublic', message: 'Everyone' },
  ttFriends: /*i18n*/ { id: 'posts.options.ttFriends', message: 'Friends' },
  ttFollowers: /*i18n*/ { id: 'posts.options.ttFollowers', message: 'Followers' },
  ttSelf: /*i18n*/ { id: 'posts.options.ttSelf', message: 'Only me' },
  tiktokHint: /*i18n*/ {
    id: 'posts.options.tiktokHint',
    message: 'TikTok checks this against what the account allows before posting.',
  },
  google: /*i18n*/ { id: 'posts.options.google', message: 'Google Business Profile' },
  gbpKind: /*i18n*/ { id: 'posts.options.gbpKind', message: 'Kind of post' },
  gbpStandard: /*i18n*/ { id: 'posts.options.gbpStandard', message: 'Update' },
  gbpEvent: /*i18n*/ { id: 'posts.options.gbpEvent', message: 'Event' },
  gbpOffer: /*i18n*/ { id: 'posts.options.gbpOffer', message: 'Offer' },
  gbpTitle: /*i18n*/ { id: 'posts.options.gbpTitle', message: 'Event or offer title' },
  gbpStarts: /*i18n*/ { id: 'posts.options.gbpStarts', message: 'Starts' },
  gbpEnds: /*i18n*/ { id: 'posts.options.gbpEnds', message: 'Ends' },
  gbpCoupon: /*i18n*/ { id: 'posts.options.gbpCoupon', message: 'Coupon code (optional)' },
  gbpTerms: /*i18n*/ { id: 'posts.options.gbpTerms', message: 'Terms (optional)' },
  gbpButton: /*i18n*/ { id: 'posts.options.gbpButton', message: 'Button' },
  gbpNoButton: /*i18n*/ { id: 'posts.options.gbpNoButton', message: 'No button' },
  ctaBook: /*i18n*/ { id: 'posts.options.ctaBook', message: 'Book' },
  ctaOrder: /*i18n*/ { id: 'posts.options.ctaOrder', message: 'Order online' },
  ctaShop: /*i18n*/ { id: 'posts.options.ctaShop', message: 'Buy' },
  ctaLearn: /*i18n*/ { id: 'posts.options.ctaLearn', message: 'Learn more' },
  ctaSignUp: /*i18n*/ { id: 'posts.options.ctaSignUp', message: 'Sign up' },
  ctaCall: /*i18n*/ { id: 'posts.options.ctaCall', message: 'Call now' },
  gbpButtonUrl: /*i18n*/ { id: 'posts.options.gbpButtonUrl', message: 'Button address' },
  meta: /*i18n*/ { id: 'posts.options.meta', message: 'Facebook and Instagram' },
};

/** The field names of the required settings, as the missing-setting problem names them. */
export const fieldLabels = {
  title: om.youtubeTitle,
  board: om.pinterestBoard,
  privacyLevel: om.tiktokPrivacy,
  eventTitle: om.gbpTitle,
  startsAt: om.gbpStarts,
  endsAt: om.gbpEnds,
} as const;

export const optionNetworks = {
  youtube: om.youtube,
  pinterest: om.pinterest,
  tiktok: om.tiktok,
  google_business: om.google,
  facebook: om.meta,
  instagram: om.meta,
} as const;
