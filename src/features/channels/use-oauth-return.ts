// Finishing an OAuth round trip: the network sends the browser back to the page that started
// it with ?code&state (or ?error). The parameters are taken off the address at once, the code
// is exchanged exactly once per page load however many panels are mounted, and the outcome is
// announced once.

import { useLingui } from '@lingui/react';
import type { CompleteChannelOAuthResult } from '@model/schemas/channels/channels';
import { useEffect, useRef, useState } from 'react';
import { completeChannelOAuth } from '../../firebase/channels';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { useLoad } from '../../ui/use-load';
import { am } from './account-messages';
import { m } from './messages';
import { readOAuthReturn, withoutOAuthParams } from './oauth-return';

/** The workspace a channel was connected in, or null when nothing was connected. */
type Outcome = string | null;
type Translate = ReturnType<typeof useLingui>['_'];

let inFlight: Promise<Outcome> | null = null;

/**
 * Accounts a multi-account sign-in granted that were not connected: named, with the plan's
 * limit, in a notice that stays until dismissed.
 */
function reportSkipped(
  _: Translate,
  accounts: NonNullable<CompleteChannelOAuthResult['accounts']>,
): void {
  const list = (reason: 'limit' | 'taken') =>
    new Intl.ListFormat(undefined, { type: 'conjunction' }).format(
      accounts.skipped.filter((item) => item.reason === reason).map((item) => item.handle),
    );
  const counts = { connected: accounts.connected, granted: accounts.granted };
  if (accounts.skipped.some((item) => item.reason === 'limit')) {
    notify(
      _({
        ...am.accountsLimit,
        values: { ...counts, limit: accounts.limit ?? 0, names: list('limit') },
      }),
      'error',
    );
  }
  if (accounts.skipped.some((item) => item.reason === 'taken')) {
    notify(_({ ...am.accountsTaken, values: { ...counts, names: list('taken') } }), 'error');
  }
}

async function finish(state: string, code: string, _: Translate): Promise<Outcome> {
  try {
    const { workspaceId, accounts } = await completeChannelOAuth(state, code);
    notify(_(m.connectDone), 'success');
    if (accounts) reportSkipped(_, accounts);
    return workspaceId;
  } catch (error) {
    notify(_({ ...m.oauthFailed, values: { reason: errorSentence(_, error) } }), 'error');
    return null;
  }
}

function takeOAuthReturn(_: Translate): Promise<Outcome> | null {
  if (inFlight) return inFlight;
  const found = readOAuthReturn(window.location.search);
  if (!found) return null;
  window.history.replaceState(window.history.state, '', withoutOAuthParams(window.location.href));
  if (found.kind === 'error') {
    notify(_({ ...m.oauthRefused, values: { reason: found.description ?? found.error } }), 'error');
    return null;
  }
  const outcome = finish(found.state, found.code, _);
  inFlight = outcome;
  void outcome.finally(() => {
    inFlight = null;
  });
  return outcome;
}

/**
 * Completes a pending OAuth return, if the page was opened with one. Returns true while the
 * code is being exchanged; calls onConnected when a channel of this workspace was connected.
 */
export function useOAuthReturn(workspaceId: string, onConnected: () => void): boolean {
  const { _ } = useLingui();
  // Whether this page load came back from a network (read without side effects, so it may
  // run on every render); the parameters are taken off the address by the load below.
  const [pending] = useState(
    () => inFlight !== null || readOAuthReturn(window.location.search) !== null,
  );
  const { load } = useLoad(() => takeOAuthReturn(_) ?? Promise.resolve(null), [], {
    enabled: pending,
    report: 'none',
  });
  const connectedIn = load.state === 'ready' ? load.value : null;
  const latestOnConnected = useRef(onConnected);
  latestOnConnected.current = onConnected;
  useEffect(() => {
    if (connectedIn !== null && connectedIn === workspaceId) latestOnConnected.current();
  }, [connectedIn, workspaceId]);
  return pending && load.state === 'loading';
}
