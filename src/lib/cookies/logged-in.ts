/**
 * A hint, readable by scripts, that this browser holds a session: set with the (HttpOnly) session
 * cookie at login, removed at logout, and put right by every user-details answer. Only a page
 * opened with it asks the back end who is logged in; a visitor without it is logged out, and
 * the page learns that with no request. It grants nothing: the session cookie alone authenticates,
 * so a forged or stale hint costs one call that answers "logged out" and removes it.
 */
export const LOGGED_IN_COOKIE = 'logged_in';
