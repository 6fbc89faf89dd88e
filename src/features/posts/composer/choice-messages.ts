// Words of the choices read from the networks: Pinterest's boards, what a TikTok creator allows.

export const cm = {
  boardsLoading: /*i18n*/ { id: 'posts.choices.boardsLoading', message: 'Loading the boards…' },
  boardsNone: /*i18n*/ {
    id: 'posts.choices.boardsNone',
    message: 'This Pinterest account has no boards yet. Create one on Pinterest, then try again.',
  },
  boardsFailed: /*i18n*/ {
    id: 'posts.choices.boardsFailed',
    message: 'The boards could not be loaded. Type the board’s name, or try again.',
  },
  retry: /*i18n*/ { id: 'posts.choices.retry', message: 'Try again' },
  ttLoading: /*i18n*/ {
    id: 'posts.choices.ttLoading',
    message: 'Reading what this TikTok account allows…',
  },
  ttFailed: /*i18n*/ {
    id: 'posts.choices.ttFailed',
    message:
      'TikTok’s settings for this account could not be read; TikTok checks the choice when posting.',
  },
  allowComments: /*i18n*/ { id: 'posts.choices.allowComments', message: 'Allow comments' },
  allowDuets: /*i18n*/ { id: 'posts.choices.allowDuets', message: 'Allow duets' },
  allowStitches: /*i18n*/ { id: 'posts.choices.allowStitches', message: 'Allow stitches' },
  turnedOff: /*i18n*/ {
    id: 'posts.choices.turnedOff',
    message: '(turned off in this account’s TikTok settings)',
  },
};
