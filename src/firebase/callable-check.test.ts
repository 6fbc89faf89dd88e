import { CALLABLES, type CallableName } from '@model/callables';
import { describeIssues } from '@model/describe-issues';
import { ValidationError } from '@model/errors';
import * as functionsSdk from 'firebase/functions';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toAppError } from '../lib/call-error';
import { checkPayload, schemaOf } from './callable-check';

async function refusal(name: CallableName, payload: unknown): Promise<unknown> {
  try {
    await checkPayload(functionsSdk, name, payload);
  } catch (error) {
    return error;
  }
  return null;
}

describe('checkPayload', async () => {
  it('lets a payload the function would take through', async () => {
    expect(await refusal('cancelPost', { workspaceId: 'w1', postId: 'p1' })).toBeNull();
  });

  it("refuses a bad payload with the function's invalid-argument: same code, sentence and issues", async () => {
    const payload = { workspaceId: 'w1', postId: 7 };
    const error = await refusal('cancelPost', payload);
    expect(error).toBeInstanceOf(functionsSdk.FunctionsError);
    expect((error as functionsSdk.FunctionsError).code).toBe('functions/invalid-argument');
    const server = v.safeParse(CALLABLES.cancelPost.input, payload);
    expect(server.success).toBe(false);
    expect((error as Error).message).toBe(describeIssues(server.issues ?? []));
    expect((error as functionsSdk.FunctionsError).details).toEqual({
      issues: [{ path: 'postId', message: expect.any(String) }],
    });
  });

  it('reads as the validation error screens show for the server refusing', async () => {
    const error = await refusal('addFeed', { workspaceId: 'w1', url: 'not an address' });
    expect(toAppError(error)).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(/url/);
  });

  it('finds every callable in its area of the table', async () => {
    for (const name of Object.keys(CALLABLES) as CallableName[]) {
      expect(await schemaOf(name), name).toBe(CALLABLES[name].input);
    }
  });
});
