// Wiring only: every deployed function and the module that implements it.

export { onUserCreated } from './auth/onUserCreated';
export { acceptInvitation } from './callable/acceptInvitation';
// Client review: review links and approval modes.
export { actOnReviewLink } from './callable/actOnReviewLink';
// Media library (media helper): library items, their deletion, and post usage counts.
export { addLibraryItem } from './callable/addLibraryItem';
export { addPostComment } from './callable/addPostComment';
// Publishing power: publish now and posting queues.
export { addToQueue } from './callable/addToQueue';
export { archivePlan } from './callable/archivePlan';
export { cancelPost } from './callable/cancelPost';
export { cancelPosts } from './callable/cancelPosts';
// End of client review.
// Recurring and evergreen posts (recur helper).
export { cancelSeries } from './callable/cancelSeries';
// Networks (issue 20): the composer's choices for a channel (Pinterest boards, TikTok privacy).
export { channelPostingChoices } from './callable/channelPostingChoices';
export { completeChannelOAuth } from './callable/completeChannelOAuth';
export { connectChannel } from './callable/connectChannel';
export { createApiKey } from './callable/createApiKey';
export { createPlan } from './callable/createPlan';
export { createReviewLink } from './callable/createReviewLink';
export { createServiceRequest } from './callable/createServiceRequest';
export { createWorkspace } from './callable/createWorkspace';
export { decidePostApproval } from './callable/decidePostApproval';
export { deleteLibraryItem } from './callable/deleteLibraryItem';
export { deleteMyAccount } from './callable/deleteMyAccount';
export { deleteUser } from './callable/deleteUser';
export { deleteWorkspace } from './callable/deleteWorkspace';
export { disconnectChannel } from './callable/disconnectChannel';
export { editPostComment } from './callable/editPostComment';
export { exportMyData } from './callable/exportMyData';
export { getInvitation } from './callable/getInvitation';
export { grantCourtesy } from './callable/grantCourtesy';
export { importPosts } from './callable/importPosts';
export { addConversationNote } from './callable/inbox/addConversationNote';
export { askClient } from './callable/inbox/askClient';
export { assignConversation } from './callable/inbox/assignConversation';
export { labelConversation } from './callable/inbox/labelConversation';
export { markConversationRead } from './callable/inbox/markConversationRead';
export { replyToConversation } from './callable/inbox/replyToConversation';
export { setConversationStatus } from './callable/inbox/setConversationStatus';
export { ingestEvents } from './callable/ingestEvents';
export { inviteUser } from './callable/inviteUser';
export { inviteWorkspaceMember } from './callable/inviteWorkspaceMember';
// API keys screen: the workspace owner's list of keys.
export { listApiKeys } from './callable/listApiKeys';
export { listAuditLog } from './callable/listAuditLog';
export { listCourtesySubscriptions } from './callable/listCourtesySubscriptions';
export { listMentionable } from './callable/listMentionable';
export { listReviewLinks } from './callable/listReviewLinks';
export { listWorkspacePeople } from './callable/listWorkspacePeople';
export { openReviewLink } from './callable/openReviewLink';
export { openReviewMedia } from './callable/openReviewMedia';
export { deletePosts } from './callable/posts/deletePosts';
export { publishPolicy } from './callable/publishPolicy';
export { publishPostNow } from './callable/publishPostNow';
export { recordConsent } from './callable/recordConsent';
export { removeTeamMember } from './callable/removeTeamMember';
export { reopenPost } from './callable/reopenPost';
export { reorderQueue } from './callable/reorderQueue';
export { reorderTeam } from './callable/reorderTeam';
export { repeatPost } from './callable/repeatPost';
export { requestPlanUpgrade } from './callable/requestPlanUpgrade';
export { requestPostApproval } from './callable/requestPostApproval';
export { resendInvitation } from './callable/resendInvitation';
export { retryNotification } from './callable/retryNotification';
export { retryPost } from './callable/retryPost';
export { reviewOnboarding } from './callable/reviewOnboarding';
export { revokeApiKey } from './callable/revokeApiKey';
export { revokeCourtesy } from './callable/revokeCourtesy';
export { revokeInvitation } from './callable/revokeInvitation';
export { revokeReviewLink } from './callable/revokeReviewLink';
export { schedulePost } from './callable/schedulePost';
export { secureSignIn } from './callable/secureSignIn';
export { sendAccountEmail } from './callable/sendAccountEmail';
export { setApprovalMode } from './callable/setApprovalMode';
export { setEvergreen } from './callable/setEvergreen';
export { setPublishingSettings } from './callable/setPublishingSettings';
export { setQueue } from './callable/setQueue';
export { setTeamAssignments } from './callable/setTeamAssignments';
export { setUserDisabled } from './callable/setUserDisabled';
export { setUserRoles } from './callable/setUserRoles';
export { setWorkspaceMember } from './callable/setWorkspaceMember';
export { startChannelOAuth } from './callable/startChannelOAuth';
export { startOnboarding } from './callable/startOnboarding';
export { submitContact } from './callable/submitContact';
export { submitOnboarding } from './callable/submitOnboarding';
export { updatePlan } from './callable/updatePlan';
export { updateServiceRequest } from './callable/updateServiceRequest';
export { updateSettings } from './callable/updateSettings';
export { updateWorkspace } from './callable/updateWorkspace';
export { upsertTeamMember } from './callable/upsertTeamMember';
// End of media library.
// Open platform: webhooks (their callables, the triggers that raise events, the delivery queue).
export { createWebhook } from './callable/webhooks/createWebhook';
export { deleteWebhook } from './callable/webhooks/deleteWebhook';
export { listWebhooks } from './callable/webhooks/listWebhooks';
export { redeliverWebhook } from './callable/webhooks/redeliverWebhook';
export { rotateWebhookSecret } from './callable/webhooks/rotateWebhookSecret';
export { testWebhook } from './callable/webhooks/testWebhook';
export { updateWebhook } from './callable/webhooks/updateWebhook';
// End of recurring and evergreen posts.
export { onOutboxCreated } from './firestore/onOutboxCreated';
export { onPostMediaWritten } from './firestore/onPostMediaWritten';
export {
  onCommentWebhookEvent,
  onPostWebhookEvents,
  onServiceRequestAnswerWebhookEvent,
  onServiceRequestWebhookEvent,
} from './firestore/webhookEvents';
export { api } from './http/api';
export { metaWebhook } from './http/metaWebhook';
export { unsubscribe } from './http/unsubscribe';
export { collectMetrics } from './scheduled/collectMetrics';
export { deliverNotifications } from './scheduled/deliverNotifications';
export { expireCourtesySubscriptions } from './scheduled/expireCourtesySubscriptions';
export { planPublishTasks } from './scheduled/planPublishTasks';
export { pollInbox } from './scheduled/pollInbox';
export { publishDuePosts } from './scheduled/publishDuePosts';
export { refreshChannelTokens } from './scheduled/refreshChannelTokens';
export {
  publishQueue0,
  publishQueue1,
  publishQueue2,
  publishQueue3,
} from './tasks/publishQueue';
export { deliverWebhooks } from './tasks/webhookQueue';
