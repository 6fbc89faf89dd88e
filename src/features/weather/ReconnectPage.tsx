// /review/:token?view=reconnect, both variants: a client with no account re-authorises the one
// channel a reconnect link names. It shows that channel's network and handle and nothing else,
// sends the client to the network, and on the way back (/review/back?view=reconnect&code&state)
// stores the new sign-in. A link used, expired or for another channel says so in the reader's language.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReconnectRefusal } from '@model/schemas/channels/reconnect-links';
import { useEffect, useState } from 'react';
import {
  completeLinkReconnect,
  openReconnectLink,
  type ReconnectLinkView,
  startLinkReconnect,
} from '../../firebase/weather';
import { useMessagePart } from '../../i18n/lazy-parts';
import { firebaseErrorCode } from '../../lib/call-error';
import { errorSentence } from '../../ui/error-text';
import { FormProblem, type Problem } from '../../ui/FormProblem';
import { weather as m } from './messages';

type State =
  | { step: 'loading' }
  | { step: 'ready'; view: ReconnectLinkView }
  | { step: 'done'; handle: string; network: string }
  | { step: 'refused'; problem: Problem };

function problemOf(_: (descriptor: MessageDescriptor) => string, error: unknown): Problem {
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason;
  // The refusals' words are keyed by the server's reasons (RECONNECT_REFUSALS); the schema
  // module itself stays out of the page.
  const known =
    typeof reason === 'string' && reason.startsWith('link-') && reason in m
      ? (reason as ReconnectRefusal)
      : null;
  return {
    sentence: known ? _(m[known]) : errorSentence(_, error),
    code: firebaseErrorCode(error),
  };
}

export function ReconnectPage() {
  const { _ } = useLingui();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const worded = useMessagePart('weather');
  const token = decodeURIComponent(/\/review\/([^/?]+)/.exec(location.pathname)?.[1] ?? '');
  // One fixed address for the network to come back to, as networks register it.
  const back = `${location.origin}${location.pathname.replace(/\/review\/[^/]*$/, '/review/back')}?view=reconnect`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address alone decides what loads
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const code = search.get('code');
    const stateParam = search.get('state');
    const refuse = (error: unknown) => setState({ step: 'refused', problem: problemOf(_, error) });
    if (code && stateParam) {
      // The code is spent by this one call: a reload must not present it again.
      history.replaceState(null, '', `${location.pathname}?view=reconnect`);
      completeLinkReconnect(stateParam, code).then(
        (done) => setState({ step: 'done', handle: done.handle, network: done.network }),
        refuse,
      );
    } else {
      openReconnectLink(token).then((view) => setState({ step: 'ready', view }), refuse);
    }
  }, [token]);

  const signIn = async (view: ReconnectLinkView) => {
    setBusy(true);
    setProblem(null);
    try {
      location.assign((await startLinkReconnect(token, view.channelId, back)).authorizeUrl);
    } catch (error) {
      setProblem(problemOf(_, error));
      setBusy(false);
    }
  };

  // Nothing until the link and its words are in: the page is one short sentence.
  if (state.step === 'loading' || !worded) return null;
  return (
    <section className="reconnect-page" data-reconnect={state.step}>
      {state.step === 'refused' ? (
        <FormProblem id="reconnect-problem" problem={state.problem} />
      ) : null}
      {state.step === 'done' ? (
        <p className="lead" role="status">
          {_({ ...m.reconnected, values: { handle: state.handle, network: state.network } })}
        </p>
      ) : null}
      {state.step === 'ready' ? (
        <>
          <p className="lead">
            {_({
              ...m.reconnectLead,
              values: { handle: state.view.handle, network: state.view.network },
            })}
          </p>
          <FormProblem id="reconnect-problem" problem={problem} />
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => signIn(state.view)}
          >
            {_({ ...m.signIn, values: { network: state.view.network } })}
          </button>
        </>
      ) : null}
    </section>
  );
}
