import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

/**
 * A modal the user cannot dismiss, only answer: the native dialog makes the page behind it
 * inert and keeps focus inside; Escape is swallowed because closing would skip the question.
 */
export function BlockingDialog({
  titleId,
  className,
  children,
}: {
  titleId: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useModalDialog();

  return (
    <dialog
      ref={ref}
      className={`notice ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
    >
      {children}
    </dialog>
  );
}
