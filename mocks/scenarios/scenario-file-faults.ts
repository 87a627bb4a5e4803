/** The rules of a scenario file's faults that a JSON schema cannot say in one clear line. */
import type { ScenarioFile } from './scenario-file.ts';

/** A call that never answers has no status, code, message or latency to give. */
export function neverAnswersProblems(scenario: ScenarioFile): string[] {
  const problems: string[] = [];
  for (const [operationId, fault] of Object.entries(scenario.faults ?? {})) {
    if (!fault.neverAnswers) continue;
    const answerFields = (['status', 'code', 'msg', 'latencyMs'] as const).filter(
      (field) => fault[field] !== undefined,
    );
    if (answerFields.length > 0) {
      problems.push(
        `faults.${operationId}: neverAnswers goes alone (a call that never answers has no ${answerFields.join(', ')})`,
      );
    }
    if (scenario.answers?.[operationId as keyof typeof scenario.answers] !== undefined) {
      problems.push(`answers.${operationId}: the fault says this call never answers`);
    }
  }
  return problems;
}
