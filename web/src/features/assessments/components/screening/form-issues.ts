type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message zod gave at or below `prefix` (e.g. ['questions', 2, 'options'] covers each choice's own errors). */
export function firstIssueAt(issues: readonly Issue[], prefix: readonly PropertyKey[]): string | undefined {
  return issues.find((issue) => prefix.every((part, index) => issue.path[index] === part))?.message;
}
