import { Link } from 'react-router';

/**
 * Up one address segment ('..' by path, not by route), so the same link works under
 * /inscription/carte and /profile/{id}/inscription/carte.
 */
export function BackLink({ children }: { children: string }) {
  return (
    <Link to=".." relative="path" className="enrolment-back">
      <span aria-hidden="true" className="enrolment-back__arrow">
        ←
      </span>
      {children}
    </Link>
  );
}
