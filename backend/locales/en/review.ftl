# Moderators reviewing flagged posts.

case-not-found = there is no case with this id; it may have gone with its author's account
case-decided = this case was already decided: { $decision } on { $date } at { $time } UTC
case-decided-with-note = this case was already decided: { $decision } on { $date } at { $time } UTC, with the note: { $note }
decision-decided = decided
decision-keep = keep
decision-remove = remove
decision-remove-and-warn = remove and warn
case-held = another moderator took this case less than { $minutes } minutes ago; you can take it over
case-held-until = another moderator took this case less than { $minutes } minutes ago; you can take it over at { $free_at }
decision-unknown = decision must be DECISION_KEEP, DECISION_REMOVE or DECISION_REMOVE_AND_WARN
case-not-taken = take this case first (TakeCase), so that no two moderators decide it at once
case-self-harm-no-warning = a child who wrote about hurting themselves needs help, not a warning: choose remove, which tells their parent, or keep
moderator-password-change-required = choose your own password first (ChangePassword): the one the operator gave you works for one sign-in only
