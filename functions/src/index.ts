// Wiring only: every deployed function and the module that implements it.

export { onUserCreated } from './auth/onUserCreated';
export { createApiKey } from './callable/account/createApiKey';
export { deleteMyAccount } from './callable/account/deleteMyAccount';
export { exportMyData } from './callable/account/exportMyData';
// API keys screen: the workspace owner's list of keys.
// API keys screen: the workspace owner's list of keys.
export { listApiKeys } from './callable/account/listApiKeys';
export { recordConsent } from './callable/account/recordConsent';
export { revokeApiKey } from './callable/account/revokeApiKey';
export { secureSignIn } from './callable/account/secureSignIn';
export { sendAccountEmail } from './callable/account/sendAccountEmail';
// Media library (media helper): library items, their deletion, and post usage counts.
export { addLibraryItem } from './callable/addLibraryItem';
export { archivePlan } from './callable/admin/archivePlan';
export { createPlan } from './callable/admin/createPlan';
export { deleteUser } from './callable/admin/deleteUser';
export { grantCourtesy } from './callable/admin/grantCourtesy';
export { listAuditLog } from './callable/admin/listAuditLog';
export { listCourtesySubscriptions } from './callable/admin/listCourtesySubscriptions';
export { retryNotification } from './callable/admin/retryNotification';
export { reviewOnboarding } from './callable/admin/reviewOnboarding';
export { revokeCourtesy } from './callable/admin/revokeCourtesy';
export { setUserDisabled } from './callable/admin/setUserDisabled';
export { setUserRoles } from './callable/admin/setUserRoles';
export { updatePlan } from './callable/admin/updatePlan';
export { updateServiceRequest } from './callable/admin/updateServiceRequest';
export { updateSettings } from './callable/admin/updateSettings';
// Client review: review links and approval modes.
export { actOnReviewLink } from './callable/approvals/actOnReviewLink';
export { createReviewLink } from './callable/approvals/createReviewLink';
export { decidePostApproval } from './callable/approvals/decidePostApproval';
export { listReviewLinks } from './callable/approvals/listReviewLinks';
export { openReviewLink } from './callable/approvals/openReviewLink';
export { openReviewMedia } from './callable/approvals/openReviewMedia';
export { requestPostApproval } from './callable/approvals/requestPostApproval';
export { revokeReviewLink } from './callable/approvals/revokeReviewLink';
export { setApprovalMode } from './callable/approvals/setApprovalMode';
// Growth tools (issue 40): link settings and the short links' redirect.
export { readBestTimes } from './callable/bestTime/readBestTimes';
export { setBestTimeExperiment } from './callable/bestTime/setBestTimeExperiment';
// Networks (issue 20): the composer's choices for a channel (Pinterest boards, TikTok privacy).
// Networks (issue 20): the composer's choices for a channel (Pinterest boards, TikTok privacy).
export { channelPostingChoices } from './callable/channels/channelPostingChoices';
export { completeChannelOAuth } from './callable/channels/completeChannelOAuth';
export { connectChannel } from './callable/channels/connectChannel';
export { disconnectChannel } from './callable/channels/disconnectChannel';
export { startChannelOAuth } from './callable/channels/startChannelOAuth';
export { createServiceRequest } from './callable/createServiceRequest';
export { deleteLibraryItem } from './callable/deleteLibraryItem';
// Growth tools, feeds (issue 40): sources, their poll tick and task queue.
export { addFeed } from './callable/feeds/addFeed';
export { fetchFeedNow } from './callable/feeds/fetchFeedNow';
export { removeFeed } from './callable/feeds/removeFeed';
export { setFeedPaused } from './callable/feeds/setFeedPaused';
export { addConversationNote } from './callable/inbox/addConversationNote';
export { answerTeam } from './callable/inbox/answerTeam';
export { askClient } from './callable/inbox/askClient';
export { assignConversation } from './callable/inbox/assignConversation';
export { labelConversation } from './callable/inbox/labelConversation';
export { markConversationRead } from './callable/inbox/markConversationRead';
export { moderateInboxItem } from './callable/inbox/moderateInboxItem';
export { replyToConversation } from './callable/inbox/replyToConversation';
export { setConversationStatus } from './callable/inbox/setConversationStatus';
export { ingestEvents } from './callable/ingestEvents';
export { acceptInvitation } from './callable/invitations/acceptInvitation';
export { getInvitation } from './callable/invitations/getInvitation';
export { inviteUser } from './callable/invitations/inviteUser';
export { inviteWorkspaceMember } from './callable/invitations/inviteWorkspaceMember';
export { resendInvitation } from './callable/invitations/resendInvitation';
export { revokeInvitation } from './callable/invitations/revokeInvitation';
export { setLinkSettings } from './callable/links/setLinkSettings';
export { addPostComment } from './callable/posts/addPostComment';
// Publishing power: publish now and posting queues.
export { addToQueue } from './callable/posts/addToQueue';
export { cancelPost } from './callable/posts/cancelPost';
export { cancelPosts } from './callable/posts/cancelPosts';
// End of client review.
// Recurring and evergreen posts (recur helper).
export { cancelSeries } from './callable/posts/cancelSeries';
export { deletePosts } from './callable/posts/deletePosts';
export { editPostComment } from './callable/posts/editPostComment';
export { importPosts } from './callable/posts/importPosts';
export { publishPolicy } from './callable/posts/publishPolicy';
export { publishPostNow } from './callable/posts/publishPostNow';
export { reopenPost } from './callable/posts/reopenPost';
export { reorderQueue } from './callable/posts/reorderQueue';
export { repeatPost } from './callable/posts/repeatPost';
export { retryPost } from './callable/posts/retryPost';
export { schedulePost } from './callable/posts/schedulePost';
export { setEvergreen } from './callable/posts/setEvergreen';
export { setPublishingSettings } from './callable/posts/setPublishingSettings';
export { setQueue } from './callable/posts/setQueue';
export { completeLinkReconnect } from './callable/reconnect/completeLinkReconnect';
export { createReconnectLink } from './callable/reconnect/createReconnectLink';
export { openReconnectLink } from './callable/reconnect/openReconnectLink';
export { startLinkReconnect } from './callable/reconnect/startLinkReconnect';
// Client reports (issue 35).
export { agencyOverview } from './callable/reports/agencyOverview';
export { createReportLink } from './callable/reports/createReportLink';
export { deleteReportSchedule } from './callable/reports/deleteReportSchedule';
export { listReportLinks } from './callable/reports/listReportLinks';
export { listReportSchedules } from './callable/reports/listReportSchedules';
export { listReportWorkspaces } from './callable/reports/listReportWorkspaces';
export { openReportLink } from './callable/reports/openReportLink';
export { readReport } from './callable/reports/readReport';
export { readReportPdf } from './callable/reports/readReportPdf';
export { revokeReportLink } from './callable/reports/revokeReportLink';
export { setReportSchedule } from './callable/reports/setReportSchedule';
export { requestPlanUpgrade } from './callable/requestPlanUpgrade';
export { startOnboarding } from './callable/startOnboarding';
export { submitContact } from './callable/submitContact';
export { submitOnboarding } from './callable/submitOnboarding';
// End of media library.
// Open platform: webhooks (their callables, the triggers that raise events, the delivery queue).
export { createWebhook } from './callable/webhooks/createWebhook';
export { deleteWebhook } from './callable/webhooks/deleteWebhook';
export { listWebhooks } from './callable/webhooks/listWebhooks';
export { redeliverWebhook } from './callable/webhooks/redeliverWebhook';
export { rotateWebhookSecret } from './callable/webhooks/rotateWebhookSecret';
export { testWebhook } from './callable/webhooks/testWebhook';
export { updateWebhook } from './callable/webhooks/updateWebhook';
export { createWorkspace } from './callable/workspaces/createWorkspace';
export { deleteWorkspace } from './callable/workspaces/deleteWorkspace';
export { listMentionable } from './callable/workspaces/listMentionable';
export { listWorkspacePeople } from './callable/workspaces/listWorkspacePeople';
export { removeTeamMember } from './callable/workspaces/removeTeamMember';
export { reorderTeam } from './callable/workspaces/reorderTeam';
export { setTeamAssignments } from './callable/workspaces/setTeamAssignments';
export { setWhiteLabel } from './callable/workspaces/setWhiteLabel';
export { setWorkspaceMember } from './callable/workspaces/setWorkspaceMember';
export { updateWorkspace } from './callable/workspaces/updateWorkspace';
export { upsertTeamMember } from './callable/workspaces/upsertTeamMember';
export { whiteLabelForHost } from './callable/workspaces/whiteLabelForHost';
// End of recurring and evergreen posts.
export { onOutboxCreated } from './firestore/onOutboxCreated';
export { onPostMediaWritten } from './firestore/onPostMediaWritten';
export { onCommentReviewPulse, onPostReviewPulse } from './firestore/reviewPulses';
export {
  onCommentWebhookEvent,
  onInboxItemWebhookEvent,
  onPostWebhookEvents,
  onServiceRequestAnswerWebhookEvent,
  onServiceRequestWebhookEvent,
} from './firestore/webhookEvents';
export { api } from './http/api';
export { atprotoClient } from './http/atprotoClient';
export { metaWebhook } from './http/metaWebhook';
export { shortLink } from './http/shortLink';
export { unsubscribe } from './http/unsubscribe';
export { approvalClock } from './scheduled/approvalClock';
export { collectMetrics } from './scheduled/collectMetrics';
export { deliverNotifications } from './scheduled/deliverNotifications';
export { expireCourtesySubscriptions } from './scheduled/expireCourtesySubscriptions';
export { planPublishTasks } from './scheduled/planPublishTasks';
export { pollFeeds } from './scheduled/pollFeeds';
export { pollInbox } from './scheduled/pollInbox';
export { publishDuePosts } from './scheduled/publishDuePosts';
export { refreshChannelTokens } from './scheduled/refreshChannelTokens';
export { warnExpiringCredentials } from './scheduled/warnExpiringCredentials';
export { pollFeedSource } from './tasks/feedPollQueue';
export { pollInboxAccount } from './tasks/inboxPollQueue';
export { publishQueue0, publishQueue1, publishQueue2, publishQueue3 } from './tasks/publishQueue';
export { deliverWebhooks } from './tasks/webhookQueue';
