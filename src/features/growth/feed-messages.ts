// Sentences of the feeds screen: sources, their last fetch and why it failed, the add form.

export const feeds = {
  title: /*i18n*/ { id: 'feeds.title', message: 'Feeds' },
  lead: /*i18n*/ { id: 'feeds.lead', message: 'Blog and news feeds whose new items become posts.' },
  link: /*i18n*/ { id: 'feeds.link', message: 'Feeds that post themselves' },
  source: /*i18n*/ { id: 'feeds.source', message: 'Feed' },
  makes: /*i18n*/ { id: 'feeds.makes', message: 'New items become' },
  lastFetch: /*i18n*/ { id: 'feeds.lastFetch', message: 'Last fetch' },
  actions: /*i18n*/ { id: 'feeds.actions', message: 'Actions' },
  none: /*i18n*/ { id: 'feeds.none', message: 'This workspace follows no feed yet.' },
  draft: /*i18n*/ { id: 'feeds.draft', message: 'Drafts' },
  queue: /*i18n*/ { id: 'feeds.queue', message: 'Posts in the channel’s queue' },
  paused: /*i18n*/ { id: 'feeds.paused', message: 'Paused' },
  never: /*i18n*/ { id: 'feeds.never', message: 'Not fetched yet' },
  posts: /*i18n*/ {
    id: 'feeds.posts',
    message: '{count, plural, =0 {No new post} one {# new post} other {# new posts}}',
  },
  unchanged: /*i18n*/ { id: 'feeds.unchanged', message: 'Unchanged since the last fetch' },
  blocked: /*i18n*/ {
    id: 'feeds.error.blocked',
    message: 'This is not a public https address, so it is not fetched.',
  },
  unreachable: /*i18n*/ {
    id: 'feeds.error.unreachable',
    message: 'The feed’s server could not be reached.',
  },
  http: /*i18n*/ { id: 'feeds.error.http', message: 'The feed’s server answered error {status}.' },
  timeout: /*i18n*/ {
    id: 'feeds.error.timeout',
    message: 'The feed’s server did not answer in time.',
  },
  too_large: /*i18n*/ { id: 'feeds.error.tooLarge', message: 'The feed is larger than 2 MB.' },
  parse: /*i18n*/ {
    id: 'feeds.error.parse',
    message: 'This address does not lead to an RSS, Atom or JSON feed.',
  },
  fetchNow: /*i18n*/ { id: 'feeds.fetchNow', message: 'Fetch {feed} now' },
  pause: /*i18n*/ { id: 'feeds.pause', message: 'Pause {feed}' },
  resume: /*i18n*/ { id: 'feeds.resume', message: 'Resume {feed}' },
  remove: /*i18n*/ { id: 'feeds.remove', message: 'Remove {feed}' },
  removeQuestion: /*i18n*/ {
    id: 'feeds.removeQuestion',
    message: 'Remove {feed}? The posts it made stay.',
  },
  addTitle: /*i18n*/ { id: 'feeds.addTitle', message: 'Add a feed' },
  url: /*i18n*/ { id: 'feeds.url', message: 'Feed address' },
  template: /*i18n*/ {
    id: 'feeds.template',
    message: 'Post text ({title}, {link} and {summary} are replaced by the item’s)',
  },
  image: /*i18n*/ { id: 'feeds.image', message: 'Attach the item’s image' },
  older: /*i18n*/ {
    id: 'feeds.older',
    message: 'Also make posts of the items already in the feed',
  },
  add: /*i18n*/ { id: 'feeds.add', message: 'Add feed' },
  badUrl: /*i18n*/ {
    id: 'feeds.badUrl',
    message: 'Enter the feed’s full address, starting with https://.',
  },
  duplicate: /*i18n*/ {
    id: 'feeds.duplicate',
    message: 'This workspace already follows that feed.',
  },
  tooMany: /*i18n*/ { id: 'feeds.tooMany', message: 'A workspace follows at most 20 feeds.' },
  readOnly: /*i18n*/ {
    id: 'feeds.readOnly',
    message: 'The workspace’s owners and editors add and change feeds.',
  },
};
