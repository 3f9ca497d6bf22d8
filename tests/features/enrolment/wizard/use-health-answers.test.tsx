import { act, renderHook } from '@testing-library/react';
import { startTransition } from 'react';
import { describe, expect, it } from 'vitest';
import { useHealthAnswers } from '@/features/enrolment/wizard/use-health-answers';

describe('useHealthAnswers', () => {
  it('keeps every answer given before the wizard is drawn again', () => {
    const { result } = renderHook(() => useHealthAnswers(true));
    const { answerHealthQuestion } = result.current;
    act(() => {
      // Two ticks of one render: the questionnaire draws its answers in transitions.
      startTransition(() => answerHealthQuestion('adult-1', 'yes'));
      startTransition(() => answerHealthQuestion('adult-2', 'no'));
    });
    expect(result.current.health.answers).toMatchObject({ 'adult-1': 'yes', 'adult-2': 'no' });
  });

  it('unticks the attestation when an answer changes', () => {
    const { result } = renderHook(() => useHealthAnswers(true));
    act(() => result.current.attestHealth(true));
    expect(result.current.health.attested).toBe(true);
    act(() => result.current.answerHealthQuestion('adult-3', 'no'));
    expect(result.current.health.attested).toBe(false);
  });
});
