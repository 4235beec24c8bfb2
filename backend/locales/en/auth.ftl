# Signing in, sessions and passwords.

session-ended = you have been signed out; please sign in again
sign-in-first = sign in first
sign-in-failed = that name and password do not match an account; check both and try again
token-missing = sign in first: this call needs an `Authorization: Bearer <token>` header
token-malformed = the Authorization header must read `Bearer <token>`
token-expired = your sign-in has expired; please sign in again
token-invalid = the sign-in token is not valid; please sign in again
wrong-role = this call is for { $role } account, and you are signed in as { $caller }
role-child = a child
role-parent = a parent
role-moderator = a moderator
password-unchanged = newPassword must differ from the current password
password-not-current = currentPassword is not your current password
password-too-short = { $field } must be at least { $min } characters long
password-too-long = { $field } must be at most { $max } characters long
password-common = { $field } is one of the most common passwords and easy to guess; please choose another
password-personal = { $field } must not contain { $what } ('{ $part }'), which others can guess; please choose other words
password-word-website = the name of this website
password-word-first-name = your first name
password-word-last-name = your last name
password-word-email-name = the name of your email address
password-word-child-first-name = the child's first name
password-word-child-last-name = the child's last name
password-word-child-sign-in-name = the child's sign-in name
password-word-child-birth-year = the child's birth year
closing-wrong-password = password is not your current password; nothing was deleted
