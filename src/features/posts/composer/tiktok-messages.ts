// Words TikTok's Content Posting guidelines ask the composer to show when a TikTok channel is
// chosen, and the refusal of a video longer than the creator may post.

export const tt = {
  consent: /*i18n*/ {
    id: 'posts.tiktok.consent',
    message: "By posting, you agree to TikTok's {link}.",
  },
  musicUsage: /*i18n*/ {
    id: 'posts.tiktok.musicUsage',
    message: 'Music Usage Confirmation',
  },
  tooLong: /*i18n*/ {
    id: 'posts.mediaRules.tiktokTooLong',
    message: '{name} lasts {length}; this TikTok account can post videos of at most {max}.',
  },
};
