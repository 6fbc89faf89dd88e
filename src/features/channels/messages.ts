// Sentences of the channels screen.

import type { MessageDescriptor } from '@lingui/core';
import type { NetworkId } from '@model/networks';

export const m = {
  lead: /*i18n*/ {
    id: 'channels.lead',
    message: 'Connect the social accounts your posts go to and keep an eye on their health.',
  },
  noWorkspace: /*i18n*/ {
    id: 'channels.noWorkspace',
    message:
      'You are not a member of any workspace yet. Ask a workspace owner to invite you, then come back here to connect channels.',
  },
  workspace: /*i18n*/ { id: 'channels.workspace', message: 'Workspace' },
  loadFailed: /*i18n*/ {
    id: 'channels.loadFailed',
    message: 'The channels could not be loaded: {reason}',
  },
  listTitle: /*i18n*/ { id: 'channels.listTitle', message: 'Your channels' },
  empty: /*i18n*/ {
    id: 'channels.empty',
    message:
      'No channel is connected yet. Choose a network under “Connect a channel” to connect your first account.',
  },
  readOnly: /*i18n*/ {
    id: 'channels.readOnly',
    message: 'Only the owners and editors of this workspace can connect or disconnect channels.',
  },
  statusConnected: /*i18n*/ { id: 'channels.status.connected', message: 'Connected' },
  statusNeedsReconnect: /*i18n*/ {
    id: 'channels.status.needs_reconnect',
    message: 'Needs reconnecting',
  },
  statusDisconnected: /*i18n*/ { id: 'channels.status.disconnected', message: 'Disconnected' },
  reasonDefault: /*i18n*/ {
    id: 'channels.reasonDefault',
    message: 'The network no longer accepts our access.',
  },
  reconnectWhy: /*i18n*/ {
    id: 'channels.reconnectWhy',
    message: '{reason} Nothing is published to this channel until you reconnect it.',
  },
  disconnectedNote: /*i18n*/ {
    id: 'channels.disconnectedNote',
    message: 'Posts are no longer published here. Published posts keep their history.',
  },
  expiresSoon: /*i18n*/ {
    id: 'channels.expiresSoon',
    message: 'Access expires on {date}. Reconnect before then to keep publishing.',
  },
  expired: /*i18n*/ {
    id: 'channels.expired',
    message: 'Access expired on {date}. Reconnect to keep publishing.',
  },
  connectedSince: /*i18n*/ { id: 'channels.connectedSince', message: 'Connected on {date}' },
  instance: /*i18n*/ { id: 'channels.instance', message: 'Server: {instance}' },
  reconnect: /*i18n*/ { id: 'channels.reconnect', message: 'Reconnect' },
  reconnectNamed: /*i18n*/ { id: 'channels.reconnectNamed', message: 'Reconnect {name}' },
  connectAgain: /*i18n*/ { id: 'channels.connectAgain', message: 'Connect again' },
  disconnect: /*i18n*/ { id: 'channels.disconnect', message: 'Disconnect' },
  confirmDisconnect: /*i18n*/ {
    id: 'channels.confirmDisconnect',
    message:
      'Disconnect {name} ({handle})? Scheduled posts will no longer be published to it. Published posts keep their history, and you can connect the account again later.',
  },
  disconnectDone: /*i18n*/ { id: 'channels.disconnectDone', message: '{name} is disconnected.' },
  connectDone: /*i18n*/ { id: 'channels.connectDone', message: 'The channel is connected.' },
  connectTitle: /*i18n*/ { id: 'channels.connectTitle', message: 'Connect a channel' },
  connectNetwork: /*i18n*/ { id: 'channels.connectNetwork', message: 'Connect {network}' },
  noticesLabel: /*i18n*/ { id: 'channels.noticesLabel', message: 'Channels needing attention' },
  notice: /*i18n*/ {
    id: 'channels.notice',
    message: '{name} on {network} needs reconnecting.',
  },
  cancel: /*i18n*/ { id: 'channels.cancel', message: 'Cancel' },
  close: /*i18n*/ { id: 'channels.close', message: 'Close' },
  connect: /*i18n*/ { id: 'channels.connect', message: 'Connect' },
  connecting: /*i18n*/ { id: 'channels.connecting', message: 'Connecting…' },
  redirecting: /*i18n*/ { id: 'channels.redirecting', message: 'Opening {network}…' },
  continueTo: /*i18n*/ { id: 'channels.continueTo', message: 'Continue to {network}' },
  oauthExplain: /*i18n*/ {
    id: 'channels.oauthExplain',
    message:
      'You will be sent to {network} to sign in and approve access, then brought back here. We never see your {network} password.',
  },
  notSetUp: /*i18n*/ {
    id: 'channels.notSetUp',
    message:
      '{network} is not set up on this server yet, so it cannot be connected here. An administrator can add the {network} app keys; the other networks work as usual.',
  },
  finishing: /*i18n*/ { id: 'channels.finishing', message: 'Finishing the connection…' },
  oauthRefused: /*i18n*/ {
    id: 'channels.oauthRefused',
    message: 'The network did not grant access ({reason}). Nothing was connected.',
  },
  oauthFailed: /*i18n*/ {
    id: 'channels.oauthFailed',
    message: 'The connection could not be completed: {reason}',
  },
  failed: /*i18n*/ { id: 'channels.failed', message: 'That did not work: {reason}' },
  failure: {
    not_public: /*i18n*/ {
      id: 'channels.failure.notPublic',
      message: 'That address is not a public {network} server. Check it and try again.',
    },
    refused: /*i18n*/ {
      id: 'channels.failure.refused',
      message: '{network} did not accept the sign-in. Check what you entered and try again.',
    },
    rejected: /*i18n*/ {
      id: 'channels.failure.rejected',
      message: '{network} refused the connection and said: {reason}',
    },
    no_server: /*i18n*/ {
      id: 'channels.failure.noServer',
      message:
        'No {network} server answered at that address. Check the address, or try again later if it is right.',
    },
    unreachable: /*i18n*/ {
      id: 'channels.failure.unreachable',
      message:
        '{network} could not be reached just now, so nothing was connected. Try again in a moment.',
    },
  },
  blueskyIdentifier: /*i18n*/ {
    id: 'channels.bluesky.identifier',
    message: 'Handle or email',
  },
  blueskyIdentifierHint: /*i18n*/ {
    id: 'channels.bluesky.identifierHint',
    message: 'For example alice.bsky.social',
  },
  blueskyHandle: /*i18n*/ { id: 'channels.bluesky.handle', message: 'Bluesky handle' },
  blueskyHandleMissing: /*i18n*/ {
    id: 'channels.bluesky.handleMissing',
    message: 'Enter your Bluesky handle, for example alice.bsky.social.',
  },
  blueskyAppPasswordInstead: /*i18n*/ {
    id: 'channels.bluesky.appPasswordInstead',
    message:
      'This server is not set up to sign in at Bluesky, so it connects with an app password instead.',
  },
  blueskyIdentifierMissing: /*i18n*/ {
    id: 'channels.bluesky.identifierMissing',
    message: 'Enter your Bluesky handle or email address.',
  },
  appPassword: /*i18n*/ { id: 'channels.bluesky.appPassword', message: 'App password' },
  appPasswordHint: /*i18n*/ {
    id: 'channels.bluesky.appPasswordHint',
    message:
      'An app password lets us post for you without your main password, and you can revoke it in Bluesky at any time. It looks like xxxx-xxxx-xxxx-xxxx.',
  },
  appPasswordLink: /*i18n*/ {
    id: 'channels.bluesky.appPasswordLink',
    message: 'Create an app password in Bluesky (opens in a new tab)',
  },
  appPasswordMissing: /*i18n*/ {
    id: 'channels.bluesky.appPasswordMissing',
    message: 'Enter an app password.',
  },
  appPasswordShape: /*i18n*/ {
    id: 'channels.bluesky.appPasswordShape',
    message:
      'This does not look like an app password (xxxx-xxxx-xxxx-xxxx). Never enter your main Bluesky password here.',
  },
  appPasswordKept: /*i18n*/ {
    id: 'channels.bluesky.appPasswordKept',
    message:
      'The app password goes once to our server, which keeps it out of reach of every browser. This page does not store it.',
  },
  blueskyService: /*i18n*/ {
    id: 'channels.bluesky.service',
    message: 'Hosting provider (optional)',
  },
  blueskyServiceHint: /*i18n*/ {
    id: 'channels.bluesky.serviceHint',
    message: 'Leave empty for Bluesky’s own hosting. Otherwise, e.g. https://pds.example.com',
  },
  blueskyServiceInvalid: /*i18n*/ {
    id: 'channels.bluesky.serviceInvalid',
    message: 'Enter an https address, for example https://pds.example.com.',
  },
  mastodonInstance: /*i18n*/ {
    id: 'channels.mastodon.instance',
    message: 'Your Mastodon server',
  },
  mastodonInstanceHint: /*i18n*/ {
    id: 'channels.mastodon.instanceHint',
    message: 'The address of the server your account is on, for example mastodon.social',
  },
  mastodonInstanceInvalid: /*i18n*/ {
    id: 'channels.mastodon.instanceInvalid',
    message: 'Enter a server address such as mastodon.social.',
  },
  sandboxHandle: /*i18n*/ { id: 'channels.sandbox.handle', message: 'Handle' },
  sandboxHandleHint: /*i18n*/ {
    id: 'channels.sandbox.handleHint',
    message:
      'Any name made of letters, digits, dots, _ or -, for example @demo.sandbox. Posts to it are recorded here and never leave this machine.',
  },
  sandboxHandleInvalid: /*i18n*/ {
    id: 'channels.sandbox.handleInvalid',
    message: 'Use only letters, digits, dots, _ or -, for example @demo.sandbox.',
  },
};

export const networkNames = {
  bluesky: /*i18n*/ { id: 'channels.network.bluesky', message: 'Bluesky' },
  mastodon: /*i18n*/ { id: 'channels.network.mastodon', message: 'Mastodon' },
  linkedin: /*i18n*/ { id: 'channels.network.linkedin', message: 'LinkedIn' },
  x: /*i18n*/ { id: 'channels.network.x', message: 'X' },
  sandbox: /*i18n*/ { id: 'channels.network.sandbox', message: 'Sandbox' },
  facebook: /*i18n*/ { id: 'channels.network.facebook', message: 'Facebook' },
  instagram: /*i18n*/ { id: 'channels.network.instagram', message: 'Instagram' },
  threads: /*i18n*/ { id: 'channels.network.threads', message: 'Threads' },
  linkedin_page: /*i18n*/ { id: 'channels.network.linkedinPage', message: 'LinkedIn page' },
  youtube: /*i18n*/ { id: 'channels.network.youtube', message: 'YouTube' },
  tiktok: /*i18n*/ { id: 'channels.network.tiktok', message: 'TikTok' },
  pinterest: /*i18n*/ { id: 'channels.network.pinterest', message: 'Pinterest' },
  google_business: /*i18n*/ {
    id: 'channels.network.googleBusiness',
    message: 'Google Business Profile',
  },
} satisfies Record<NetworkId, MessageDescriptor>;

/** Where a network is offered for connecting: the sandbox says plainly what it is. */
export const networkTitles = {
  ...networkNames,
  sandbox: /*i18n*/ {
    id: 'channels.network.sandboxTitle',
    message: 'Sandbox (test network, nothing is published)',
  },
};

export const networkBlurbs = {
  bluesky: /*i18n*/ {
    id: 'channels.blurb.bluesky',
    message: 'Your handle; you approve access at Bluesky.',
  },
  mastodon: /*i18n*/ {
    id: 'channels.blurb.mastodon',
    message: 'Any Mastodon server; you approve access there.',
  },
  linkedin: /*i18n*/ {
    id: 'channels.blurb.linkedin',
    message: 'Your LinkedIn profile; you approve access on LinkedIn.',
  },
  x: /*i18n*/ { id: 'channels.blurb.x', message: 'Your X account; you approve access on X.' },
  sandbox: /*i18n*/ {
    id: 'channels.blurb.sandbox',
    message: 'Try connecting and publishing without a real account.',
  },
  facebook: /*i18n*/ {
    id: 'channels.blurb.facebook',
    message: 'Facebook Pages; you pick the Pages (and their Instagram accounts) on Facebook.',
  },
  instagram: /*i18n*/ {
    id: 'channels.blurb.instagram',
    message: 'Instagram business or creator accounts linked to a Facebook Page.',
  },
  threads: /*i18n*/ {
    id: 'channels.blurb.threads',
    message: 'Your Threads profile; you approve access on Threads.',
  },
  linkedin_page: /*i18n*/ {
    id: 'channels.blurb.linkedinPage',
    message: 'Company pages you administer on LinkedIn.',
  },
  youtube: /*i18n*/ {
    id: 'channels.blurb.youtube',
    message: 'Your YouTube channel; you approve access with Google.',
  },
  tiktok: /*i18n*/ {
    id: 'channels.blurb.tiktok',
    message: 'Your TikTok account; post directly or send drafts to your inbox.',
  },
  pinterest: /*i18n*/ {
    id: 'channels.blurb.pinterest',
    message: 'Your Pinterest account; each pin goes to a board you choose.',
  },
  google_business: /*i18n*/ {
    id: 'channels.blurb.googleBusiness',
    message: 'Every business location you manage on Google.',
  },
};
