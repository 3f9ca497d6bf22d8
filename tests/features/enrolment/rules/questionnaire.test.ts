import { describe, expect, it } from 'vitest';
import {
  adultQuestionnaire,
  minorQuestionnaire,
  questionIds,
  questionnaireFor,
} from '@/features/enrolment/questionnaires/health-questions';
import {
  attestationToSend,
  initialAnswers,
  isQuestionnaireValid,
  type HealthAnswers,
} from '@/features/enrolment/rules/questionnaire';

describe('the two questionnaires (sections 2 and 9)', () => {
  it.each([
    [
      'adults (QS-SPORT)',
      adultQuestionnaire,
      9,
      [6, 3],
      ['Durant les 12 derniers mois', 'À ce jour'],
    ],
    [
      'minors',
      minorQuestionnaire,
      23,
      [11, 6, 3, 3],
      [
        'Depuis l’année dernière',
        'Depuis un certain temps (plus de 2 semaines)',
        'Aujourd’hui',
        'Questions à faire remplir par les parents',
      ],
    ],
  ])('%s: %s questions in groups of %j', (_case, questionnaire, total, sizes, titles) => {
    expect(questionIds(questionnaire)).toHaveLength(total);
    expect(new Set(questionIds(questionnaire)).size).toBe(total);
    expect(questionnaire.groups.map((group) => group.questions.length)).toEqual(sizes);
    expect(questionnaire.groups.map((group) => group.title)).toEqual(titles);
  });

  it('warns the parents on the minors questionnaire only', () => {
    expect(minorQuestionnaire.warning).toMatch(/^Avertissement à destination des parents/);
    expect(adultQuestionnaire.warning).toBeNull();
  });

  it.each([
    [true, 'adult'],
    [false, 'minor'],
  ])('adult %s gets the %s questionnaire', (adult, kind) => {
    expect(questionnaireFor(adult).kind).toBe(kind);
  });
});

describe('valid when every question is answered and, if all are NO, the attestation is ticked', () => {
  const ids = ['q1', 'q2', 'q3'];
  const allNo: HealthAnswers = { q1: 'no', q2: 'no', q3: 'no' };
  const oneYes: HealthAnswers = { q1: 'no', q2: 'yes', q3: 'no' };
  const missing: HealthAnswers = { q1: 'no', q3: 'no' };

  it.each([
    ['all NO, attested', allNo, true, true],
    ['all NO, not attested', allNo, false, false],
    ['one YES: no attestation needed', oneYes, false, true],
    ['a question unanswered', missing, true, false],
  ])('%s', (_case, answers, attested, valid) => {
    expect(isQuestionnaireValid(ids, answers, attested)).toBe(valid);
  });

  it.each([
    ['all NO and attested', allNo, true, true],
    ['attested box left from before a YES', oneYes, true, false],
    ['not attested', allNo, false, false],
  ])('only the attestation travels: %s', (_case, answers, attested, sent) => {
    expect(attestationToSend(ids, answers, attested)).toBe(sent);
  });

  it.each([
    ['production: nothing answered', true, {}],
    ['non-production builds: answers default to NO', false, allNo],
  ])('%s', (_case, production, expected) => {
    expect(initialAnswers(ids, production)).toEqual(expected);
  });
});
