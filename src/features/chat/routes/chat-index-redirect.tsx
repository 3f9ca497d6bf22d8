import { Navigate, useParams } from 'react-router';
import { paths } from '@/shared/config/paths';

/** chat/ and an unknown address under it go to the conversations. */
export function ChatIndexRedirect() {
  const profileId = Number(useParams().profileId);
  return <Navigate to={paths.conversations(profileId)} replace />;
}
