// The plain records a report is computed from: load.ts makes them of stored documents, the
// unit tests and the bench write them directly.

/** A published post's delivery to one channel: the unit posts are counted in. */
export interface ReportPost {
  id: string;
  text: string;
  mediaPath: string | null;
  scheduledAtMs: number | null;
  results: Record<
    string,
    {
      status: string;
      publishedAtMs: number | null;
      lastAttemptAtMs: number | null;
      error: string | null;
      url: string | null;
      /** Its read-back's verdict (proof of publish): confirmed, missing, pending; null before. */
      receipt?: string | null;
    }
  >;
}

export interface ReportChannel {
  id: string;
  network: string;
  name: string;
}

export interface ReportPostSnapshot {
  id: string;
  postId: string;
  channelId: string;
  capturedAtMs: number;
  likes: number;
  reposts: number;
  replies: number;
  quotes: number | null;
  clicks: number | null;
  impressions: number | null;
  reach: number | null;
}

export interface ReportChannelSnapshot {
  id: string;
  channelId: string;
  capturedAtMs: number;
  followers: number;
}

/** One post's approval: the request and the decision that answered it. */
export interface ReportApproval {
  id: string;
  postId: string;
  requestedAtMs: number;
  decidedAtMs: number;
  decision: 'approved' | 'changes_requested';
}

export interface ReportRequest {
  id: string;
  title: string;
  createdAtMs: number;
  /** The agency's first message in the thread. */
  firstReplyAtMs: number | null;
}

export interface ReportConversation {
  id: string;
  channelId: string;
  subject: string;
  firstAtMs: number;
  firstReplyAtMs: number | null;
}

/** The clicks on one post's short links, counted as they happen (not per day). */
export interface ReportLinkClicks {
  postId: string;
  clicks: number;
  visitors: number;
  /** The last click. */
  lastAtMs: number | null;
}

export interface ReportData {
  channels: ReportChannel[];
  posts: ReportPost[];
  postSnapshots: ReportPostSnapshot[];
  channelSnapshots: ReportChannelSnapshot[];
  approvals: ReportApproval[];
  requests: ReportRequest[];
  conversations: ReportConversation[];
  linkClicks: ReportLinkClicks[];
}
