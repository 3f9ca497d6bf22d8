import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Up one address segment ('..' by path, not by route), so the same link works under
 * /inscription/carte and /profile/{id}/inscription/carte.
 */
export function BackLink({ children }: { children: string }) {
  return (
    <Link to=".." relative="path" className="enrolment-back">
      <ArrowLeft aria-hidden="true" focusable="false" size={18} className="enrolment-back__arrow" />
      {children}
    </Link>
  );
}
