import { useEffect, useRef } from 'react';
import { openModal } from './modal';

/**
 * Opens a native dialog as a modal when it mounts and closes it when it unmounts: the browser
 * then traps focus inside, makes the page behind inert and gives focus back afterwards.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    return dialog ? openModal(dialog) : undefined;
  }, []);
  return ref;
}
