import 'vanilla-cookieconsent/dist/cookieconsent.css';
import * as CookieConsent from 'vanilla-cookieconsent';
import './cookie-consent-theme.css';

/** The consent library with its styles, imported only when the cookie manager starts. */
export { CookieConsent };
