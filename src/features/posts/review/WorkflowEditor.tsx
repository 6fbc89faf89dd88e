// The multi-step approval workflow of a workspace, for its owner and the product's staff: each
// step names who decides (people by name, a workspace role, or the client's approvers) and
// whether Any one or All of them approve. A new internal step goes before the client's steps,
// a new client step last; arrows reorder them. Saved through setApprovalMode, which checks the
// same schema (model/schemas/approval-steps.ts) and that everyone named is a member.

import { useLingui } from '@lingui/react';
import { MEMBER_ROLES, type MemberRole } from '@model/member-roles';
import {
  APPROVAL_STEP_RULES,
  type ApprovalStepDef,
  MAX_APPROVAL_STEPS,
  stepSide,
} from '@model/schemas/approval';
import { useState } from 'react';
import { setApprovalMode } from '../../../firebase/review/review-links';
import { errorKeyOf, errorSentence } from '../../../ui/error-text';
import { memberRoleLabels } from '../../../ui/members/messages';
import { notify } from '../../../ui/notification-store';
import { addStyles } from '../../../ui/styles';
import { usePeople } from '../use-people';
import { FormProblem, type Problem } from './FormProblem';
import { wm } from './workflow-messages';

const CSS = `
.workflow-steps{list-style:none;padding:0;margin:var(--space-3) 0;display:grid;gap:var(--space-3)}
.workflow-steps>li{display:grid;gap:var(--space-2);padding:var(--space-3);border:1px solid var(--line);border-radius:var(--radius)}
.workflow-row{display:flex;flex-wrap:wrap;gap:var(--space-2) var(--space-3);align-items:end}
.workflow-row label{display:grid;gap:.25rem;font-weight:600}
.workflow-people{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:var(--space-2) var(--space-3)}
.workflow-people label{font-weight:400}
.workflow-actions{display:flex;flex-wrap:wrap;gap:var(--space-2)}
.workflow-error{color:var(--danger);margin:0}
`;

const WHO = ['people', 'role', 'client'] as const;

function stepOf(who: (typeof WHO)[number], rule: ApprovalStepDef['rule']): ApprovalStepDef {
  if (who === 'people') return { who, uids: [], rule };
  if (who === 'role') return { who, role: 'editor', rule };
  return { who, rule };
}

export function WorkflowEditor({
  workspaceId,
  initial,
  scheduleOnApproval,
  onSaved,
}: {
  workspaceId: string;
  initial: readonly ApprovalStepDef[];
  scheduleOnApproval: boolean;
  /** The steps as the server stored them. */
  onSaved: (steps: ApprovalStepDef[]) => void;
}) {
  addStyles('workflow-editor', CSS);
  const { _ } = useLingui();
  const people = usePeople(workspaceId);
  const [steps, setSteps] = useState<ApprovalStepDef[]>(() => [...initial]);
  const [error, setError] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (index: number, next: ApprovalStepDef) =>
    setSteps((all) => all.map((step, at) => (at === index ? next : step)));
  const move = (index: number, by: -1 | 1) =>
    setSteps((all) => {
      const next = [...all];
      const [step] = next.splice(index, 1);
      if (step) next.splice(index + by, 0, step);
      return next;
    });
  // Internal steps come before the client's unless someone moves them.
  const addInternal = () =>
    setSteps((all) => {
      const firstClient = all.findIndex((step) => stepSide(step) === 'client');
      const at = firstClient === -1 ? all.length : firstClient;
      return [...all.slice(0, at), stepOf('role', 'any'), ...all.slice(at)];
    });
  const addClient = () => setSteps((all) => [...all, stepOf('client', 'any')]);

  async function save() {
    setError(null);
    if (steps.length === 0 || steps.some((step) => step.who === 'people' && !step.uids.length)) {
      setError({
        sentence: _(steps.length ? wm.needPeople : wm.needStep),
        code: 'invalid-argument',
      });
      return;
    }
    setBusy(true);
    try {
      const reply = await setApprovalMode(workspaceId, 'multi', steps, scheduleOnApproval);
      notify(_(wm.saved), 'success');
      onSaved(reply.steps);
    } catch (failure) {
      setError({ sentence: errorSentence(_, failure), code: errorKeyOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="workflow" aria-label={_(wm.title)} data-workflow="">
      <h3>{_(wm.title)}</h3>
      <ol className="workflow-steps">
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the order
          <li key={index} data-step={index}>
            <strong>
              {_({ ...wm.stepTitle, values: { n: index + 1 } })} ·{' '}
              {_(stepSide(step) === 'client' ? wm.sideClient : wm.sideInternal)}
            </strong>
            <div className="workflow-row">
              <label>
                {_(wm.who)}
                <select
                  value={step.who}
                  onChange={(e) =>
                    change(index, stepOf(e.target.value as (typeof WHO)[number], step.rule))
                  }
                >
                  <option value="people">{_(wm.whoPeople)}</option>
                  <option value="role">{_(wm.whoRole)}</option>
                  <option value="client">{_(wm.whoClient)}</option>
                </select>
              </label>
              {step.who === 'role' ? (
                <label>
                  {_(wm.role)}
                  <select
                    value={step.role}
                    onChange={(e) => change(index, { ...step, role: e.target.value as MemberRole })}
                  >
                    {MEMBER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {_(memberRoleLabels[role] ?? wm.role)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <label>
                {_(wm.rule)}
                <select
                  value={step.rule}
                  onChange={(e) =>
                    change(index, { ...step, rule: e.target.value as ApprovalStepDef['rule'] })
                  }
                >
                  {APPROVAL_STEP_RULES.map((rule) => (
                    <option key={rule} value={rule}>
                      {_(rule === 'any' ? wm.ruleAny : wm.ruleAll)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {step.who === 'people' ? (
              <fieldset className="workflow-people">
                <legend>{_(wm.people)}</legend>
                {[...people.values()].map((person) => (
                  <label key={person.uid}>
                    <input
                      type="checkbox"
                      checked={step.uids.includes(person.uid)}
                      onChange={(e) =>
                        change(index, {
                          ...step,
                          uids: e.target.checked
                            ? [...step.uids, person.uid]
                            : step.uids.filter((uid) => uid !== person.uid),
                        })
                      }
                    />{' '}
                    {person.name}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <div className="workflow-actions">
              <button
                type="button"
                className="button secondary"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {_(wm.up)}
              </button>
              <button
                type="button"
                className="button secondary"
                disabled={index === steps.length - 1}
                onClick={() => move(index, 1)}
              >
                {_(wm.down)}
              </button>
              <button
                type="button"
                className="button secondary"
                onClick={() => setSteps((all) => all.filter((_step, at) => at !== index))}
              >
                {_(wm.remove)}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="workflow-actions">
        <button
          type="button"
          className="button secondary"
          disabled={steps.length >= MAX_APPROVAL_STEPS}
          onClick={addInternal}
        >
          {_(wm.addInternal)}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={steps.length >= MAX_APPROVAL_STEPS}
          onClick={addClient}
        >
          {_(wm.addClient)}
        </button>
        <button type="button" className="button" disabled={busy} onClick={save}>
          {_(wm.save)}
        </button>
      </div>
      <FormProblem problem={error} />
    </section>
  );
}
