// Each network's mark as a small inline SVG, drawn here: no picture is fetched from another
// host (the Content-Security-Policy allows none for this), and the mark takes the network's
// colour unless a screen sets another. Decorative: the network's name stands beside it. The
// path data loads once, on first use, in its own chunk; until then an empty box of the same
// size holds the place.

import { lazy, Suspense } from 'react';

const NetworkMarkSvg = lazy(() => import('./network-marks'));

export function NetworkLogo({ provider, size = 16 }: { provider: string; size?: number }) {
  return (
    <Suspense
      fallback={
        <span className="network-logo" style={{ width: size, height: size }} aria-hidden="true" />
      }
    >
      <NetworkMarkSvg provider={provider} size={size} />
    </Suspense>
  );
}

/** The marks of the networks a post goes to, each network once, in the order first named. */
export function NetworkMarks({
  channelIds,
  channels,
  size = 14,
}: {
  channelIds: readonly string[];
  channels: readonly { id: string; provider: string }[];
  size?: number;
}) {
  const providers = new Set(
    channelIds.flatMap((id) => channels.find((channel) => channel.id === id)?.provider ?? []),
  );
  return (
    <span className="network-marks">
      {[...providers].map((provider) => (
        <NetworkLogo key={provider} provider={provider} size={size} />
      ))}
    </span>
  );
}
