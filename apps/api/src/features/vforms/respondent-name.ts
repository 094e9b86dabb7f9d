/**
 * Who answered a response, for the owner's views (list, detail, PDF, CSV alike): the names of a
 * personal-information answer (the form's default one first), else the answers to questions labelled
 * first / last name, else one labelled full name or name; null when the form asked for no name.
 */
import type { TVFormAnswer } from '@verity/client';

const FIRST_NAME = /^first\s*name$/i;
const LAST_NAME = /^(last\s*name|surname)$/i;
const FULL_NAME = /^(full\s*)?name$/i;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function joinNames(...names: string[]): string | null {
  const joined = names.filter((name) => name !== '').join(' ');
  return joined === '' ? null : joined;
}

function personalName(answer: TVFormAnswer): string | null {
  if (typeof answer.value !== 'object' || answer.value === null) return null;
  const person = answer.value as Record<string, unknown>;
  return joinNames(textOf(person.firstName), textOf(person.middleName), textOf(person.lastName));
}

function answeredText(answers: readonly TVFormAnswer[], label: RegExp): string {
  const answer = answers.find(
    (candidate) => candidate.type === 'short-text' && label.test(candidate.label.trim()),
  );
  return textOf(answer?.value);
}

export function respondentNameOf(
  answers: readonly TVFormAnswer[],
  defaultPersonalInformationFieldId: string | null,
): string | null {
  const people = answers.filter((answer) => answer.type === 'personal-information');
  const preferred = people.find((answer) => answer.fieldId === defaultPersonalInformationFieldId);
  for (const answer of preferred ? [preferred, ...people] : people) {
    const name = personalName(answer);
    if (name) return name;
  }
  return (
    joinNames(answeredText(answers, FIRST_NAME), answeredText(answers, LAST_NAME)) ??
    joinNames(answeredText(answers, FULL_NAME))
  );
}
