/** What a check screened, in words: its subject as the check received it. */
import type { TAmlSubject } from '@verity/client';
import { countryName, formatDay } from '../../../lib/format';
import { type Fact, given, listText, walletText } from '../../../lib/screening-hits';

export const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Who or what was screened, as the check received it: only what was given. */
export const subjectFacts = (subject: TAmlSubject): Fact[] =>
  given([
    ['Screened as', capital(subject.entityType)],
    ['Name', subject.name],
    ['Birth date', subject.birthDate && formatDay(subject.birthDate)],
    ['Country', subject.country && countryName(subject.country)],
    ['Nationality', subject.nationality && countryName(subject.nationality)],
    ['Gender', subject.gender],
    ['Identifiers', listText(subject.identifiers)],
    ['Wallet', walletText(subject.wallet)],
    ['Verification ID', subject.verificationId],
  ]);
