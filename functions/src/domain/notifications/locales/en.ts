import type { Catalogue } from './types';

export const en: Catalogue = {
  events: {
    invitation: [
      'You are invited to {site}',
      '{actor} invited you to join {place}.',
      'Accept the invitation',
    ],
    approval_requested: [
      'A post awaits your approval',
      '{actor} asks you to approve “{subject}”.',
      'Review the post',
    ],
    approved: [
      'Your post was approved and scheduled',
      '{actor} approved “{subject}”. It publishes {when}.',
      'Open the post',
    ],
    approved_unscheduled: [
      'Your approved post is not scheduled',
      '{actor} approved “{subject}”. Nothing publishes until you schedule it.',
      'Schedule it',
    ],
    approval_reminder: [
      'A post still awaits your approval',
      '“{subject}” has waited for your decision since {date}.',
      'Review the post',
    ],
    approval_overdue: [
      'A post is held: its approval deadline passed',
      '“{subject}” was not approved by {when}, so it is held and will not publish. Once it is approved, it is scheduled again if its time is still ahead; otherwise choose a new time.',
      'Open the post',
    ],
    approval_reopened: [
      'An approved post is being changed',
      '{actor} reopened “{subject}”, which you approved, to edit it. It comes back to you with its changes.',
      'Open the post',
    ],
    changes_requested: [
      'Changes requested on your post',
      '{actor} asks for changes to “{subject}”.',
      'Open the post',
    ],
    // Client review: comments on posts.
    comment_added: [
      'New comment on your post',
      '{actor} commented on “{subject}”.',
      'Open the post',
    ],
    review_link_shared: [
      'Posts await your review on {site}',
      '{actor} shares the posts of {place} for your review, until {date}. No account is needed: open the link, type your name, then approve, ask for changes or comment.',
      'Review the posts',
    ],
    mentioned: ['You were mentioned', '{actor} mentioned you on “{subject}”.', 'Open the post'],
    published: [
      'Your post was published',
      '“{subject}” is live on every network.',
      'Open the post',
    ],
    partially_published: [
      'Your post was only partly published',
      '“{subject}” could not be published everywhere.',
      'Open the post',
    ],
    publish_failed: [
      'Your post could not be published',
      '“{subject}” was not published.',
      'Open the post',
    ],
    webhook_paused: [
      'A webhook was paused',
      'The webhook to {subject} failed five times in a row and was paused: no more events are sent to it. Fix the receiving end, then resume it.',
      'Open webhooks',
    ],
    channel_reconnect: [
      'A channel needs reconnecting',
      'The channel {subject} lost its connection and needs reconnecting.',
      'Reconnect',
    ],
    service_request_created: [
      'New service request',
      '{actor} asked for “{subject}”.',
      'Open the request',
    ],
    service_request_answered: [
      'Your service request has an answer',
      'The team answered “{subject}”.',
      'Open the request',
    ],
    service_request_replied: [
      'A client answered a service request',
      '{actor} answered “{subject}”.',
      'Open the request',
    ],
    onboarding_submitted: [
      'An onboarding form was submitted',
      '{actor} submitted the onboarding form of {subject}.',
      'Review it',
    ],
    onboarding_approved: [
      'Your onboarding was approved',
      'Welcome aboard: {subject} is ready.',
      'Open the app',
    ],
    onboarding_rejected: [
      'Your onboarding needs another look',
      'The onboarding of {subject} was not approved.',
      'Open the app',
    ],
    credential_expiring: [
      "A channel's sign-in is about to lapse",
      'The sign-in of {subject} lapses on {date}, before posts scheduled on it. Reconnect it before then, or send the client a reconnect link.',
      'Open the dashboard',
    ],
    courtesy_expiring: [
      'A courtesy subscription is about to expire',
      'The courtesy subscription of {subject} ends on {date}.',
      'Open courtesy subscriptions',
    ],
    plan_upgrade_requested: [
      'A workspace asks for a bigger plan',
      "{actor} asks for a bigger plan for {subject}: it has met its plan's channel limit.",
      'Open courtesy subscriptions',
    ],
    terms_updated: [
      'New terms to accept',
      '{site} has new terms. Please read and accept them on your next visit.',
      'Read the terms',
    ],
    account_verify: [
      'Confirm your email address for {site}',
      'Confirm that {subject} is your address to finish setting up your {site} account. If you did not sign up, ignore this email.',
      'Confirm my address',
    ],
    account_reset: [
      'Reset your {site} password',
      'Someone asked to reset the password of {subject}. If it was you, choose a new password with the link below; otherwise ignore this email.',
      'Choose a new password',
    ],
    account_sign_in: [
      'Your sign-in link for {site}',
      'Open this link in the browser where you asked for it to sign in as {subject}. If you did not ask for it, ignore this email.',
      'Sign in',
    ],
    inbox_assigned: [
      'A conversation was assigned to you',
      '{actor} assigned you the conversation “{subject}”.',
      'Open the inbox',
    ],
    report_ready: [
      'Your client report is ready on {site}',
      'The report of {place} for {date} is attached as a PDF. The link opens it on the web, where every figure shows the posts it comes from.',
      'Open the report',
    ],
    inbox_client_answered: [
      'The client answered your question',
      '{actor} answered the question “{subject}”.',
      'Open the conversation',
    ],
  },
  comment: 'Comment',
  reasons: 'Reasons',
  footer: 'You receive this email because you use {site}.',
  unsubscribe: 'Stop these emails',
  preferences: 'Notification settings',
  digestSubject: 'Your daily summary from {site}',
  digestLead: 'Here is what happened since yesterday.',
  categories: {
    approvals: 'Approvals',
    publishing: 'Publishing results',
    channels: 'Channels',
    requests: 'Service requests',
    onboarding: 'Onboarding',
    subscriptions: 'Subscriptions',
    account: 'Account',
  },
  unsubscribeQuestion: 'Stop emails about “{category}”?',
  unsubscribeButton: 'Stop these emails',
  unsubscribeDone:
    'You will no longer get emails about “{category}”. Notices in the app stay on; change this any time in your notification settings.',
  unsubscribeInvalid:
    'This link is not valid. Change your notification settings in the app instead.',
};
