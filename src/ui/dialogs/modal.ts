// Opening a native dialog as a modal, and telling the notices to draw inside it: a modal
// dialog sits in the top layer and makes the page beneath it inert, so a notice drawn in the
// page would be hidden behind its backdrop and its close button out of reach.

import { ref } from 'valtio/vanilla';
import { notifications } from '../notification-store';

const open: HTMLDialogElement[] = [];

function release(dialog: HTMLDialogElement): void {
  const index = open.indexOf(dialog);
  if (index >= 0) open.splice(index, 1);
  const top = open.at(-1);
  notifications.host = top ? ref(top) : null;
}

/** Shows `dialog` as a modal; the returned function closes it again. */
export function openModal(dialog: HTMLDialogElement): () => void {
  if (!dialog.open) dialog.showModal();
  open.push(dialog);
  notifications.host = ref(dialog);
  // Escape closes a dialog without asking the screen: the notices leave it all the same.
  dialog.addEventListener('close', () => release(dialog), { once: true });
  return () => {
    dialog.close();
    release(dialog);
  };
}
