import { SafeHtml } from '@/shared/ui/safe-html';
import { useWizard } from '../wizard-context';

/** Step 'Règlement du club': the club's rules, to be accepted before going on. */
export function SettlementStep() {
  const { settlementQuery, basket, update } = useWizard();
  const html = settlementQuery.currentData?.settlement ?? '';
  return (
    <div className="wizard-settlement">
      <div className="wizard-settlement__text">
        <SafeHtml html={html} />
      </div>
      <label className="wizard-inline-choice" htmlFor="wizard-settlement-accepted">
        <input
          id="wizard-settlement-accepted"
          type="checkbox"
          required
          checked={basket.settlementAccepted}
          onChange={(event) => update({ settlementAccepted: event.target.checked })}
        />
        J&apos;atteste que j&apos;accepte le règlement du club.
      </label>
    </div>
  );
}
