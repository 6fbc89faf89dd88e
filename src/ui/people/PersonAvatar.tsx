import { useState } from 'react';
import { initials } from '../../lib/initials';

/**
 * A person's picture, or their initials on a colour of their own when there is none (or it
 * fails to load). Decorative: the name always stands beside it.
 */
export function PersonAvatar({
  name,
  photoURL,
  size = 28,
}: {
  name: string;
  photoURL?: string | null;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  if (photoURL && !broken) {
    return (
      <img
        className="person-avatar"
        src={photoURL}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="person-avatar"
      aria-hidden="true"
      data-hue={hueOf(name)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
    >
      {initials(name) || '·'}
    </span>
  );
}

/** One of eight hues, the same for a name every time. */
function hueOf(name: string): number {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return sum % 8;
}
