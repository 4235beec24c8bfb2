//! What one child sees of another: the first name, the initial of the last name and the avatar
//! ("Amani M."), never the full last name (a first and last name together is personal
//! information under COPPA), age, birth date, sign-in name or parent details. A child sees their
//! own full name. Every name a community answer shows passes through [`shown_name`].

use uuid::Uuid;

/// The first and last name of `person` as `reader` may see them.
pub(crate) fn shown_name(reader: Uuid, person: Uuid, first_name: &str, last_name: &str) -> (String, String) {
    if reader == person {
        return (first_name.to_owned(), last_name.to_owned());
    }
    let initial: String = last_name.chars().next().map(|c| c.to_uppercase().collect()).unwrap_or_default();
    let last = if initial.is_empty() { String::new() } else { format!("{initial}.") };
    (first_name.to_owned(), last)
}

/// A post author's name as `reader` may see it: "Amani M.", or the reader's own full name.
pub(crate) fn author_name(reader: Uuid, author: Uuid, first_name: &str, last_name: &str) -> String {
    let (first, last) = shown_name(reader, author, first_name, last_name);
    format!("{first} {last}").trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn others_see_the_initial_and_oneself_the_full_name() {
        let (me, other) = (Uuid::new_v4(), Uuid::new_v4());
        assert_eq!(shown_name(me, other, "Amani", "Mwangi"), ("Amani".into(), "M.".into()));
        assert_eq!(shown_name(me, me, "Amani", "Mwangi"), ("Amani".into(), "Mwangi".into()));
        assert_eq!(author_name(me, other, "Amani", "mwangi"), "Amani M.");
        assert_eq!(author_name(me, other, "Zoë", "Ölund"), "Zoë Ö.");
        assert_eq!(author_name(other, other, "Amani", "Mwangi"), "Amani Mwangi");
    }
}
