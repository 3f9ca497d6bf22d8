import type { Instalment } from '../api/get-payment-schedules';

/** One dot per instalment, filled once paid; the sentence says the same to screen readers. */
export function InstalmentDots({ schedule }: { schedule: readonly Instalment[] }) {
  const paid = schedule.filter((item) => item.succeeded).length;
  return (
    <span className="instalment-dots">
      {schedule.map((item, index) => (
        <InstalmentDot key={`${item.date}-${index}`} paid={item.succeeded} />
      ))}
      <span className="visually-hidden">
        {paid} échéance{paid > 1 ? 's' : ''} payée{paid > 1 ? 's' : ''} sur {schedule.length}
      </span>
    </span>
  );
}

export function InstalmentDot({ paid }: { paid: boolean }) {
  return (
    <span aria-hidden="true" className={`instalment-dot${paid ? ' instalment-dot--paid' : ''}`} />
  );
}
