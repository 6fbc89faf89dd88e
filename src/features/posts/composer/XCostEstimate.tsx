// X bills the app for every post sent through its API, from one account of prepaid credits
// that every workspace draws on: where an X channel is chosen the composer says what this post
// will cost there (model/x-api-cost.ts, from X's price list), so a long thread of links is not
// a surprise on the bill.

import { useLingui } from '@lingui/react';
import { xPostCost } from '@model/x-api-cost';
import type { Channel } from '../../../firebase/posts/post-types';
import { useComposer } from './use-composer';

const xCost = /*i18n*/ {
  id: 'posts.xCost',
  message:
    'X API cost of this post: about {cost} ({count, plural, one {# post} other {# posts}} on X; X charges the app for each, more for a link).',
};

export function XCostEstimate({ channels }: { channels: readonly Channel[] }) {
  const { _, i18n } = useLingui();
  const { channelIds, text, variants, thread, media } = useComposer();
  const chosen = channels.filter(
    (channel) => channel.provider === 'x' && channelIds.includes(channel.id),
  );
  if (chosen.length === 0) return null;
  const alts = media.filter((item) => item.alt).length;
  const costs = chosen.map((channel) =>
    xPostCost([variants[channel.id] ?? text, ...(thread ?? [])], alts),
  );
  const dollars = costs.reduce((sum, cost) => sum + cost.dollars, 0);
  const count = costs.reduce((sum, cost) => sum + cost.creates, 0);
  const cost = new Intl.NumberFormat(i18n.locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 3,
  }).format(dollars);
  return (
    <p className="composer-consent" data-testid="x-cost">
      {_({ ...xCost, values: { cost, count } })}
    </p>
  );
}
