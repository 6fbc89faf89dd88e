// The refusal of a channel over the plan's limit, in the reader's words, with the way out: ask
// for a bigger plan (a service request to the agency in connect, the site's admins in smm).

import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { requestPlanUpgrade } from '../../firebase/channels';
import type { PlanLimit } from '../../lib/plan-limit';
import { errorSentence } from '../../ui/error-text';
import { planLimitMessages as m } from './plan-limit-messages';

export function PlanLimitNotice({ workspaceId, limit }: { workspaceId: string; limit: PlanLimit }) {
  const { _ } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  // One id per notice: a double click or a retried call makes one request.
  const [requestId] = useState(() => crypto.randomUUID());
  const values = { allowed: limit.allowed, held: limit.held, plan: limit.plan ?? '' };

  async function ask() {
    setState('busy');
    setProblem(null);
    try {
      await requestPlanUpgrade(workspaceId, requestId);
      setState('sent');
    } catch (error) {
      setProblem(errorSentence(_, error));
      setState('idle');
    }
  }

  return (
    <div className="channel-failure plan-limit" role="alert">
      <p>{limit.plan ? _({ ...m.planAllows, values }) : _({ ...m.noPlanAllows, values })}</p>
      {state === 'sent' ? (
        <p role="status">{_(m.asked)}</p>
      ) : (
        <button type="button" className="button" disabled={state === 'busy'} onClick={ask}>
          {_(m.ask)}
        </button>
      )}
      {problem ? <p className="channel-problem">{problem}</p> : null}
    </div>
  );
}
