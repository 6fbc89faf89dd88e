import { describe, expect, it } from 'vitest';
import { isOnboardingEditable } from './onboarding';

describe('isOnboardingEditable', () => {
  it('lets the client change answers until they are submitted, and again once rejected', () => {
    expect(['invited', 'in_progress', 'rejected'].every(isOnboardingEditable)).toBe(true);
  });

  it('holds a submitted or approved onboarding, and any status it does not know', () => {
    expect(['submitted', 'approved', 'archived', ''].some(isOnboardingEditable)).toBe(false);
  });
});
