import { useLingui } from '@lingui/react/macro';
import { localeCookies } from '@/lib/cookies';
import { writeDocumentCookie } from '@/lib/document-cookie';
import { languages, locales, switchLocalePath, type Locale } from '@/lib/locale';

/**
 * spec §4: the language switch writes the locale and currency cookies and reloads the page at the
 * current full path in the other language (a full reload so every cached text follows the language).
 */
export function switchLanguage(to: Locale): void {
  for (const cookie of localeCookies(to)) writeDocumentCookie(cookie);
  location.assign(switchLocalePath(location.pathname, to) + location.search + location.hash);
}

export function LanguageSwitch({ current, pathname }: { current: Locale; pathname: string }) {
  const { t } = useLingui();
  return (
    <nav className="language-switch" aria-label={t`Language`}>
      <ul>
        {locales.map((code) => (
          <li key={code}>
            {code === current ? (
              <span className="language-switch__current" aria-current="true" lang={code}>
                {code.toUpperCase()}
                <span className="visually-hidden"> {languages[code].label}</span>
              </span>
            ) : (
              <a
                href={switchLocalePath(pathname, code)}
                lang={code}
                hrefLang={code}
                onClick={(event) => {
                  event.preventDefault();
                  switchLanguage(code);
                }}
              >
                {code.toUpperCase()}
                <span className="visually-hidden"> {languages[code].label}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
