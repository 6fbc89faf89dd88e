// The expected failure of a business rule, for tests that check its code and message.

import { expect } from 'vitest';
import { DomainError } from '../../../functions/src/domain/errors';

/** The DomainError the promise rejects with; fails the test when it resolves or throws anything else. */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
