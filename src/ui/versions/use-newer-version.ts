// A form's failed save: a refusal over a newer version stays in the form (NewerVersionNotice),
// any other failure is a notice with its sentence.

import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { errorSentence } from '../error-text';
import { notify } from '../notification-store';
import { type NewerVersion, newerVersionOf } from './newer-version';

export function useNewerVersion() {
  const { _ } = useLingui();
  const [newer, setNewer] = useState<NewerVersion | null>(null);
  const failed = useCallback(
    (error: unknown) => {
      const refused = newerVersionOf(error);
      if (refused) setNewer(refused);
      else notify(errorSentence(_, error), 'error');
    },
    [_],
  );
  return { newer, failed, clear: useCallback(() => setNewer(null), []) };
}
