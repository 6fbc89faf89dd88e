// One emulator project per test file, so files never clear each other's data and each file's
// rule coverage survives the others loading rules. The coverage gate reads every project that
// runs the real firestore.rules.

export const RULES_PROJECTS = {
  matrix: 'demo-rules-matrix',
  escalation: 'demo-rules-escalation',
  validation: 'demo-rules-validation',
  queries: 'demo-rules-queries',
  roleCollections: 'demo-rules-role-collections',
  storage: 'demo-rules-storage',
  notifications: 'demo-rules-notifications',
  capabilities: 'demo-rules-capabilities',
  // Client review: comments, mentions and the post history.
  comments: 'demo-rules-comments',
  // Media library (media helper).
  library: 'demo-rules-library',
  // Hashtag groups and templates (issue 19).
  snippets: 'demo-rules-snippets',
  // Disabled accounts and ended sessions (issue 32).
  sessions: 'demo-rules-sessions',
  // The unified inbox (issue 34).
  inbox: 'demo-rules-inbox',
} as const;

/** Runs firestore.rules with a test-only probe block added: excluded from the coverage gate. */
export const ROLE_PROBE_PROJECT = 'demo-rules-role-probe';
