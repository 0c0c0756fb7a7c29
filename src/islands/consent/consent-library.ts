import libraryCss from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
import * as CookieConsent from 'vanilla-cookieconsent';
import { loadStylesheets } from '../lazy-stylesheets.ts';
import themeCss from './cookie-consent-theme.css?url';

// The banner's styles arrive with the library, not as render-blocking CSS of every page.
await loadStylesheets([libraryCss, themeCss]);

/** The consent library with its styles, imported only when the cookie manager starts. */
export { CookieConsent };
