//! `ndoto seed --demo` (and `serve --demo`): the demo family (one parent and a child in each age
//! band). Idempotent: what exists already is left as it is. Nothing else creates accounts.

use chrono::{Months, NaiveDate, Utc};
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::RunQueryDsl;

use crate::{
    account::{children::NewChild, store::NewParent},
    auth::password,
    db::{
        Connection,
        schema::{children, parents},
    },
};

/// The demo parent's sign-in.
pub(crate) const DEMO_PARENT_EMAIL: &str = "parent@ndoto.example";
/// Every demo account's password: public, which is why a server holding these accounts stays on
/// loopback unless told otherwise.
pub(crate) const DEMO_PASSWORD: &str = "twiga-demo-2026";

/// A demo child: sign-in name, last name and age.
pub(crate) struct DemoChild {
    pub sign_in_name: &'static str,
    pub last_name: &'static str,
    pub age: u32,
}

/// One child per age band: 6-8, 9-12, 13-15, 16-18.
pub(crate) const DEMO_CHILDREN: [DemoChild; 4] = [
    DemoChild { sign_in_name: "Amani", last_name: "Mwangi", age: 7 },
    DemoChild { sign_in_name: "Baraka", last_name: "Mwangi", age: 10 },
    DemoChild { sign_in_name: "Zawadi", last_name: "Mwangi", age: 14 },
    DemoChild { sign_in_name: "Jabari", last_name: "Mwangi", age: 17 },
];

/// A birth date that makes a child `age` today and for the next months.
fn birth_date_for(age: u32, today: NaiveDate) -> NaiveDate {
    today - Months::new(age * 12 + 3)
}

/// Loads the demo family; returns how many accounts it created. Accounts there already are left
/// as they are, and the password is hashed only for missing ones, once (every demo account has
/// the same public password): a start on a seeded database hashes nothing.
pub(crate) async fn seed(conn: &mut Connection<'_>) -> anyhow::Result<usize> {
    let mut hash = DemoHash(None);
    let mut created = 0;
    if !demo_accounts_present(conn).await? {
        created += diesel::insert_into(parents::table)
            .values(NewParent {
                first_name: "Neema".into(),
                last_name: "Mwangi".into(),
                email: DEMO_PARENT_EMAIL.into(),
                phone: "+250788123456".into(),
                password_hash: hash.get().await?,
                language: crate::i18n::Language::English.code().into(),
            })
            .on_conflict_do_nothing()
            .execute(conn)
            .await?;
    }
    let parent_id = parents::table
        .filter(parents::email.eq(DEMO_PARENT_EMAIL))
        .select(parents::id)
        .first::<uuid::Uuid>(conn)
        .await?;
    // Verified, and agreed to the current notice, as a parent who added these children would have
    // (an earlier start's verification stays).
    diesel::update(parents::table.find(parent_id))
        .filter(parents::email_verified_at.is_null())
        .set(parents::email_verified_at.eq(Utc::now()))
        .execute(conn)
        .await?;
    crate::account::consent::record(conn, parent_id).await?;
    let today = Utc::now().date_naive();
    for child in &DEMO_CHILDREN {
        let named = children::table.filter(children::sign_in_name.eq(child.sign_in_name)).select(children::id);
        if diesel::select(diesel::dsl::exists(named)).get_result::<bool>(conn).await? {
            continue;
        }
        created += diesel::insert_into(children::table)
            .values(NewChild {
                parent_id,
                first_name: child.sign_in_name.into(),
                last_name: child.last_name.into(),
                sign_in_name: child.sign_in_name.into(),
                birth_date: birth_date_for(child.age, today),
                password_hash: hash.get().await?,
            })
            .on_conflict_do_nothing()
            .execute(conn)
            .await?;
    }
    Ok(created)
}

/// The demo password's hash, made on first use.
struct DemoHash(Option<String>);

impl DemoHash {
    async fn get(&mut self) -> anyhow::Result<String> {
        if self.0.is_none() {
            self.0 = Some(password::hash(DEMO_PASSWORD.into()).await?);
        }
        Ok(self.0.clone().unwrap_or_default())
    }
}

/// Whether the database holds the demo parent (and so, accounts with a public password).
pub(crate) async fn demo_accounts_present(conn: &mut Connection<'_>) -> anyhow::Result<bool> {
    let parent = parents::table.filter(parents::email.eq(DEMO_PARENT_EMAIL)).select(parents::id);
    Ok(diesel::select(diesel::dsl::exists(parent)).get_result(conn).await?)
}

/// The demo logins, as `seed --demo` and `serve --demo` print them.
pub(crate) fn demo_logins() -> String {
    let mut text = format!("Demo logins (password for all: {DEMO_PASSWORD})\n  parent: {DEMO_PARENT_EMAIL}\n");
    for child in &DEMO_CHILDREN {
        text.push_str(&format!("  child aged {:>2}: sign-in name {}\n", child.age, child.sign_in_name));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parent::domain, validate};

    #[test]
    fn demo_children_cover_every_age_band_and_stay_in_it() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        let ages: Vec<i32> =
            DEMO_CHILDREN.iter().map(|c| validate::age_on(birth_date_for(c.age, today), today)).collect();
        assert_eq!(ages, [7, 10, 14, 17]);
        for child in &DEMO_CHILDREN {
            assert!(domain::sign_in_name(child.sign_in_name).is_ok());
        }
        let parent = password::Personal::parent("Neema", "Mwangi", DEMO_PARENT_EMAIL);
        assert!(password::check_new_password("password", DEMO_PASSWORD, &parent).is_ok());
        for child in &DEMO_CHILDREN {
            let birth = birth_date_for(child.age, today);
            let personal = password::Personal::child(child.sign_in_name, child.last_name, child.sign_in_name, birth);
            assert!(password::check_new_password("password", DEMO_PASSWORD, &personal).is_ok());
        }
    }
}
