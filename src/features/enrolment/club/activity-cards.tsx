import { Link } from 'react-router';
import type { Activity } from '../api/activity';
import { ActivityPicture } from '@/shared/ui/discipline-picture/activity-picture';

/** Each card leads to the activity page, relative to the club page's address. */
export function ActivityCards({
  activities,
  emptyMessage,
}: {
  activities: readonly Activity[];
  emptyMessage: string;
}) {
  if (activities.length === 0) return <p className="enrolment-empty">{emptyMessage}</p>;
  return (
    <ul className="card-grid enrolment-cards">
      {activities.map((activity) => (
        <li key={activity.id} className="enrolment-card">
          <Link to={String(activity.id)} className="enrolment-card__link">
            <ActivityPicture
              className="enrolment-card__picture"
              src={activity.imageUrl}
              name={activity.title}
              width={320}
              height={180}
            />
            <span className="enrolment-card__title">{activity.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
