// The warning beside a post that will fail on a channel unless it is reconnected first.

export const postWarnings = {
  reconnectFirst: /*i18n*/ {
    id: 'posts.warning.reconnectFirst',
    message: '{channels} must be reconnected before this post goes out, or it will fail there.',
  },
};
