//! What the server says to people, in their language: every message a child, parent or
//! moderator reads is a [`Words`], a Fluent message id with its arguments, written out in
//! `backend/locales/<language>/*.ftl`. English is also the developer's message of a refusal
//! (AIP-193); the person's language travels beside it as a `google.rpc.LocalizedMessage`.
//!
//! A message missing in a language is written in English and logged (`i18n` target); the tests
//! below fail on it first: every message is in all three languages with the same arguments, and
//! every `words!` in the code names a message that exists, with the arguments it uses.

use std::{borrow::Cow, fmt, sync::LazyLock};

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};

use super::Language;

/// The resources of each language, by name: `locales/<language>/<name>.ftl`.
macro_rules! resources {
    ($($name:literal),* $(,)?) => {
        /// The Fluent resources of `language`, as (file name, text).
        fn resources(language: Language) -> Vec<(&'static str, &'static str)> {
            match language {
                Language::English => vec![$(($name, include_str!(concat!("../../locales/en/", $name, ".ftl")))),*],
                Language::Kiswahili => vec![$(($name, include_str!(concat!("../../locales/sw/", $name, ".ftl")))),*],
                Language::French => vec![$(($name, include_str!(concat!("../../locales/fr/", $name, ".ftl")))),*],
            }
        }
    };
}

resources![
    "common",
    "auth",
    "account",
    "community",
    "moderation",
    "consent",
    "settings",
    "limits",
    "student",
    "review",
    "email",
    "notifications",
    "rewards"
];

/// A message for a person: a Fluent message id and its arguments, written out in a language with
/// [`Words::in_language`], or in English by `Display` (the developer's message).
#[derive(Clone, PartialEq)]
pub struct Words {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
    /// Who reads them, when known where they are written (a child signing in, whose request
    /// carries no account yet): their language then wins over the request's.
    reader: Option<Language>,
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text shown as it is (a name, a title, an id the person typed).
    Text(String),
    /// A number, which the message may choose a plural form by.
    Number(i64),
    /// Other words, written in the same language as the message (such as "3 minutes").
    Words(Box<Words>),
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg::Text(text.clone())
    }
}

impl From<Words> for Arg {
    fn from(words: Words) -> Self {
        Arg::Words(Box::new(words))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(number: $t) -> Self {
                Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i32, i64, u32, u64, usize);

/// `words!("message-id", name = value, ...)`: the [`Words`] of a message in `backend/locales`.
#[macro_export]
macro_rules! words {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Words::new($id)$(.with(stringify!($name), $value))*
    };
}

impl Words {
    /// The message `id` without arguments; see [`words!`] for one with arguments.
    pub fn new(id: &'static str) -> Self {
        Self { id, args: Vec::new(), reader: None }
    }

    /// The words, to be written in `language`, that of the person who reads them.
    pub fn for_reader(mut self, language: Language) -> Self {
        self.reader = Some(language);
        self
    }

    /// The language the words are for: their reader's when known, else the caller's.
    pub fn language(&self) -> Language {
        self.reader.unwrap_or_else(Language::of_caller)
    }

    /// The message with the argument `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// The message's id, as the resources name it.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message written in `language`; in English, and logged, when `language` lacks it.
    pub fn in_language(&self, language: Language) -> String {
        match BUNDLES.as_ref() {
            Ok(bundles) => write(bundles, self, language),
            // Never after start, which refuses broken resources (`check`).
            Err(_) => self.id.to_owned(),
        }
    }

    /// The message in the language of its reader: the caller of the request being served,
    /// unless [`Words::for_reader`] named another.
    pub fn for_caller(&self) -> String {
        self.in_language(self.language())
    }
}

/// English: the developer's message, and what tests and logs read.
impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_language(Language::English))
    }
}

/// The id and the English words, so that a failed test or a log shows what a person read.
impl fmt::Debug for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Words").field(&self.id).field(&self.to_string()).finish()
    }
}

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language, in the order of [`Language::ALL`].
struct Bundles([Bundle; 3]);

impl Bundles {
    fn of(&self, language: Language) -> &Bundle {
        &self.0[Language::ALL.iter().position(|l| *l == language).unwrap_or(0)]
    }
}

/// The three bundles, built once: at start by [`check`], which refuses broken resources.
static BUNDLES: LazyLock<Result<Bundles, String>> = LazyLock::new(|| {
    let [english, swahili, french] = Language::ALL.map(|language| build(language, &resources(language)));
    Ok(Bundles([english?, swahili?, french?]))
});

/// Checks that every resource reads and no message is written twice; the server runs it when it
/// starts, so that a broken resource stops the start with the file and the error.
pub fn check() -> Result<(), String> {
    BUNDLES.as_ref().map(|_| ()).map_err(Clone::clone)
}

/// The bundle of `language` from its resources.
fn build(language: Language, files: &[(&str, &str)]) -> Result<Bundle, String> {
    let id = language.code().parse().map_err(|error| format!("language {language}: {error}"))?;
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // The messages are plain text (no right-to-left language), and tests compare them.
    bundle.set_use_isolating(false);
    for (name, text) in files {
        let resource = FluentResource::try_new((*text).to_owned())
            .map_err(|(_, errors)| format!("locales/{language}/{name}.ftl does not read: {errors:?}"))?;
        bundle.add_resource(resource).map_err(|errors| format!("locales/{language}/{name}.ftl: {errors:?}"))?;
    }
    Ok(bundle)
}

/// `words` in `language` from `bundles`, falling back to English (logged) for a message missing
/// in `language`, and to the message id (logged) for one missing in English too.
fn write(bundles: &Bundles, words: &Words, language: Language) -> String {
    let mut args = FluentArgs::new();
    for (name, value) in &words.args {
        let value: FluentValue<'_> = match value {
            Arg::Text(text) => FluentValue::from(text.as_str()),
            Arg::Number(number) => FluentValue::from(*number),
            Arg::Words(inner) => FluentValue::from(write(bundles, inner, language)),
        };
        args.set(*name, value);
    }
    for candidate in [language, Language::English] {
        let bundle = bundles.of(candidate);
        let Some(pattern) = bundle.get_message(words.id).and_then(|message| message.value()) else {
            tracing::error!(target: "i18n", id = words.id, language = %candidate, "a message is missing");
            continue;
        };
        let mut errors = Vec::new();
        let text: Cow<'_, str> = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() {
            tracing::error!(target: "i18n", id = words.id, language = %candidate, ?errors, "a message did not write");
        }
        return text.into_owned();
    }
    words.id.to_owned()
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast;

    use super::*;

    /// Every message of `language` with the variables it reads.
    fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
        let mut found = BTreeMap::new();
        for (name, text) in resources(language) {
            let resource =
                fluent_syntax::parser::parse(text).unwrap_or_else(|(_, e)| panic!("{language}/{name}: {e:?}"));
            for entry in resource.body {
                if let ast::Entry::Message(message) = entry {
                    let mut variables = BTreeSet::new();
                    if let Some(pattern) = &message.value {
                        pattern_variables(pattern, &mut variables);
                    }
                    let id = message.id.name.to_owned();
                    assert!(found.insert(id.clone(), variables).is_none(), "{language}/{name}: {id} twice");
                }
            }
        }
        found
    }

    fn pattern_variables(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, found);
            }
        }
    }

    fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, found);
                for variant in variants {
                    pattern_variables(&variant.value, found);
                }
            }
            ast::Expression::Inline(inline) => inline_variables(inline, found),
        }
    }

    fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                found.insert(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => expression_variables(expression, found),
            _ => {}
        }
    }

    #[test]
    fn every_resource_reads() {
        check().unwrap();
    }

    /// Issue 29: a message missing in a language fails here before anyone meets the fallback.
    #[test]
    fn every_message_is_in_every_language() {
        let english = messages(Language::English);
        assert!(english.len() > 100, "the English messages: {}", english.len());
        for language in [Language::Kiswahili, Language::French] {
            let translated = messages(language);
            let missing: Vec<_> = english.keys().filter(|id| !translated.contains_key(*id)).collect();
            assert!(missing.is_empty(), "missing in {language}: {missing:?}");
            let extra: Vec<_> = translated.keys().filter(|id| !english.contains_key(*id)).collect();
            assert!(extra.is_empty(), "in {language} but not English: {extra:?}");
        }
    }

    /// Every `words!("id", a = ...)` in the code names a message that exists, and passes exactly
    /// the arguments its languages read between them (a typo would otherwise show a child the id,
    /// or a placeholder's name). A language may leave one out: English reads a theme's code for
    /// its article, Kiswahili needs none.
    #[test]
    fn every_message_the_code_names_exists_with_its_arguments() {
        let languages = Language::ALL.map(messages);
        let english = &languages[0];
        let mut used = BTreeSet::new();
        let sources: Vec<(std::path::PathBuf, String)> = crate::source_files::rust_files()
            .into_iter()
            .map(|file| {
                let text = std::fs::read_to_string(&file).unwrap();
                (file, text)
            })
            .collect();
        for (file, source) in &sources {
            // The code, without its comments (which show the macro's form).
            let text: String =
                source.lines().filter(|line| !line.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
            for (at, _) in text.match_indices("words!(\"") {
                let call = &text[at + "words!(\"".len()..];
                let (id, rest) = call.split_once('"').unwrap();
                let args = rest[..closing_paren(rest)].to_owned();
                let named: BTreeSet<String> = top_level(&args)
                    .into_iter()
                    .filter_map(|arg| arg.split_once('=').map(|(name, _)| name.trim().to_owned()))
                    .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
                    .collect();
                assert!(
                    english.contains_key(id),
                    "{}: words!(\"{id}\") names no message in locales/en",
                    file.display()
                );
                let read: BTreeSet<String> =
                    languages.iter().flat_map(|messages| messages.get(id).cloned().unwrap_or_default()).collect();
                assert_eq!(
                    named,
                    read,
                    "{}: words!(\"{id}\") passes other arguments than its messages read",
                    file.display()
                );
                used.insert(id.to_owned());
            }
        }
        // And every English message is used somewhere, by `words!` or by its id in quotes
        // (`Words::new(ID)`): a message no code writes is one nobody translates for nothing.
        let named_elsewhere = |id: &str| sources.iter().any(|(_, text)| text.contains(&format!("\"{id}\"")));
        let unused: Vec<_> = english.keys().filter(|id| !used.contains(*id) && !named_elsewhere(id)).collect();
        assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    }

    /// The macro call's arguments, split at its own commas (not those of calls inside it).
    fn top_level(args: &str) -> Vec<&str> {
        let (mut depth, mut start, mut parts) = (0, 0, Vec::new());
        for (i, c) in args.char_indices() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(&args[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(&args[start..]);
        parts
    }

    /// The index of the `)` closing a macro call whose arguments start `rest`.
    fn closing_paren(rest: &str) -> usize {
        let mut depth = 0;
        for (i, c) in rest.char_indices() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => return i,
                ')' | ']' | '}' => depth -= 1,
                _ => {}
            }
        }
        rest.len()
    }

    #[test]
    fn a_message_missing_in_a_language_is_written_in_english() {
        let english = [("test", "greeting = Hello, { $name }!\nonly-english = Just English\n")];
        let swahili = [("test", "greeting = Habari, { $name }!\n")];
        let bundles = Bundles([
            build(Language::English, &english).unwrap(),
            build(Language::Kiswahili, &swahili).unwrap(),
            build(Language::French, &[]).unwrap(),
        ]);
        let greeting = Words::new("greeting").with("name", "Amani");
        assert_eq!(write(&bundles, &greeting, Language::Kiswahili), "Habari, Amani!");
        assert_eq!(write(&bundles, &greeting, Language::French), "Hello, Amani!");
        assert_eq!(write(&bundles, &Words::new("only-english"), Language::Kiswahili), "Just English");
        assert_eq!(write(&bundles, &Words::new("nowhere"), Language::French), "nowhere");
    }

    #[test]
    fn numbers_choose_plural_forms_and_inner_words_follow_the_language() {
        let english =
            [("t", "wait = { $n -> \n [one] 1 minute\n *[other] { $n } minutes\n}\nagain = Try again in { $wait }.\n")];
        let french = [(
            "t",
            "wait = { $n -> \n [one] 1 minute\n *[other] { $n } minutes\n}\nagain = Réessaie dans { $wait }.\n",
        )];
        let bundles = Bundles([
            build(Language::English, &english).unwrap(),
            build(Language::Kiswahili, &[]).unwrap(),
            build(Language::French, &french).unwrap(),
        ]);
        let again = |n: i64| Words::new("again").with("wait", Words::new("wait").with("n", n));
        assert_eq!(write(&bundles, &again(1), Language::English), "Try again in 1 minute.");
        assert_eq!(write(&bundles, &again(5), Language::French), "Réessaie dans 5 minutes.");
        assert_eq!(write(&bundles, &again(1000), Language::English), "Try again in 1000 minutes.", "no grouping");
    }
}
