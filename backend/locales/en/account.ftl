# Parents' accounts, their children, and verifying a parent's email address.

child-age-outside = Ndoto is for children aged { $youngest } to { $oldest }; this birth date makes the child { $age }
sign-in-name-length = signInName must be { $shortest } to { $longest } characters long
sign-in-name-first-letter = signInName must start with a letter
sign-in-name-characters = signInName may use only letters, digits, spaces, dots, hyphens and underscores
sign-in-name-taken = the sign-in name '{ $name }' is already taken; choose another one
sign-in-name-taken-with-free = the sign-in name '{ $name }' is already taken; free names you could use: { $free }
email-already-verified = Your email address { $email } is verified already: you can add your children.
email-not-verified = Verify your email address before adding a child: open the link we sent to { $email }, or send the email again from the parent area.
verification-link-not-found = This link is not one we sent to the account you are signed in with. Sign in with the address that received it, or send a new link from the parent area.
verification-link-used = This link was used already. Send a new one from the parent area to verify your email address.
verification-link-expired = This link has expired: links work for 24 hours. Send a new one from the parent area.
child-not-found = no such child on your account; reload your list of children
consent-notice-required = consentNoticeVersion is required: tick the box to agree to what Ndoto keeps about your child before adding them
consent-notice-outdated = consentNoticeVersion is out of date: the notice about what Ndoto keeps has changed since you opened it; reload the page, read it and tick the box again
