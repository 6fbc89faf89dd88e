// Sentences of the network previews (the composer's and the review page's).

export const pm = {
  tabs: /*i18n*/ { id: 'preview.tabs', message: 'Preview per channel' },
  seeMore: /*i18n*/ { id: 'preview.seeMore', message: 'see more' },
  seeLess: /*i18n*/ { id: 'preview.seeLess', message: 'see less' },
  overflow: /*i18n*/ {
    id: 'preview.overflow',
    message: 'Not sent: past this network’s limit of {max} characters',
  },
  linkCard: /*i18n*/ { id: 'preview.linkCard', message: 'Link preview: {host}' },
  video: /*i18n*/ { id: 'preview.video', message: 'Video: {name}' },
  moreImages: /*i18n*/ {
    id: 'preview.moreImages',
    message: '{count, plural, one {# more image} other {# more images}}',
  },
  carousel: /*i18n*/ { id: 'preview.carousel', message: '1 of {count}' },
  now: /*i18n*/ { id: 'preview.now', message: 'now' },
};
