import { Link } from 'react-router';
import { localPath, useLanguage } from '../site/locale';
import { webText } from '../strings';

export function NotFoundPage() {
  const lang = useLanguage();
  return (
    <>
      <h1>{webText('notFound.title')}</h1>
      <Link to={localPath(lang)}>{webText('notFound.back')}</Link>
    </>
  );
}
