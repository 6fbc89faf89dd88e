import { describe, expect, it } from 'vitest';
import { checkContactForm } from './contact-form';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: '',
  message: 'Hello, I need help with posts.',
};

describe('checkContactForm', () => {
  it('accepts a complete message and leaves an empty subject out', () => {
    const result = checkContactForm(valid);
    expect(result.ok).toBe(true);
    expect(result.output).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: valid.message,
    });
  });

  it('names each missing or malformed field', () => {
    const result = checkContactForm({
      name: ' ',
      email: 'not-an-email',
      subject: '',
      message: 'short',
    });
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual({ name: 'required', email: 'email', message: 'short' });
  });

  it('reports text over the schema limit as too long', () => {
    const result = checkContactForm({ ...valid, message: 'x'.repeat(5001) });
    expect(result.problems).toEqual({ message: 'long' });
  });
});
