import { Navigate, useParams } from 'react-router';
import { paths } from '@/shared/config/paths';

/** Any unknown PASS address goes to the seances tab (docs/spec/members-area.md 2). */
export function ToSessions() {
  const { profileId } = useParams();
  return <Navigate to={paths.passSessions(Number(profileId))} replace />;
}
