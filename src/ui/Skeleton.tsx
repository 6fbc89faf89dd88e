// What a screen shows while its data loads: grey placeholders shaped like the content that
// will replace them (rows of a list, a table, cards, a month grid, lines of text), so the page
// keeps its layout and the wait reads as "content is coming" rather than a blank area. Its CSS
// is in the initial stylesheet (src/app/styles.css): the route fallbacks show a skeleton while a
// page's chunk loads, before any lazy CSS could arrive.

import { useLingui } from '@lingui/react';
import { common } from './messages';

export type SkeletonShape = 'list' | 'table' | 'cards' | 'calendar' | 'lines';

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
