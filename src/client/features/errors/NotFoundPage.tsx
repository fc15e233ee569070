import { ErrorPage } from './ErrorPage';

/** /404: the page does not exist (every unknown path lands here). */
export default function NotFoundPage() {
  return <ErrorPage code="404" icon="path-search" />;
}
