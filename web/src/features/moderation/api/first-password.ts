/**
 * The password an operator printed for a moderator (`ndoto moderator add`), which works for one
 * sign-in only, kept from that sign-in until the moderator has chosen their own: ChangePassword
 * needs it as the current password. Only in this module's memory, never in localStorage or
 * sessionStorage (nor in the router's history state, which the browser keeps across reloads): a
 * reload forgets it, and the console then asks for it.
 *
 * It belongs to the session the sign-in started (its token): another sign-in, a sign-out or a
 * session ended elsewhere makes it nobody's.
 */
let remembered: { token: string; password: string } | null = null;

/** Keeps the password typed in a sign-in that answered must_change_password, for that session. */
export function rememberFirstPassword(token: string, password: string): void {
  remembered = { token, password };
}

/** The password remembered for the session whose token is `token`, if any. */
export function firstPassword(token: string | null): string | null {
  return remembered && token !== null && remembered.token === token ? remembered.password : null;
}

/** Forgets the password (it was replaced, or the moderator signed out or in again). */
export function forgetFirstPassword(): void {
  remembered = null;
}
