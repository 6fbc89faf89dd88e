// Two refreshes of one channel at once, as the token-rotation tests stage them on a network that
// rotates refresh tokens: its token endpoint says when the first refresh arrived, and holds the
// granted answer until the other refresh was refused (or 3 s), so the loser learns of its refusal
// before the winner could store the new pair.

export interface RefreshGate {
  /** Resolves when the first refresh request reached the network. */
  firstArrived: Promise<void>;
  arrive(): void;
  /** Resolves when a refresh was refused. */
  refusedOnce: Promise<void>;
  refuse(): void;
  /** What the granted answer waits for: the refusal, or 3 s. */
  refusalOrTimeout(): Promise<unknown>;
}

export function refreshGate(): RefreshGate {
  let arrive = () => {};
  let refuse = () => {};
  const firstArrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const refusedOnce = new Promise<void>((resolve) => {
    refuse = resolve;
  });
  return {
    firstArrived,
    arrive: () => arrive(),
    refusedOnce,
    refuse: () => refuse(),
    refusalOrTimeout: () =>
      Promise.race([refusedOnce, new Promise((resolve) => setTimeout(resolve, 3000))]),
  };
}

/** Starts `first`, waits until its refresh reached the network, then starts `second`. */
export async function race<A, B>(
  gate: RefreshGate,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  const a = first();
  await gate.firstArrived;
  return Promise.all([a, second()]);
}
