import { ErrorPage } from './ErrorPage';

/** /401: the user may not open the page. */
export default function UnauthorizedPage() {
  return <ErrorPage code="401" icon="lock" />;
}
