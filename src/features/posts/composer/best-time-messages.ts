// The composer's best-time hint beside its time picker.

export const bestTimeMessages = {
  measured: /*i18n*/ {
    id: 'composer.bestTime.measured',
    message: 'Best time for {channel}: {slot}, learned from its posts.',
  },
  fallback: /*i18n*/ {
    id: 'composer.bestTime.default',
    message: 'Best time for {channel}: {slot}, the network’s default until it has enough posts.',
  },
  use: /*i18n*/ { id: 'composer.bestTime.use', message: 'Use {when}' },
};
