import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. The scrolling box is a named region that
 * takes focus, so keyboard users can scroll it too and hear what it holds.
 */
export function ScrollTable({
  label,
  className,
  children,
}: {
  label: string;
  /** The table's own class, for its cell styles. */
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      <table className={className}>{children}</table>
    </section>
  );
}
