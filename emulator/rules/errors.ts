// Errors of the engine: syntax errors are thrown to the caller, evaluation errors stay inside the
// evaluator where they turn a condition into a denial.

export class RulesSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  readonly fileName: string;
  readonly reason: string;
  constructor(fileName: string, line: number, column: number, reason: string) {
    super(`${fileName}:${line}:${column}: ${reason}`);
    this.name = 'RulesSyntaxError';
    this.fileName = fileName;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

/** An evaluation error; the position is the innermost expression that failed. */
export class RulesEvalError extends Error {
  line = 0;
  column = 0;
  constructor(message: string) {
    super(message);
    this.name = 'RulesEvalError';
  }
}

export function evalError(message: string): RulesEvalError {
  return new RulesEvalError(message);
}
