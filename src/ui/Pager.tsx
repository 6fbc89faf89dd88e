import { useLingui } from '@lingui/react';
import { usersPage as u } from './admin/messages';

/** Previous / next page buttons around the page number, for lists paged on the server. */
export function Pager({
  label,
  page,
  hasNext,
  onPrevious,
  onNext,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { _ } = useLingui();
  return (
    <nav className="actions pager" aria-label={label}>
      <button type="button" className="button" disabled={page === 0} onClick={onPrevious}>
        {_(u.previous)}
      </button>
      <span aria-live="polite">{_({ ...u.pageNumber, values: { page: page + 1 } })}</span>
      <button type="button" className="button" disabled={!hasNext} onClick={onNext}>
        {_(u.next)}
      </button>
    </nav>
  );
}

/** The pager of a list read with usePages: `next` is where the next page starts, if any. */
export function CursorPager<C>({
  label,
  pages,
  next,
}: {
  label: string;
  pages: { page: number; previous: () => void; next: (cursor: C) => void };
  next: C | null;
}) {
  return (
    <Pager
      label={label}
      page={pages.page}
      hasNext={next !== null}
      onPrevious={pages.previous}
      onNext={() => {
        if (next !== null) pages.next(next);
      }}
    />
  );
}
