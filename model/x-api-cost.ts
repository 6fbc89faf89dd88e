// What a post costs on X's API, which bills the app (every workspace's posts draw on one
// account of prepaid credits, not a cap per channel): each post or thread part is a "Content:
// Create" request, dearer when its text holds a link; each alt text is a "Media Metadata"
// request; the read-back that proves the post (receipts) is a "Posts: Read". Prices from
// https://docs.x.com/x-api/getting-started/pricing (USD, per request or resource).

import { X_URL } from './network-limits';

export const X_API_PRICES = {
  create: 0.015,
  createWithLink: 0.2,
  mediaMetadata: 0.005,
  postRead: 0.005,
  source: 'https://docs.x.com/x-api/getting-started/pricing',
} as const;

export interface XPostCost {
  /** US dollars, rounded to a tenth of a cent. */
  dollars: number;
  /** Content: Create requests, and how many of them carry a link. */
  creates: number;
  withLink: number;
}

/** A post's cost on X: its text and thread parts, its media's alt texts, and the read-back. */
export function xPostCost(parts: readonly string[], altTexts: number): XPostCost {
  const posted = parts.filter((part) => part.trim().length > 0);
  const withLink = posted.filter((part) => new RegExp(X_URL.source, 'i').test(part)).length;
  const plain = posted.length - withLink;
  const cents =
    plain * X_API_PRICES.create +
    withLink * X_API_PRICES.createWithLink +
    altTexts * X_API_PRICES.mediaMetadata +
    (posted.length > 0 ? X_API_PRICES.postRead : 0);
  return { dollars: Math.round(cents * 1000) / 1000, creates: posted.length, withLink };
}
