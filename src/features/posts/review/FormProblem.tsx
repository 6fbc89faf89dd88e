// What went wrong with a form of client review's panel, inside the form where the eye is: the
// sentence, and the error's code underneath it.

export interface Problem {
  sentence: string;
  code: string;
}

export function FormProblem({ problem }: { problem: Problem | null }) {
  return problem ? (
    <p className="workflow-error" role="alert">
      {problem.sentence} <code>{problem.code}</code>
    </p>
  ) : null;
}
