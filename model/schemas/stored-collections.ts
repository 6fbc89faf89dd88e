// Every stored collection (ids as *) and the schema of its documents: the one table the checks
// read. The seed test parses each seeded document with it; the coverage test fails when
// firestore.rules or the functions name a collection this table lacks. Only tests import it,
// so no bundle carries every schema.

import * as v from 'valibot';
import { apiKeyDocSchema } from './api-keys';
import { auditLogDocSchema } from './audit-log';
import {
  channelSecretsDocSchema,
  oauthClientDocSchema,
  oauthStateDocSchema,
} from './channels/channel-secrets';
import { channelDocSchema } from './channels/channels';
import { reconnectLinkDocSchema } from './channels/reconnect-links';
import { commentDocSchema } from './comments';
import { contactMessageDocSchema } from './contact-messages';
import { eventDocSchema } from './events';
import { experimentSettingsDocSchema } from './growth/experiment';
import { feedDocSchema, feedItemDocSchema } from './growth/feeds';
import {
  linkClicksDocSchema,
  linkSaltDocSchema,
  linkSettingsDocSchema,
  linkVisitorDocSchema,
  shortLinkDocSchema,
} from './growth/links';
import { apiIdempotencyDocSchema, idempotencyDocSchema } from './idempotency';
import {
  conversationDocSchema,
  conversationNoteDocSchema,
  inboxCursorDocSchema,
  inboxItemDocSchema,
} from './inbox';
import { invitationDocSchema } from './invitations';
import { jobDocSchema } from './jobs';
import { libraryItemSchema } from './library';
import { migrationDocSchema } from './migrations';
import {
  mailDeliveryDocSchema,
  notificationItemDocSchema,
  notificationPrefsDocSchema,
  outboxDocSchema,
  workspaceNoticeDocSchema,
} from './notifications';
import { onboardingDocSchema } from './onboarding';
import { planDocSchema } from './plans';
import {
  webhookDeliveryDocSchema,
  webhookDocSchema,
  webhookSecretDocSchema,
} from './platform/webhooks';
import { policyDocSchema, policyVersionDocSchema } from './policies';
import { postActivityDocSchema } from './posts/post-activity';
import { postDocSchema } from './posts/posts-stored';
import { publishDeadLetterDocSchema, publishPaceDocSchema } from './posts/publish-pace';
import { queueDocSchema } from './queues';
import { rateLimitDocSchema } from './rate-limits';
import { reportLinkDocSchema } from './reports/report-links';
import { reportScheduleDocSchema } from './reports/report-schedules';
import { reviewLinkDocSchema, reviewPulseDocSchema } from './review-links';
import { publishingSettingsDocSchema, seriesDocSchema } from './series';
import { serviceRequestDocSchema, serviceRequestMessageDocSchema } from './service-requests';
import { serviceDocSchema } from './services';
import { settingsDocSchema } from './settings';
import { snippetDocSchema } from './snippets';
import { subscriptionDocSchema } from './subscriptions';
import { teamDocSchema } from './team';
import { consentDocSchema, userDocSchema } from './users';
import { metricDocSchema, workspaceDocSchema } from './workspaces';

export const STORED_COLLECTIONS = {
  'users/*': userDocSchema,
  'users/*/consents/*': consentDocSchema,
  'workspaces/*': workspaceDocSchema,
  'workspaces/*/channels/*': channelDocSchema,
  'workspaces/*/posts/*': postDocSchema,
  'workspaces/*/posts/*/comments/*': commentDocSchema,
  'workspaces/*/posts/*/activity/*': postActivityDocSchema,
  'workspaces/*/queues/*': queueDocSchema,
  'workspaces/*/library/*': libraryItemSchema,
  'workspaces/*/snippets/*': snippetDocSchema,
  'workspaces/*/series/*': seriesDocSchema,
  'workspaces/*/publishing/*': publishingSettingsDocSchema,
  'workspaces/*/metrics/*': metricDocSchema,
  'workspaces/*/notifications/*': workspaceNoticeDocSchema,
  'workspaces/*/webhooks/*': webhookDocSchema,
  'workspaces/*/webhooks/*/deliveries/*': webhookDeliveryDocSchema,
  'webhookSecrets/*': webhookSecretDocSchema,
  'workspaces/*/conversations/*': conversationDocSchema,
  'workspaces/*/conversations/*/notes/*': conversationNoteDocSchema,
  'workspaces/*/inboxItems/*': inboxItemDocSchema,
  'inboxCursors/*': inboxCursorDocSchema,
  'channelSecrets/*': channelSecretsDocSchema,
  'oauthStates/*': oauthStateDocSchema,
  'reconnectLinks/*': reconnectLinkDocSchema,
  'oauthClients/*': oauthClientDocSchema,
  'plans/*': planDocSchema,
  'services/*': serviceDocSchema,
  'team/*': teamDocSchema,
  'policies/*': policyDocSchema,
  'policies/*/versions/*': policyVersionDocSchema,
  'settings/*': settingsDocSchema,
  'subscriptions/*': subscriptionDocSchema,
  'serviceRequests/*': serviceRequestDocSchema,
  'serviceRequests/*/messages/*': serviceRequestMessageDocSchema,
  'onboarding/*': onboardingDocSchema,
  'invitations/*': invitationDocSchema,
  'notifications/*/items/*': notificationItemDocSchema,
  'notificationPrefs/*': notificationPrefsDocSchema,
  'mailDeliveries/*': mailDeliveryDocSchema,
  'outbox/*': outboxDocSchema,
  'migrations/*': migrationDocSchema,
  'contactMessages/*': contactMessageDocSchema,
  'auditLog/*': auditLogDocSchema,
  'rateLimits/*': rateLimitDocSchema,
  'reviewLinks/*': reviewLinkDocSchema,
  'reviewPulses/*': reviewPulseDocSchema,
  'reportLinks/*': reportLinkDocSchema,
  'reportSchedules/*': reportScheduleDocSchema,
  'apiKeys/*': apiKeyDocSchema,
  'events/*': eventDocSchema,
  'jobs/*': jobDocSchema,
  'idempotency/*': idempotencyDocSchema,
  'apiIdempotency/*': apiIdempotencyDocSchema,
  'publishPace/*': publishPaceDocSchema,
  'publishDeadLetters/*': publishDeadLetterDocSchema,
  // One document per setting: `links` and `experiment` (whose fields each schema requires).
  'workspaces/*/growth/*': v.object({
    ...v.partial(linkSettingsDocSchema).entries,
    ...v.partial(experimentSettingsDocSchema).entries,
  }),
  'workspaces/*/linkClicks/*': linkClicksDocSchema,
  'workspaces/*/feeds/*': feedDocSchema,
  'workspaces/*/feeds/*/items/*': feedItemDocSchema,
  'shortLinks/*': shortLinkDocSchema,
  'shortLinks/*/visitors/*': linkVisitorDocSchema,
  'linkSalts/*': linkSaltDocSchema,
} as const;
