//! Typed columns: values that the database stores in a general type (jsonb, an array of text)
//! read and written as the Rust types they mean, so that converting is done once, here, at the
//! storage boundary and never by the features' domain code.

use std::io::Write;

use diesel::{
    deserialize::{self, FromSql, FromSqlRow},
    expression::AsExpression,
    pg::{Pg, PgValue},
    serialize::{self, IsNull, Output, ToSql},
    sql_types::{Array, Jsonb, Text},
};
use serde::{Serialize, de::DeserializeOwned};

use crate::quiz::engine::Dimension;

/// A jsonb column holding a `T` through serde, such as the scores of a quiz submission.
#[derive(Debug, Clone, PartialEq, AsExpression, FromSqlRow)]
#[diesel(sql_type = Jsonb)]
pub struct Json<T>(pub T);

impl<T: DeserializeOwned> FromSql<Jsonb, Pg> for Json<T> {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        // PostgreSQL's binary jsonb: a version byte (1), then the JSON text.
        match value.as_bytes().split_first() {
            Some((1, json)) => Ok(Json(serde_json::from_slice(json)?)),
            _ => Err("unsupported jsonb encoding".into()),
        }
    }
}

impl<T: Serialize + std::fmt::Debug> ToSql<Jsonb, Pg> for Json<T> {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        out.write_all(&[1])?;
        serde_json::to_writer(out, &self.0)?;
        Ok(IsNull::No)
    }
}

/// Career areas as stored (a `text[]`): RIASEC letters, never the labels, which may be reworded.
/// Most relevant first. The migrations CHECK that only the six letters are stored.
#[derive(Debug, Clone, PartialEq, Eq, AsExpression, FromSqlRow)]
#[diesel(sql_type = Array<Text>)]
pub struct CareerAreas(pub Vec<Dimension>);

impl FromSql<Array<Text>, Pg> for CareerAreas {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        let letters = <Vec<String> as FromSql<Array<Text>, Pg>>::from_sql(value)?;
        letters
            .into_iter()
            .map(|letter| {
                let mut chars = letter.chars();
                match (chars.next().and_then(Dimension::from_letter), chars.next()) {
                    (Some(dimension), None) => Ok(dimension),
                    _ => Err(format!("{letter:?} is not a RIASEC letter").into()),
                }
            })
            .collect::<deserialize::Result<_>>()
            .map(CareerAreas)
    }
}

impl ToSql<Array<Text>, Pg> for CareerAreas {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        let letters: Vec<String> = self.0.iter().map(|d| d.letter().to_string()).collect();
        <Vec<String> as ToSql<Array<Text>, Pg>>::to_sql(&letters, &mut out.reborrow())
    }
}

impl From<CareerAreas> for Vec<Dimension> {
    fn from(areas: CareerAreas) -> Self {
        areas.0
    }
}
