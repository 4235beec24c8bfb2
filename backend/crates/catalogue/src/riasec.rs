//! Holland's six RIASEC interest types: the career areas that catalogue entries speak to and that
//! the career quiz scores.

use serde::{Deserialize, Serialize};

/// One of Holland's six RIASEC interest types. Serialised as its letter ("R", "I", "A", "S", "E", "C").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Dimension {
    /// Doers: building, fixing, working with tools, machines, plants and animals, outdoors.
    #[serde(rename = "R")]
    Realistic,
    /// Thinkers: asking why, experimenting, solving puzzles, science and maths.
    #[serde(rename = "I")]
    Investigative,
    /// Creators: drawing, music, writing, acting, designing, new ideas.
    #[serde(rename = "A")]
    Artistic,
    /// Helpers: teaching, caring, listening, working with people.
    #[serde(rename = "S")]
    Social,
    /// Persuaders: leading, selling, starting things, convincing others.
    #[serde(rename = "E")]
    Enterprising,
    /// Organisers: order, lists, numbers, records, careful step-by-step work.
    #[serde(rename = "C")]
    Conventional,
}

impl Dimension {
    /// The six types in Holland's hexagon order R, I, A, S, E, C; neighbours in this order are alike.
    pub const ALL: [Dimension; 6] = [
        Dimension::Realistic,
        Dimension::Investigative,
        Dimension::Artistic,
        Dimension::Social,
        Dimension::Enterprising,
        Dimension::Conventional,
    ];

    /// Position in [`Dimension::ALL`], 0 to 5.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The type's letter in a Holland code: 'R', 'I', 'A', 'S', 'E' or 'C'.
    pub fn letter(self) -> char {
        ['R', 'I', 'A', 'S', 'E', 'C'][self.index()]
    }

    /// The type for a Holland-code letter (upper case), if it is one of RIASEC.
    pub fn from_letter(letter: char) -> Option<Self> {
        Self::ALL.into_iter().find(|d| d.letter() == letter)
    }

    /// Holland's name for the type, such as "Investigative".
    pub fn name(self) -> &'static str {
        ["Realistic", "Investigative", "Artistic", "Social", "Enterprising", "Conventional"][self.index()]
    }

    /// The human-readable career area this type points to, such as "Science & Discovery".
    pub fn career_area(self) -> &'static str {
        [
            "Building & Engineering",
            "Science & Discovery",
            "Arts & Creativity",
            "Helping & Teaching",
            "Leadership & Business",
            "Organising & Data",
        ][self.index()]
    }

    /// School subjects that feed this type's careers, most useful first.
    pub fn subjects(self) -> &'static [&'static str] {
        match self {
            Dimension::Realistic => &["Maths", "Physics", "Design & Technology", "Agriculture", "Computer Studies"],
            Dimension::Investigative => &["Maths", "Biology", "Chemistry", "Physics", "Computer Studies"],
            Dimension::Artistic => &["Art & Design", "Music", "Languages & Literature", "Drama", "Computer Studies"],
            Dimension::Social => {
                &["Languages", "Biology", "Social Studies", "Religious & Moral Education", "Physical Education"]
            }
            Dimension::Enterprising => &["Business Studies", "Languages", "Economics", "Maths", "History"],
            Dimension::Conventional => &["Maths", "Accounting", "Computer Studies", "Economics", "Business Studies"],
        }
    }
}
