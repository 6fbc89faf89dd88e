// Each network's mark as a small inline SVG, drawn here: no picture is fetched from another
// host (the Content-Security-Policy allows none for this), and the mark takes the network's
// colour unless a screen sets another. Decorative: the network's name stands beside it.

import type { ReactNode } from 'react';

/** The network's colour and its mark, drawn on a 24-unit square. */
const MARKS: Record<string, { colour: string; mark: ReactNode }> = {
  bluesky: {
    colour: '#1185fe',
    mark: (
      <path d="M5.2 3.6c2.5 1.9 5.2 5.7 6.8 7.7 1.6-2 4.3-5.8 6.8-7.7 1.8-1.3 4.7-2.4 4.7.9 0 .7-.4 5.5-.6 6.3-.8 2.8-3.6 3.5-6.1 3.1 4.4.7 5.5 3.2 3.1 5.7-4.6 4.7-6.6-1.2-7.1-2.7L12 16l-.8.9c-.5 1.5-2.5 7.4-7.1 2.7-2.4-2.5-1.3-5 3.1-5.7-2.5.4-5.3-.3-6.1-3.1C.9 10 .5 5.2.5 4.5c0-3.3 2.9-2.2 4.7-.9z" />
    ),
  },
  mastodon: {
    colour: '#6364ff',
    mark: (
      <path d="M21.3 7.9c0-4.3-2.8-5.6-2.8-5.6C17.1 1.6 14.6 1.3 12 1.3h-.1c-2.6 0-5.1.3-6.5 1C2.6 2.3 2.6 3.6 2.6 7.9c0 1 0 2.2.1 3.4.1 4.1.8 8.2 4.6 9.2 1.7.5 3.2.6 4.5.5 2.3-.1 3.6-.8 3.6-.8l-.1-1.7s-1.6.5-3.4.5c-1.8-.1-3.7-.2-4-2.4v-.6s1.8.4 4 .5c1.4.1 2.6-.1 3.9-.2 2.5-.3 4.7-1.8 5-3.3.4-2.2.4-5.4.4-5.4zm-3.4 5.6h-2.1V8.4c0-1.1-.5-1.6-1.4-1.6-1 0-1.5.6-1.5 1.9v2.8h-2.1V8.7c0-1.3-.5-1.9-1.5-1.9-.9 0-1.4.6-1.4 1.6v5.1H5.8V8.3c0-1.1.3-1.9.8-2.5.6-.6 1.3-.9 2.2-.9 1.1 0 1.9.4 2.4 1.2l.5.9.5-.9c.5-.8 1.3-1.2 2.4-1.2.9 0 1.7.3 2.2.9.5.6.8 1.4.8 2.5v5.2z" />
    ),
  },
  x: {
    colour: 'currentColor',
    mark: (
      <path d="M17.8 2.3h3.3l-7.2 8.2 8.5 11.2h-6.6l-5.2-6.8-6 6.8H1.3l7.7-8.8L.9 2.3h6.8l4.7 6.2 5.4-6.2zm-1.2 17.4h1.8L6.6 4.2H4.6l12 15.5z" />
    ),
  },
  linkedin: {
    colour: '#0a66c2',
    mark: (
      <path d="M20.4 2H3.6A1.6 1.6 0 0 0 2 3.6v16.8A1.6 1.6 0 0 0 3.6 22h16.8a1.6 1.6 0 0 0 1.6-1.6V3.6A1.6 1.6 0 0 0 20.4 2zM8 19H5V9.5h3V19zM6.5 8.2a1.7 1.7 0 1 1 0-3.5 1.7 1.7 0 0 1 0 3.5zM19 19h-3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19h-3V9.5h2.9v1.3c.4-.8 1.4-1.5 2.8-1.5 3 0 3.6 2 3.6 4.6V19z" />
    ),
  },
  instagram: {
    colour: '#d62976',
    mark: (
      <path d="M12 2.2c3.2 0 3.6 0 4.8.1 3.3.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 3.9 2.4 7.2 2.3c1.2-.1 1.6-.1 4.8-.1zm0 4.8a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zm5.2-9.6a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z" />
    ),
  },
  facebook: {
    colour: '#0866ff',
    mark: (
      <path d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z" />
    ),
  },
  threads: {
    colour: 'currentColor',
    mark: (
      <path d="M17.3 11.1l-.3-.1c-.2-3.2-1.9-5-4.8-5-1.8 0-3.2.7-4.1 2.1l1.6 1.1c.7-1 1.7-1.2 2.5-1.2 1 0 1.7.3 2.2.9.4.4.6 1 .7 1.8-.9-.2-1.8-.2-2.8-.2-2.8.2-4.6 1.8-4.5 4.1.1 1.2.6 2.2 1.6 2.8.8.5 1.9.8 3 .7 1.5-.1 2.6-.6 3.4-1.6.6-.7 1-1.7 1.1-2.9.7.4 1.3 1 1.5 1.6.5 1.1.5 2.9-1 4.3-1.2 1.2-2.7 1.8-5 1.8-2.5 0-4.4-.8-5.7-2.4-1.2-1.5-1.8-3.6-1.8-6.3s.6-4.8 1.8-6.3C7 2.8 8.9 2 11.4 2c2.5 0 4.5.8 5.8 2.4.6.8 1.1 1.8 1.4 2.9l1.9-.5c-.4-1.5-1-2.7-1.8-3.7C17.1 1.1 14.6 0 11.4 0h-.1C8.2 0 5.8 1.1 4.1 3.1 2.7 4.9 1.9 7.4 1.9 10.5v.1c0 3.1.8 5.6 2.2 7.4 1.6 2 4.1 3.1 7.2 3.1h.1c2.8 0 4.7-.7 6.3-2.3 2.1-2.1 2-4.7 1.4-6.3-.5-1.1-1.4-2.1-2.6-2.7zm-4.8 4.7c-1.2.1-2.4-.5-2.5-1.5 0-.8.6-1.7 2.5-1.8h.6c.7 0 1.3.1 1.9.2-.2 2.7-1.5 3-2.5 3.1z" />
    ),
  },
  tiktok: {
    colour: 'currentColor',
    mark: (
      <path d="M16.6 2h-3.4v13.5a2.9 2.9 0 1 1-2-2.8V9.3a6.3 6.3 0 1 0 5.4 6.2V8.6a7.6 7.6 0 0 0 4.4 1.4V6.6a4.4 4.4 0 0 1-4.4-4.6z" />
    ),
  },
  youtube: {
    colour: '#ff0000',
    mark: (
      <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15V9l5.8 3-5.8 3z" />
    ),
  },
  pinterest: {
    colour: '#e60023',
    mark: (
      <path d="M12 1a11 11 0 0 0-4 21.2c-.1-.9-.2-2.2 0-3.2l1.3-5.5s-.3-.7-.3-1.7c0-1.6.9-2.8 2.1-2.8 1 0 1.5.7 1.5 1.6 0 1-.6 2.5-1 3.9-.3 1.2.6 2.1 1.7 2.1 2.1 0 3.7-2.2 3.7-5.4 0-2.8-2-4.8-4.9-4.8-3.3 0-5.3 2.5-5.3 5.1 0 1 .4 2.1.9 2.7.1.1.1.2.1.3l-.3 1.4c-.1.2-.2.3-.4.2-1.5-.7-2.4-2.9-2.4-4.6 0-3.8 2.7-7.2 7.9-7.2 4.1 0 7.3 2.9 7.3 6.9 0 4.1-2.6 7.4-6.2 7.4-1.2 0-2.4-.6-2.7-1.4l-.8 2.8c-.3 1-1 2.3-1.5 3.1A11 11 0 1 0 12 1z" />
    ),
  },
  sandbox: {
    colour: '#5b6273',
    mark: (
      <path d="M9 2h6v2h-1v5.2l5.6 9.4A2.2 2.2 0 0 1 17.7 22H6.3a2.2 2.2 0 0 1-1.9-3.4L10 9.2V4H9V2zm3 9.3L8.6 17h6.8L12 11.3z" />
    ),
  },
};

const ALIASES: Record<string, string> = { linkedin_page: 'linkedin', twitter: 'x' };

/** Whether a mark is drawn for this network (others show nothing rather than a wrong one). */
export function hasNetworkLogo(provider: string): boolean {
  return Boolean(MARKS[ALIASES[provider] ?? provider]);
}

export function NetworkLogo({ provider, size = 16 }: { provider: string; size?: number }) {
  const found = MARKS[ALIASES[provider] ?? provider];
  if (!found) return null;
  return (
    <svg
      className="network-logo"
      data-network={provider}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={found.colour}
    >
      {found.mark}
    </svg>
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
