import { Link } from 'react-router';
import type { Language, LanguageCode } from '@casino/contracts';
import { localPath } from '../site/locale';
import { webText } from '../strings';

/** The languages the API offers, each linking to its home; issue 3 keeps the current path and sets the cookie. */
export function LanguageSwitcher({ languages, current }: { languages: Language[]; current: LanguageCode }) {
  return (
    <nav aria-label={webText('nav.languages')}>
      <ul>
        {languages.map((language) => (
          <li key={language.id}>
            <Link
              to={localPath(language.code)}
              lang={language.code}
              aria-current={language.code === current ? 'page' : undefined}
            >
              {language.native_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
