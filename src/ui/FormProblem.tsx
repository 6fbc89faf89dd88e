// Why a form was refused, inside the form where the eye is: the localized sentence, and the
// error's code underneath when there is one (invalid-argument, permission-denied, ...).

export interface Problem {
  sentence: string;
  code: string | null;
}

export function FormProblem({ id, problem }: { id: string; problem: Problem | null }) {
  if (!problem) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {problem.sentence}
      {problem.code ? (
        <>
          <br />
          <code>{problem.code}</code>
        </>
      ) : null}
    </p>
  );
}
