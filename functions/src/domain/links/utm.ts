// UTM parameters on the links of a post, per network, as it is published: source (the network,
// unless the workspace names one), medium and campaign (the post's own campaign, else its
// series, else the workspace's). Parameters the author wrote into a link are kept as written.

import type { LinkSettings } from '@model/schemas/growth/links';

export interface UtmParams {
  source: string;
  medium: string;
  campaign: string;
}

/** Links as they appear in post text; trailing punctuation belongs to the sentence. */
const LINK = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/** Each link of the text (as written), in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => match[0].replace(TRAILING, ''));
}

/** Replaces each link of the text by what `change` answers for it (the rest stays as written). */
export function mapLinks(text: string, change: (link: string) => string): string {
  return text.replace(LINK, (found) => {
    const link = found.replace(TRAILING, '');
    return change(link) + found.slice(link.length);
  });
}

/** The link with the parameters it lacks added; a link that does not parse stays as written. */
export function tagUrl(link: string, params: UtmParams): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  const wanted: [string, string][] = [
    ['utm_source', params.source],
    ['utm_medium', params.medium],
    ['utm_campaign', params.campaign],
  ];
  let changed = false;
  for (const [name, value] of wanted) {
    if (!value || url.searchParams.has(name)) continue;
    url.searchParams.append(name, value);
    changed = true;
  }
  return changed ? url.toString() : link;
}

/** A campaign value from free text (a series id, a campaign name): what UTM values allow. */
function slug(value: string): string {
  return value
    .trim()
    .replace(/[^\w.~-]+/g, '-')
    .slice(0, 60);
}

/** The parameters for one network: the post's campaign or series wins over the workspace's. */
export function utmFor(
  settings: LinkSettings,
  network: string,
  post: { campaign?: unknown; series?: unknown },
): UtmParams {
  const series =
    typeof post.series === 'object' && post.series !== null
      ? (post.series as { id?: unknown }).id
      : undefined;
  const campaign =
    typeof post.campaign === 'string' && post.campaign.trim()
      ? slug(post.campaign)
      : typeof series === 'string'
        ? `series-${slug(series)}`
        : settings.campaign;
  return { source: settings.source || network, medium: settings.medium, campaign };
}
