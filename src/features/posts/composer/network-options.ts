// The required network settings as composer problems, named by network and field.

import type { I18n } from '@lingui/core';
import { missingOptions } from '@model/schemas/channels/networkOptions';
import type { ChannelCount, Problem } from '../draft';
import { fieldLabels, om, optionNetworks } from './network-options-messages';

type Translate = I18n['_'];

/** Each missing setting as a problem whose values are already in the user's language. */
export function optionProblems(
  _: Translate,
  counts: readonly ChannelCount[],
  options: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Problem[] {
  return missingOptions(
    counts.map((count) => count.channel.provider),
    options,
  ).map(({ provider, field }) => ({
    ...om.missing,
    values: {
      network: _(optionNetworks[provider]),
      field: _(fieldLabels[field as keyof typeof fieldLabels] ?? om.legend),
    },
  }));
}
