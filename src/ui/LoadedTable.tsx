import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { LoadStates } from './LoadStates';
import { ScrollTable } from './ScrollTable';
import type { SkeletonShape } from './Skeleton';
import type { Load } from './use-load';

/**
 * A list screen's table with its load states: placeholders shaped like rows while it loads, the
 * failure with a retry, the empty sentence, or the table (header row from `columns`, then the
 * rows the screen gives as children) in a region that scrolls sideways on a phone.
 */
export function LoadedTable({
  load,
  label,
  columns,
  isEmpty,
  empty,
  failed,
  onRetry,
  className,
  shape,
  children,
}: {
  load: Load<unknown>;
  /** The table's name, for the scrolling region. */
  label: string;
  columns: readonly MessageDescriptor[];
  isEmpty: boolean;
  empty: MessageDescriptor;
  failed?: MessageDescriptor;
  onRetry?: () => void;
  className?: string;
  shape?: SkeletonShape;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <>
      <LoadStates
        load={load}
        isEmpty={isEmpty}
        empty={empty}
        failed={failed}
        onRetry={onRetry}
        shape={shape}
      />
      {load.state !== 'loading' && !isEmpty ? (
        <ScrollTable label={label} className={className}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                // Two columns may share a message (with other values): the place tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns never reorder
                <th key={index} scope="col">
                  {_(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </ScrollTable>
      ) : null}
    </>
  );
}
