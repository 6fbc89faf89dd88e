// What a screen shows while its data loads: grey placeholders shaped like the content that
// will replace them (rows of a list, a table, cards, a month grid, lines of text), so the page
// keeps its layout and the wait reads as "content is coming" rather than a blank area. The CSS
// ships with this lazy module (src/ui/styles.ts), not with the initial stylesheet.

import { useLingui } from '@lingui/react';
import { common } from './messages';
import { useStyles } from './styles';

export type SkeletonShape = 'list' | 'table' | 'cards' | 'calendar' | 'lines';

const CSS = `
.skeleton { display: grid; gap: var(--space-3); padding-block: var(--space-4); }
.skeleton-bone {
  display: block; min-height: 1rem; border-radius: var(--radius-sm);
  background: linear-gradient(90deg, var(--surface) 25%, var(--surface-hover) 50%, var(--surface) 75%);
  background-size: 200% 100%; animation: skeleton-shine 1.4s ease-in-out infinite;
}
.skeleton-list .skeleton-bone { min-height: 3.5rem; border-radius: var(--radius); }
.skeleton-table .skeleton-bone { min-height: 2.25rem; border-radius: 0; }
.skeleton-table .skeleton-bone:first-of-type { min-height: 2.5rem; background: var(--surface-hover); }
.skeleton-cards { grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
.skeleton-cards .skeleton-bone { min-height: 7.5rem; border-radius: var(--radius-lg); }
.skeleton-calendar { grid-template-columns: repeat(7, 1fr); gap: var(--space-1); }
.skeleton-calendar .skeleton-bone { min-height: 5rem; }
.skeleton-lines .skeleton-bone:last-of-type { width: 60%; }
@keyframes skeleton-shine { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@media (prefers-reduced-motion: reduce) { .skeleton-bone { animation: none; } }
@media (max-width: 600px) { .skeleton-calendar .skeleton-bone { min-height: 3rem; } }
`;

const BONES: Record<SkeletonShape, number> = {
  list: 4,
  table: 6,
  cards: 4,
  calendar: 35,
  lines: 3,
};

/**
 * Placeholders shaped like the content being loaded. The region is busy and carries one
 * spoken "Loading…" (or `label`); the placeholders themselves are hidden from assistive technology.
 */
export function Skeleton({
  shape = 'list',
  count,
  label,
}: {
  shape?: SkeletonShape;
  /** How many placeholders (rows, cards, lines); each shape has its own default. */
  count?: number;
  label?: string;
}) {
  useStyles('skeleton', CSS);
  const { _ } = useLingui();
  const bones = Array.from({ length: count ?? BONES[shape] }, (_unused, index) => index);
  return (
    <div className={`skeleton skeleton-${shape}`} role="status" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{label ?? _(common.loading)}</span>
      {bones.map((index) => (
        <span key={index} className="skeleton-bone" aria-hidden="true" />
      ))}
    </div>
  );
}
