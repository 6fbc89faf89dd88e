// Shards of the publisher's lease index. Every claim writes `lease.expiresAt` = now + the lease
// time, a value that only grows, at the claim rate (thousands a second in a 09:00 burst);
// Firestore serves writes to one index range at about 500/s, so the index starts with
// `leaseShard` (a hash of the post id written with the lease) and the reconciler asks each shard.
// Whoever writes a lease (the publisher, a retry, the demo seed) writes the shard with it.

export const LEASE_SHARDS = 8;

export function leaseShardOf(postId: string): number {
  // FNV-1a, independent of the queue shard's hash, so both spread on their own.
  let hash = 0x811c9dc5;
  for (const char of postId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % LEASE_SHARDS;
}
