// A payload's validation issues as one short sentence naming the fields: the message of a
// callable's invalid-argument and of the REST API's validation error alike.

import * as v from 'valibot';

/** A short, readable summary of what is wrong with a payload, naming the fields. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return parts.join('; ') + (issues.length > 5 ? ` (and ${issues.length - 5} more)` : '');
}
