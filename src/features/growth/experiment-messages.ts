// Sentences of the best-time experiment on the growth screen.

export const experimentMessages = {
  title: /*i18n*/ { id: 'growth.experiment.title', message: 'Best-time experiment' },
  help: /*i18n*/ {
    id: 'growth.experiment.help',
    message:
      'While it runs, a fair random draw sends the chosen share of the posts a queue places to the queue’s other times instead of its suggested ones (posts for one channel, in queues with both kinds of slot). The lift compares the posts’ engagement rates: the difference of the two means relative to the other times’ mean, with Welch’s 95 % confidence interval. A post counts only if it went out at the time drawn, and the result needs {min} measured posts of each kind.',
  },
  enabled: /*i18n*/ {
    id: 'growth.experiment.enabled',
    message: 'Run the experiment',
  },
  share: /*i18n*/ {
    id: 'growth.experiment.share',
    message: 'Share of queued posts at other times (%)',
  },
  save: /*i18n*/ { id: 'growth.experiment.save', message: 'Save experiment' },
  saved: /*i18n*/ { id: 'growth.experiment.saved', message: 'Experiment saved.' },
  badShare: /*i18n*/ {
    id: 'growth.experiment.badShare',
    message: 'The share is a whole number from {min} to {max} %.',
  },
  readOnly: /*i18n*/ {
    id: 'growth.experiment.readOnly',
    message: 'The workspace’s owners and editors run the experiment.',
  },
  notEnough: /*i18n*/ {
    id: 'growth.experiment.notEnough',
    message:
      'Not enough data yet: {suggested} measured posts at suggested times and {exploration} at other times; {min} of each are needed.',
  },
  lift: /*i18n*/ {
    id: 'growth.experiment.lift',
    message:
      'Suggested times: {lift} % engagement rate against other times (95 % confidence interval {low} % to {high} %).',
  },
  arms: /*i18n*/ {
    id: 'growth.experiment.arms',
    message:
      '{suggested} posts at suggested times (mean {suggestedMean} %), {exploration} at other times (mean {explorationMean} %).',
  },
};
