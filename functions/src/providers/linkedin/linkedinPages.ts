// LinkedIn company pages: the member's posting code with the page as author (the channel stores
// organizationUrn beside personUrn), a sign-in that asks for the organisation scopes and connects
// every page the member administers, and the page's follower count.

import { ProviderError } from '../errors';
import { field, str } from '../fields';
import { withTokens } from '../oauthSession';
import type { ConnectedAccount, OAuthFlow, Provider } from '../types';
import { LinkedInSession, linkedin, linkedinAuthorize, linkedinSignIn } from './linkedin';

export const LINKEDIN_PAGE_SCOPES =
  'openid profile w_member_social w_organization_social r_organization_social rw_organization_admin';

export const linkedinPage: Provider = {
  ...linkedin,
  id: 'linkedin_page',

  async channelMetrics(secrets, ctx) {
    const session = new LinkedInSession(secrets, ctx);
    const body = (
      await session.rest(
        `networkSizes/${encodeURIComponent(session.personUrn)}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`,
      )
    ).body;
    return { followers: Number(field(body, 'firstDegreeSize')) || 0 };
  },
};

/** The pages the member administers, each with its name. */
async function administeredPages(session: LinkedInSession): Promise<ConnectedAccount[]> {
  const acls = (
    await session.rest('organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED')
  ).body;
  const elements = field(acls, 'elements');
  const pages: ConnectedAccount[] = [];
  for (const acl of Array.isArray(elements) ? elements : []) {
    const urn = str(field(acl, 'organization'));
    const id = urn?.match(/^urn:li:organization:(\d+)$/)?.[1];
    if (!urn || !id) continue;
    const org = (await session.rest(`organizations/${id}`)).body;
    const name = str(field(org, 'localizedName')) ?? id;
    const vanity = str(field(org, 'vanityName'));
    pages.push({
      accountId: urn,
      handle: vanity ? `linkedin.com/company/${vanity}` : name,
      displayName: name,
      avatarUrl: null,
      secrets: { organizationUrn: urn },
    });
  }
  return pages;
}

export const linkedinPageOAuth: OAuthFlow = {
  async start(input) {
    return linkedinAuthorize(input, LINKEDIN_PAGE_SCOPES);
  },

  async complete(input, ctx) {
    const { tokens, sub } = await linkedinSignIn(input, ctx);
    const probe = { ...ctx, saveSecrets: async () => undefined };
    const personUrn = `urn:li:person:${sub}`;
    const session = new LinkedInSession(withTokens({ personUrn }, tokens), probe);
    const pages = (await administeredPages(session)).map((page) => ({
      ...page,
      secrets: withTokens({ ...page.secrets, personUrn }, tokens),
      tokenExpiresAt: tokens.accessTokenExpiresAt
        ? new Date(tokens.accessTokenExpiresAt)
        : undefined,
    }));
    const [first, ...others] = pages;
    if (!first) {
      throw new ProviderError('permanent', 'This LinkedIn member administers no company page.');
    }
    return {
      ...first,
      alsoConnected: others.map((account) => ({ provider: 'linkedin_page' as const, account })),
    };
  },
};
