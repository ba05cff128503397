import { isRouteErrorResponse, useRouteError } from 'react-router';
import { webText } from '../strings';

/** Spec section 8's error page: the status (default 500) and message (default "Error"). */
export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? error.statusText || webText('errorPage.title')
    : error instanceof Error
      ? error.message
      : webText('errorPage.title');
  return (
    <main>
      <h1>{status}</h1>
      <p>{message}</p>
      <a href="/">{webText('notFound.back')}</a>
    </main>
  );
}
