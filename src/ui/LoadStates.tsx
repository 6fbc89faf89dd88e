import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { LoadFailed } from './LoadFailed';
import { Skeleton, type SkeletonShape } from './Skeleton';
import type { Load } from './use-load';

/**
 * Placeholders shaped like the content while it loads, the failure (with its retry button if
 * any), or the empty-state sentence of a list.
 */
export function LoadStates({
  load,
  isEmpty,
  empty,
  failed,
  onRetry,
  shape = 'table',
  count,
}: {
  load: Load<unknown>;
  isEmpty: boolean;
  empty: MessageDescriptor;
  failed?: MessageDescriptor;
  onRetry?: () => void;
  /** What the loading placeholders look like: the shape of the content that will replace them. */
  shape?: SkeletonShape;
  count?: number;
}) {
  const { _ } = useLingui();
  if (load.state === 'loading') return <Skeleton shape={shape} count={count} />;
  if (load.state === 'failed') return <LoadFailed message={failed} onRetry={onRetry} />;
  return isEmpty ? <p className="empty">{_(empty)}</p> : null;
}
