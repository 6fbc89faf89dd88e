// Which networks take a thread (a post answered by its author's own follow-up posts): the
// composer says so beside each chosen channel and asks what the others get, and the publisher
// does what was chosen. functions/src/domain/threads/threadChoice.test.ts holds this list to the
// adapters' own limits.

export const THREAD_PROVIDERS = ['bluesky', 'mastodon', 'x', 'threads', 'sandbox'] as const;

export function takesThreads(provider: string): boolean {
  return (THREAD_PROVIDERS as readonly string[]).includes(provider);
}
