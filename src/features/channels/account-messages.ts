// What a sign-in that granted several accounts (Meta pages and Instagram accounts, LinkedIn
// pages, Google locations) left out, and why.

export const am = {
  accountsLimit: /*i18n*/ {
    id: 'channels.accountsLimit',
    message:
      '{connected} of {granted} accounts connected; your plan allows {limit} channels. Not connected: {names}. Disconnect a channel or upgrade, then connect again.',
  },
  accountsTaken: /*i18n*/ {
    id: 'channels.accountsTaken',
    message:
      '{connected} of {granted} accounts connected. Already connected as other channels: {names}.',
  },
};
