// Words of each network's media rules, shown next to the media when that network is chosen,
// and of the warning each file that breaks one gets.

export const mr = {
  heading: /*i18n*/ { id: 'posts.mediaRules.heading', message: 'What {network} accepts' },
  count: /*i18n*/ { id: 'posts.mediaRules.count', message: 'Up to {max} attachments' },
  images: /*i18n*/ {
    id: 'posts.mediaRules.images',
    message: 'Pictures: {types}, up to {size} each',
  },
  imageAspect: /*i18n*/ {
    id: 'posts.mediaRules.imageAspect',
    message: 'Pictures from {min} to {max} (width:height)',
  },
  videos: /*i18n*/ { id: 'posts.mediaRules.videos', message: 'Videos: {types}, up to {size}' },
  videoLength: /*i18n*/ {
    id: 'posts.mediaRules.videoLength',
    message: 'Videos from {min} to {max} long',
  },
  videoAspect: /*i18n*/ {
    id: 'posts.mediaRules.videoAspect',
    message: 'Videos from {min} to {max} (width:height)',
  },
  documents: /*i18n*/ { id: 'posts.mediaRules.documents', message: 'Documents: PDF, up to {size}' },
  alone: /*i18n*/ {
    id: 'posts.mediaRules.alone',
    message: 'A video or a document must be the only attachment',
  },
  noMix: /*i18n*/ {
    id: 'posts.mediaRules.noMix',
    message: 'Pictures and videos cannot be mixed in one post',
  },
  required: /*i18n*/ {
    id: 'posts.mediaRules.required',
    message: 'Needs at least one picture or video',
  },
  pdfHint: /*i18n*/ {
    id: 'posts.mediaRules.pdfHint',
    message: 'LinkedIn also takes one PDF document, posted on its own.',
  },
  warnings: /*i18n*/ {
    id: 'posts.mediaRules.warnings',
    message: 'Fix these before scheduling',
  },
  wRequired: /*i18n*/ {
    id: 'posts.mediaRules.wRequired',
    message: '{network} needs at least one picture or video.',
  },
  wCount: /*i18n*/ {
    id: 'posts.mediaRules.wCount',
    message: '{network} takes at most {max} attachments; this post has {count}.',
  },
  wType: /*i18n*/ {
    id: 'posts.mediaRules.wType',
    message: '{network} does not accept {name}: this kind of file cannot be posted there.',
  },
  wSize: /*i18n*/ {
    id: 'posts.mediaRules.wSize',
    message: '{name} is {size}; {network} takes at most {max}.',
  },
  wShort: /*i18n*/ {
    id: 'posts.mediaRules.wShort',
    message: '{network} needs videos of at least {min}; {name} is {length}.',
  },
  wLong: /*i18n*/ {
    id: 'posts.mediaRules.wLong',
    message: '{network} allows videos up to {max}; {name} is {length}.',
  },
  wAspect: /*i18n*/ {
    id: 'posts.mediaRules.wAspect',
    message: '{name} is {ratio} (width:height); {network} takes {min} to {max}.',
  },
  wAlone: /*i18n*/ {
    id: 'posts.mediaRules.wAlone',
    message: '{network}: a video or a document must be the only attachment.',
  },
  wMixed: /*i18n*/ {
    id: 'posts.mediaRules.wMixed',
    message: '{network}: pictures and videos cannot be mixed in one post.',
  },
  wCodec: /*i18n*/ {
    id: 'posts.mediaRules.wCodec',
    message: '{network} does not take videos in {codec}; {name} must be re-encoded.',
  },
  wFrameRate: /*i18n*/ {
    id: 'posts.mediaRules.wFrameRate',
    message: '{network} allows {min} to {max} frames a second; {name} has {rate}.',
  },
  wPixels: /*i18n*/ {
    id: 'posts.mediaRules.wPixels',
    message: '{network} allows videos of {min} to {max} pixels a side; {name} is {size}.',
  },
  wAlt: /*i18n*/ {
    id: 'posts.mediaRules.wAlt',
    message:
      '{network} allows alt text of up to {max} characters; the one for {name} has {length}.',
  },
};
