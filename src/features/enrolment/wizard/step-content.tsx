import type { ReactNode } from 'react';
import type { StepId } from '../rules/steps';
import { CategoryStep } from './steps/category-step';
import { ConfirmationStep } from './steps/confirmation-step';
import { DetailsStep } from './steps/details-step';
import { EndStep } from './steps/end-step';
import { LicenceStep } from './steps/licence-step';
import { MethodStep } from './steps/method-step';
import { PaymentStep } from './steps/payment-step';
import { QuestionnaireStep } from './steps/questionnaire-step';
import { SettlementStep } from './steps/settlement-step';
import { SummaryStep } from './steps/summary-step';

type Props = { stepId: StepId; onAddToCart: () => void; busy: boolean };

/** The current step's screen. */
export function StepContent({ stepId, onAddToCart, busy }: Props): ReactNode {
  switch (stepId) {
    case 'details':
      return <DetailsStep />;
    case 'category':
      return <CategoryStep />;
    case 'licence':
      return <LicenceStep />;
    case 'settlement':
      return <SettlementStep />;
    case 'method':
      return <MethodStep />;
    case 'confirmation':
      return <ConfirmationStep />;
    case 'questionnaire-adult':
    case 'questionnaire-minor':
      return <QuestionnaireStep />;
    case 'payment':
      return <PaymentStep />;
    case 'summary':
      return <SummaryStep onAddToCart={onAddToCart} busy={busy} />;
    case 'end':
      return <EndStep />;
  }
}
