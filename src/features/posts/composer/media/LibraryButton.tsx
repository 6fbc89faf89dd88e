import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { lm } from './library-messages';

// The dialog and the library's reads load only when the button is first pressed.
const LibraryPicker = lazy(() => import('./LibraryPicker'));

/** "Choose from library": opens the picker that adds library files to the post's media. */
export function LibraryButton({ workspaceId }: { workspaceId: string }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {_(lm.open)}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LibraryPicker workspaceId={workspaceId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
