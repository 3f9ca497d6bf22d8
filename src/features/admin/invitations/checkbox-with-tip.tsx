import { Info } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '@/shared/ui/form/form-fields';

/** A checkbox with its explanation, read with the box and shown on hover or focus of the icon. */
export function CheckboxWithTip({
  id,
  label,
  tip,
  registration,
}: {
  id: string;
  label: string;
  tip: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="admin-invite__choice">
      <CheckboxField id={id} label={label} aria-describedby={`${id}-tooltip`} {...registration} />
      <InfoTip id={`${id}-tooltip`} subject={label} text={tip} />
    </div>
  );
}

function InfoTip({ id, subject, text }: { id: string; subject: string; text: string }) {
  return (
    <span className="admin-info">
      <button
        type="button"
        className="admin-info__button"
        aria-label={`En savoir plus : ${subject}`}
        aria-describedby={id}
      >
        <Info aria-hidden="true" focusable="false" size={18} />
      </button>
      <span role="tooltip" id={id} className="admin-info__tooltip">
        {text}
      </span>
    </span>
  );
}
