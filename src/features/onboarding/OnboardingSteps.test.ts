import { describe, expect, it } from 'vitest';
import { stepComplete } from './OnboardingSteps';

describe('stepComplete', () => {
  it('asks for a company name, a colour, one network, a plan and the terms', () => {
    expect(stepComplete('profile', { company: '  ' })).toBe(false);
    expect(stepComplete('profile', { company: 'Bakery' })).toBe(true);
    expect(stepComplete('brand', { colour: 'red' })).toBe(false);
    expect(stepComplete('brand', { colour: '#ff8800' })).toBe(true);
    expect(stepComplete('channels', { instagram: false })).toBe(false);
    expect(stepComplete('channels', { instagram: false, bluesky: true })).toBe(true);
    expect(stepComplete('plan', { planId: '' })).toBe(false);
    expect(stepComplete('plan', { planId: 'plan-basic' })).toBe(true);
    expect(stepComplete('terms', { accepted: false })).toBe(false);
    expect(stepComplete('terms', { accepted: true })).toBe(true);
  });
});
