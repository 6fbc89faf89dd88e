import type { MessageDescriptor } from '@lingui/core';
import { ForbiddenError } from '@model/errors';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-messages';
import { errorKeyOf, errorSentence } from './error-text';

const english = (d: MessageDescriptor) => d.message ?? d.id;

function firebaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('errorSentence', () => {
  it('shows a refused call as a sentence about the role, without the status the SDK appends', () => {
    const error = firebaseError(
      'functions/permission-denied',
      'You do not have permission to do this in this workspace. [403]',
    );
    const sentence = errorSentence(english, error);
    expect(sentence).toBe(errorText['permission-denied'].message);
    expect(sentence).not.toMatch(/403|\[|permission-denied/);
  });

  it('never shows a rules denial, its line numbers or the query it refused', () => {
    const error = firebaseError(
      'permission-denied',
      "Query is not constrained on field 'roles.smm' for 'list' @ L209, evaluation error at L75:12",
    );
    const sentence = errorSentence(english, error);
    expect(sentence).not.toMatch(/L209|roles\.smm|list|evaluation/);
  });

  it('reads the seed application error classes and storage codes', () => {
    expect(errorKeyOf(new ForbiddenError())).toBe('permission-denied');
    expect(errorKeyOf(firebaseError('storage/unauthorized', 'User does not have permission'))).toBe(
      'permission-denied',
    );
    expect(errorKeyOf(firebaseError('functions/resource-exhausted', 'Slow down'))).toBe(
      'resource-exhausted',
    );
    expect(errorKeyOf(firebaseError('functions/unavailable', 'Down for maintenance'))).toBe(
      'unavailable',
    );
  });

  it('treats anything unknown as a problem on our side, never as its own text', () => {
    const sentence = errorSentence(
      english,
      new Error('Request failed with error: \nfalse for create @ L284'),
    );
    expect(sentence).toBe(errorText.internal.message);
  });

  it('lets a screen say more precisely what a code means there', () => {
    const specific = { 'failed-precondition': { id: 'x', message: 'Ask your agency.' } };
    expect(
      errorSentence(english, firebaseError('functions/failed-precondition', 'no'), specific),
    ).toBe('Ask your agency.');
  });
});
