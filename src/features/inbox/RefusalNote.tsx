// A refusal where the eye is: the sentence (refusal-text.ts), and the seed's error code under it.

import type { Refusal } from './refusal-text';

export function RefusalNote({ problem }: { problem: Refusal | null }) {
  if (!problem) return null;
  return (
    <p className="form-error" role="alert">
      {problem.text} <small className="error-code">{problem.code}</small>
    </p>
  );
}
