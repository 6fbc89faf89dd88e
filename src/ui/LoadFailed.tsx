import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { dashboard } from './admin/messages';
import { superCommon as c } from './admin/super-messages';

/**
 * What a screen shows where its data should be when reading it failed: the screen's own
 * sentence if it has one, and a retry button where the screen offers one.
 */
export function LoadFailed({
  message = c.failed,
  onRetry,
}: {
  message?: MessageDescriptor;
  onRetry?: () => void;
}) {
  const { _ } = useLingui();
  return (
    <p className="empty" role="alert">
      {_(message)}
      {onRetry ? (
        <>
          {' '}
          <button type="button" className="button" onClick={onRetry}>
            {_(dashboard.retry)}
          </button>
        </>
      ) : null}
    </p>
  );
}
