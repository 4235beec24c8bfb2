//! The catalogue's rules. Every problem names its file and entry and says what to fix, because the
//! person reading it is a content editor who changed a TOML file.

use std::collections::HashMap;

use strum::VariantArray;

use crate::{
    Activity, Ages, Badge, BadgeCategory, BadgeRule, Book, Catalogue, Community, CommunityCategory, Excursion, Game,
    Language, Mentor, Problem, Resource, Theme, Translated, Video,
    model::{Field, TextFields},
    riasec::Dimension,
};

/// Active videos, books and games each: enough for the dashboard to choose from.
pub(crate) const MIN_PER_KIND: usize = 40;
/// Active activities.
pub(crate) const MIN_ACTIVITIES: usize = 24;
/// Active videos, books and games each that suit some age of every age band: the dashboard
/// shows 8 of each kind.
pub(crate) const MIN_PER_KIND_PER_BAND: usize = 8;
/// Active activities that suit some age of every age band.
pub(crate) const MIN_ACTIVITIES_PER_BAND: usize = 6;
/// Active videos, books and games each that speak to every career area.
pub(crate) const MIN_PER_KIND_PER_AREA: usize = 3;
/// Active badges: the 16 of the dashboard's 'All Achievement Badges' dialog.
pub(crate) const BADGES: usize = 16;
/// Active badges in each of the dialog's four groups.
pub(crate) const BADGES_PER_CATEGORY: usize = 4;
/// Active communities.
pub(crate) const MIN_COMMUNITIES: usize = 16;
/// Active communities for every age band.
pub(crate) const MIN_COMMUNITIES_PER_BAND: usize = 4;
/// Active resources of the resource board.
pub(crate) const MIN_RESOURCES: usize = 12;
/// Active resources that suit some age of every age band.
pub(crate) const MIN_RESOURCES_PER_BAND: usize = 3;
/// The longest quote on a resource's card, in characters.
pub(crate) const MAX_QUOTE_CHARS: usize = 160;
/// How many steps an activity's text tutorial has: a few short tips, not a second project.
pub(crate) const TUTORIAL_STEPS: std::ops::RangeInclusive<usize> = 2..=6;
/// The longest step of a text tutorial, in characters: a tip a child reads in one go.
pub(crate) const MAX_TUTORIAL_STEP_CHARS: usize = 180;
/// The youngest and oldest ages of the platform.
const AGES: (i32, i32) = (6, 18);
/// How long an activity may take, in minutes.
const MINUTES: std::ops::RangeInclusive<i32> = 5..=180;

/// Every problem of the catalogue, in file order; empty when it is valid.
pub(crate) fn problems(catalogue: &Catalogue) -> Vec<Problem> {
    let mut problems = Problems(Vec::new());
    recommended(&catalogue.videos, &mut problems);
    recommended(&catalogue.books, &mut problems);
    recommended(&catalogue.games, &mut problems);
    activities(catalogue, &mut problems);
    badges(catalogue, &mut problems);
    communities(&catalogue.communities, &mut problems);
    resources(&catalogue.resources, &mut problems);
    listed(&catalogue.excursions, &mut problems);
    listed(&catalogue.mentors, &mut problems);
    translations(&catalogue.activities, &mut problems);
    translations(&catalogue.badges, &mut problems);
    translations(&catalogue.communities, &mut problems);
    translations(&catalogue.resources, &mut problems);
    translations(&catalogue.excursions, &mut problems);
    translations(&catalogue.mentors, &mut problems);
    problems.0
}

struct Problems(Vec<Problem>);

impl Problems {
    fn add(&mut self, file: &'static str, entry: Option<&str>, message: String) {
        self.0.push(Problem { file, entry: entry.map(str::to_owned), message });
    }

    /// One entry's checker.
    fn entry<'a>(&'a mut self, file: &'static str, kind: &str, index: usize, slug: &str) -> Entry<'a> {
        let name =
            if slug.is_empty() { format!("{kind} #{} (no slug)", index + 1) } else { format!("{kind} {slug:?}") };
        Entry { problems: self, file, name }
    }
}

/// Checks of one entry, each adding a problem that names the entry when it fails.
struct Entry<'a> {
    problems: &'a mut Problems,
    file: &'static str,
    name: String,
}

impl Entry<'_> {
    fn check(&mut self, ok: bool, message: impl FnOnce() -> String) {
        if !ok {
            self.problems.add(self.file, Some(&self.name), message());
        }
    }

    fn slug(&mut self, field: &str, slug: &str) {
        let well_formed = !slug.is_empty()
            && slug.split('-').all(|part| !part.is_empty())
            && slug.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        self.check(well_formed, || {
            format!(
                "{field} {slug:?} must be lower-case letters and digits in words joined by single dashes, such as \
                 \"bean-sprout-lab\""
            )
        });
    }

    fn text(&mut self, field: &str, value: &str) {
        self.check(!value.trim().is_empty(), || format!("{field} is empty: write it, or remove the entry"));
    }

    fn ages(&mut self, ages: Ages) {
        let Ages(low, high) = ages;
        self.check(AGES.0 <= low && low <= high && high <= AGES.1, || {
            format!("ages [{low}, {high}] must be [youngest, oldest] within {} to {}, such as [9, 12]", AGES.0, AGES.1)
        });
    }

    fn areas(&mut self, areas: &[Dimension]) {
        self.check(!areas.is_empty(), || {
            "areas is empty: list the RIASEC letters (R, I, A, S, E, C) of the career areas it speaks to, most \
             relevant first, such as [\"I\", \"R\"]"
                .to_owned()
        });
        for (i, area) in areas.iter().enumerate() {
            self.check(!areas[..i].contains(area), || format!("areas lists \"{}\" twice: keep one", area.letter()));
        }
    }

    fn youtube(&mut self, field: &str, url: &str) {
        self.check(is_youtube_url(url), || {
            format!(
                "{field} {url:?} is not a YouTube video link: use https://www.youtube.com/watch?v=ID, \
                 https://youtu.be/ID, https://www.youtube.com/embed/ID or https://www.youtube.com/shorts/ID with the \
                 video's 11-character ID"
            )
        });
    }

    fn illustration(&mut self, field: &str, path: &str) {
        self.check(is_illustration(path), || {
            format!(
                "{field} {path:?} must be one of our illustrations under web/public/catalogue/, written as \
                 \"/catalogue/NAME.svg\", such as \"/catalogue/science.svg\""
            )
        });
    }
}

impl Entry<'_> {
    /// One translatable field of the sub-table `table` (such as "[activity.sw]") against
    /// English's: present where English has it, not empty, and of the same shape.
    fn translated(&mut self, table: &str, field: &str, english: Field<'_>, translated: Field<'_>) {
        match (english, translated) {
            (Field::Text(english), Field::Text(text))
            | (Field::Optional(Some(english)), Field::Optional(Some(text))) => {
                self.translated_text(table, field, english, text);
            }
            (Field::Optional(Some(english)), Field::Optional(None)) => self.translated_text(table, field, english, ""),
            (Field::Optional(None), Field::Optional(Some(_))) => self.check(false, || {
                format!("{table} has {field}, which the English entry has not: remove it (or add it in English)")
            }),
            (Field::List(english), Field::List(items)) => {
                self.check(items.len() == english.len(), || {
                    format!(
                        "{table} {field} has {} item{}, English has {}: translate each item, in English's order",
                        items.len(),
                        if items.len() == 1 { "" } else { "s" },
                        english.len()
                    )
                });
                for (i, item) in items.iter().enumerate() {
                    self.check(!item.trim().is_empty(), || {
                        format!("{table} {field} item {} is empty: translate it", i + 1)
                    });
                }
            }
            // Both sides are the same struct's fields: nothing else can meet.
            _ => {}
        }
    }

    /// A translated text: written, and with as many lines as English's when English has several
    /// (a project's steps, a body's paragraphs).
    fn translated_text(&mut self, table: &str, field: &str, english: &str, text: &str) {
        if text.trim().is_empty() {
            self.check(false, || format!("{table} has no {field} (or it is empty): translate the English {field}"));
            return;
        }
        let lines = |text: &str| text.lines().filter(|line| !line.trim().is_empty()).count();
        let (english_lines, text_lines) = (lines(english), lines(text));
        self.check(english_lines <= 1 || text_lines == english_lines, || {
            format!(
                "{table} {field} has {text_lines} lines, English has {english_lines}: translate each line (step, \
                 paragraph) as one line"
            )
        });
    }
}

/// The translations of a kind we write: after each entry's English fields, a sub-table for
/// every language of [`Language::TRANSLATED`] (such as `[activity.sw]`) holding every
/// translatable field, none empty, each of English's shape.
fn translations<T>(entries: &[T], problems: &mut Problems)
where
    T: Listed + Translated,
    T::Texts: TextFields,
{
    for (i, listed) in entries.iter().enumerate() {
        let mut entry = problems.entry(T::FILE, T::KIND, i, listed.key());
        let english = listed.english();
        let english = english.fields();
        for language in Language::TRANSLATED {
            let table = format!("[{}.{}]", T::KIND, language.code());
            let Some(texts) = listed.translation(language) else {
                let fields: Vec<&str> = english.iter().map(|(field, _)| *field).collect();
                entry.check(false, || {
                    format!(
                        "has no {table}: add it after the entry's fields, with its {} in {}",
                        fields.join(", "),
                        language.name()
                    )
                });
                continue;
            };
            for ((field, english), (_, translated)) in english.iter().zip(texts.fields()) {
                entry.translated(&table, field, *english, translated);
            }
        }
    }
}

/// Checks that every slug of one kind is unique.
fn unique<'a>(problems: &mut Problems, file: &'static str, kind: &str, slugs: impl Iterator<Item = &'a str>) {
    let mut first: HashMap<&str, usize> = HashMap::new();
    for (index, slug) in slugs.enumerate() {
        if slug.is_empty() {
            continue;
        }
        if let Some(earlier) = first.insert(slug, index) {
            first.insert(slug, earlier);
            problems.add(
                file,
                Some(&format!("{kind} {slug:?}")),
                format!(
                    "entries {} and {} share this slug: give the new entry a slug of its own (a slug, once \
                     shipped, never changes)",
                    earlier + 1,
                    index + 1
                ),
            );
        }
    }
}

/// Checks that enough active entries of one kind suit every age band and, for videos, books and
/// games, speak to every career area.
fn coverage<'a>(
    problems: &mut Problems,
    file: &'static str,
    kinds: &str,
    entries: impl Iterator<Item = (Ages, Option<&'a [Dimension]>)> + Clone,
    (total, per_band, per_area): (usize, usize, usize),
) {
    let count = entries.clone().count();
    if count < total {
        problems.add(
            file,
            None,
            format!(
                "only {count} {kinds} are active; add {} more (the catalogue needs at least {total})",
                total - count
            ),
        );
    }
    for band in Ages::BANDS {
        let count = entries.clone().filter(|(ages, _)| ages.overlap(band)).count();
        if count < per_band {
            problems.add(
                file,
                None,
                format!(
                    "only {count} active {kinds} suit ages {}-{}; add {} more for them (at least {per_band})",
                    band.0,
                    band.1,
                    per_band - count
                ),
            );
        }
    }
    if per_area == 0 {
        return;
    }
    for dimension in Dimension::ALL {
        let count = entries.clone().filter(|(_, areas)| areas.is_some_and(|areas| areas.contains(&dimension))).count();
        if count < per_area {
            problems.add(
                file,
                None,
                format!(
                    "only {count} active {kinds} speak to career area \"{}\" ({}); add {} more with \"{}\" in their \
                     areas (at least {per_area})",
                    dimension.letter(),
                    dimension.career_area(),
                    per_area - count,
                    dimension.letter()
                ),
            );
        }
    }
}

/// What the rules of every kind need to know of an entry.
trait Listed {
    /// Such as "video", for messages.
    const KIND: &'static str;
    /// Such as "videos".
    const KINDS: &'static str;
    /// Such as "videos.toml".
    const FILE: &'static str;
    /// The field its stable key is in.
    const KEY: &'static str = "slug";
    /// The stable key: a slug, or a badge's id.
    fn key(&self) -> &str;
    /// Adds the problems of the entry's own fields.
    fn check(&self, entry: &mut Entry<'_>);
}

/// The rules every entry of a kind follows: a well-formed, unique key and its own fields' checks.
fn listed<T: Listed>(entries: &[T], problems: &mut Problems) {
    unique(problems, T::FILE, T::KIND, entries.iter().map(T::key));
    for (i, listed) in entries.iter().enumerate() {
        let mut entry = problems.entry(T::FILE, T::KIND, i, listed.key());
        entry.slug(T::KEY, listed.key());
        listed.check(&mut entry);
    }
}

/// A video, book or game: recommended on the dashboard by age and career area.
trait Recommended: Listed {
    fn retired(&self) -> bool;
    fn ages(&self) -> Ages;
    fn areas(&self) -> &[Dimension];
}

/// The rules of a recommended kind: those of [`listed`], and enough active entries for every
/// age band and career area.
fn recommended<T: Recommended>(entries: &[T], problems: &mut Problems) {
    listed(entries, problems);
    let active = entries.iter().filter(|e| !e.retired()).map(|e| (e.ages(), Some(e.areas())));
    coverage(problems, T::FILE, T::KINDS, active, (MIN_PER_KIND, MIN_PER_KIND_PER_BAND, MIN_PER_KIND_PER_AREA));
}

macro_rules! recommended {
    ($($entry:ty),*) => {$(
        impl Recommended for $entry {
            fn retired(&self) -> bool {
                self.retired
            }
            fn ages(&self) -> Ages {
                self.ages
            }
            fn areas(&self) -> &[Dimension] {
                &self.areas
            }
        }
    )*};
}
recommended!(Video, Book, Game);

impl Listed for Video {
    const KIND: &'static str = "video";
    const KINDS: &'static str = "videos";
    const FILE: &'static str = "videos.toml";

    fn key(&self) -> &str {
        &self.slug
    }

    fn check(&self, entry: &mut Entry<'_>) {
        entry.youtube("url", &self.url);
        entry.text("title", &self.title);
        entry.text("category", &self.category);
        entry.text("description", &self.description);
        entry.text("source", &self.source);
        if let Some(channel) = &self.channel {
            entry.text("channel", channel);
        }
        for tag in &self.tags {
            entry.check(!tag.trim().is_empty() && tag.to_lowercase() == *tag, || {
                format!("tag {tag:?} must be lower-case words, not blank")
            });
        }
        if let Some(duration) = &self.duration {
            entry.check(is_duration(duration), || {
                format!(
                    "duration {duration:?} must be minutes:seconds or hours:minutes:seconds, such as \"5:30\" or \
                     \"1:02:03\"; leave the field out when no source states it"
                )
            });
        }
        entry.ages(self.ages);
        entry.areas(&self.areas);
    }
}

impl Listed for Book {
    const KIND: &'static str = "book";
    const KINDS: &'static str = "books";
    const FILE: &'static str = "books.toml";

    fn key(&self) -> &str {
        &self.slug
    }

    fn check(&self, entry: &mut Entry<'_>) {
        entry.illustration("thumbnail", &self.thumbnail);
        entry.text("title", &self.title);
        entry.text("theme", &self.theme);
        entry.text("author", &self.author);
        entry.ages(self.ages);
        entry.areas(&self.areas);
    }
}

impl Listed for Game {
    const KIND: &'static str = "game";
    const KINDS: &'static str = "games";
    const FILE: &'static str = "games.toml";

    fn key(&self) -> &str {
        &self.slug
    }

    fn check(&self, entry: &mut Entry<'_>) {
        entry.illustration("thumbnail", &self.thumbnail);
        entry.text("name", &self.name);
        entry.text("skill", &self.skill);
        entry.text("description", &self.description);
        entry.check(is_https_url(&self.url), || {
            format!("url {:?} must be the game's https:// address, such as \"https://scratch.mit.edu\"", self.url)
        });
        entry.ages(self.ages);
        entry.areas(&self.areas);
    }
}

impl Listed for Activity {
    const KIND: &'static str = "activity";
    const KINDS: &'static str = "activities";
    const FILE: &'static str = "activities.toml";

    fn key(&self) -> &str {
        &self.slug
    }

    fn check(&self, entry: &mut Entry<'_>) {
        entry.text("title", &self.title);
        entry.text("description", &self.description);
        entry.text("project", &self.project);
        entry.ages(self.ages);
        entry.check(MINUTES.contains(&self.estimated_minutes), || {
            format!(
                "estimated_minutes {} must be between {} and {}",
                self.estimated_minutes,
                MINUTES.start(),
                MINUTES.end()
            )
        });
        entry.illustration("image_url", &self.image_url);
        self.check_tutorial_steps(entry);
        entry.check(!self.learning_outcomes.is_empty(), || {
            "learning_outcomes is empty: list what the child learns, such as [\"Reading a scale\"]".to_owned()
        });
        for outcome in &self.learning_outcomes {
            entry.text("a learning outcome", outcome);
        }
    }
}

impl Activity {
    /// The text tutorial's own rules: a few short tips in our words, none a copy of a project step.
    fn check_tutorial_steps(&self, entry: &mut Entry<'_>) {
        let steps = &self.tutorial_steps;
        if steps.is_empty() {
            return;
        }
        entry.check(TUTORIAL_STEPS.contains(&steps.len()), || {
            format!(
                "tutorial_steps has {} step{}: write {} to {} short tips on what to know before starting",
                steps.len(),
                if steps.len() == 1 { "" } else { "s" },
                TUTORIAL_STEPS.start(),
                TUTORIAL_STEPS.end()
            )
        });
        let project_steps: Vec<String> = self.project.lines().map(project_step).collect();
        for (i, step) in steps.iter().enumerate() {
            let number = i + 1;
            entry.check(!step.trim().is_empty(), || format!("tutorial step {number} is empty: write it or remove it"));
            let chars = step.chars().count();
            entry.check(chars <= MAX_TUTORIAL_STEP_CHARS, || {
                format!(
                    "tutorial step {number} has {chars} characters: keep each step to {MAX_TUTORIAL_STEP_CHARS} \
                     or split it in two"
                )
            });
            entry.check(!project_steps.contains(&project_step(step)), || {
                format!(
                    "tutorial step {number} repeats a line of the project: the tutorial says what to know before \
                     starting, the project step shows the project"
                )
            });
        }
    }
}

/// A line of the project (or a tutorial step) as compared: without its number and case.
fn project_step(line: &str) -> String {
    let line = line.trim();
    let unnumbered = line
        .split_once(". ")
        .filter(|(number, _)| !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()))
        .map_or(line, |(_, rest)| rest);
    unnumbered.trim().to_lowercase()
}

impl Listed for Badge {
    const KIND: &'static str = "badge";
    const KINDS: &'static str = "badges";
    const FILE: &'static str = "badges.toml";
    const KEY: &'static str = "id";

    fn key(&self) -> &str {
        &self.id
    }

    fn check(&self, entry: &mut Entry<'_>) {
        entry.text("name", &self.name);
        entry.text("description", &self.description);
        entry.text("icon", &self.icon);
    }
}

impl Listed for Excursion {
    const KIND: &'static str = "excursion";
    const KINDS: &'static str = "excursions";
    const FILE: &'static str = "excursions.toml";
    const KEY: &'static str = "id";

    fn key(&self) -> &str {
        &self.id
    }

    fn check(&self, entry: &mut Entry<'_>) {
        entry.text("title", &self.title);
    }
}

impl Listed for Mentor {
    const KIND: &'static str = "mentor";
    const KINDS: &'static str = "mentors";
    const FILE: &'static str = "mentors.toml";
    const KEY: &'static str = "id";

    fn key(&self) -> &str {
        &self.id
    }

    fn check(&self, entry: &mut Entry<'_>) {
        entry.text("name", &self.name);
        entry.text("headline", &self.headline);
        entry.check(!self.sessions.is_empty(), || {
            "sessions is empty: list what the mentor offers, such as [\"Quick Question\", \"Deep Dive\"]".to_owned()
        });
        for (i, session) in self.sessions.iter().enumerate() {
            entry.check(!self.sessions[..i].contains(session), || {
                format!("sessions lists \"{session}\" twice: keep one")
            });
        }
    }
}

impl Listed for Community {
    const KIND: &'static str = "community";
    const KINDS: &'static str = "communities";
    const FILE: &'static str = "communities.toml";

    fn key(&self) -> &str {
        &self.slug
    }

    fn check(&self, entry: &mut Entry<'_>) {
        entry.text("name", &self.name);
        entry.text("description", &self.description);
        entry.ages(self.ages);
        let Ages(low, high) = self.ages;
        entry.check(Ages::BANDS.contains(&self.ages), || {
            format!(
                "ages [{low}, {high}] must be exactly one age band ([6, 8], [9, 12], [13, 15] or [16, 18]): children \
                 only meet children of their own band"
            )
        });
    }
}

impl Listed for Resource {
    const KIND: &'static str = "resource";
    const KINDS: &'static str = "resources";
    const FILE: &'static str = "resources.toml";

    fn key(&self) -> &str {
        &self.slug
    }

    fn check(&self, entry: &mut Entry<'_>) {
        entry.text("title", &self.title);
        entry.text("quote", &self.quote);
        entry.check(self.quote.chars().count() <= MAX_QUOTE_CHARS, || {
            format!("quote is longer than {MAX_QUOTE_CHARS} characters: shorten it to fit the card")
        });
        entry.text("category", &self.category);
        entry.text("source", &self.source);
        entry.text("author", &self.author);
        entry.illustration("author_image", &self.author_image);
        entry.ages(self.ages);
        match (&self.body, &self.link, &self.link_note) {
            (Some(body), None, None) => entry.text("body", body),
            (None, Some(link), Some(note)) => {
                entry.check(is_https_url(link), || {
                    format!("link {link:?} must be the page's https:// address, such as \"https://www.nasa.gov\"")
                });
                entry.text("link_note", note);
            }
            (None, Some(_), None) => entry.check(false, || {
                "a link needs a link_note telling the child where it goes and what they will find there".to_owned()
            }),
            _ => entry.check(false, || {
                "give either body (our own full text) or link with link_note (a page on another site), not both \
                 and not neither"
                    .to_owned()
            }),
        }
        for (i, related) in self.related.iter().enumerate() {
            entry
                .check(*related != self.slug, || format!("related lists the resource itself ({related:?}): remove it"));
            entry.check(!self.related[..i].contains(related), || format!("related lists {related:?} twice: keep one"));
        }
    }
}

/// The rules of resources: those of [`listed`], enough active ones for every age band, and
/// related slugs that name other active resources.
fn resources(resources: &[Resource], problems: &mut Problems) {
    const FILE: &str = Resource::FILE;
    listed(resources, problems);
    let active: Vec<_> = resources.iter().filter(|r| !r.retired).collect();
    coverage(
        problems,
        FILE,
        "resources",
        active.iter().map(|r| (r.ages, None)),
        (MIN_RESOURCES, MIN_RESOURCES_PER_BAND, 0),
    );
    for (i, resource) in resources.iter().enumerate().filter(|(_, r)| !r.retired) {
        let mut entry = problems.entry(FILE, Resource::KIND, i, &resource.slug);
        for related in &resource.related {
            entry.check(active.iter().any(|r| r.slug == *related), || {
                format!("related names {related:?}, which is not an active resource: fix the slug or remove it")
            });
        }
    }
}

/// The rules of communities: those of [`listed`], enough active ones for every age band, and
/// every category in every band.
fn communities(communities: &[Community], problems: &mut Problems) {
    const FILE: &str = Community::FILE;
    listed(communities, problems);
    let active: Vec<_> = communities.iter().filter(|c| !c.retired).collect();
    coverage(
        problems,
        FILE,
        "communities",
        active.iter().map(|c| (c.ages, None)),
        (MIN_COMMUNITIES, MIN_COMMUNITIES_PER_BAND, 0),
    );
    for category in CommunityCategory::VARIANTS {
        if !active.iter().any(|c| c.category == *category) {
            problems.add(FILE, None, format!("no active community has category \"{category}\": add one"));
        }
    }
}

fn activities(catalogue: &Catalogue, problems: &mut Problems) {
    const FILE: &str = Activity::FILE;
    listed(&catalogue.activities, problems);
    let active: Vec<_> = catalogue.activities.iter().filter(|a| !a.retired).collect();
    coverage(
        problems,
        FILE,
        "activities",
        active.iter().map(|a| (a.ages, None)),
        (MIN_ACTIVITIES, MIN_ACTIVITIES_PER_BAND, 0),
    );
    for theme in Theme::VARIANTS {
        if !active.iter().any(|a| a.theme == *theme) {
            problems.add(FILE, None, format!("no active activity has theme \"{theme}\": add one"));
        }
    }
    for (i, activity) in catalogue.activities.iter().enumerate().filter(|(_, a)| !a.retired) {
        let mut entry = problems.entry(FILE, Activity::KIND, i, &activity.slug);
        tutorial(catalogue, activity, &mut entry);
    }
}

/// An active activity's tutorial: a linked video that exists, is active and suits some of the
/// activity's ages, or text steps (checked with the entry's own fields), or both.
fn tutorial(catalogue: &Catalogue, activity: &Activity, entry: &mut Entry<'_>) {
    let Some(slug) = &activity.tutorial_video else {
        entry.check(!activity.tutorial_steps.is_empty(), || {
            format!(
                "has no tutorial: link a video that teaches it with tutorial_video = \"VIDEO SLUG\" (a slug of \
                 videos.toml), or write tutorial_steps, {} to {} short tips in our own words",
                TUTORIAL_STEPS.start(),
                TUTORIAL_STEPS.end()
            )
        });
        return;
    };
    let Some(video) = catalogue.tutorial_video(activity) else {
        entry.check(false, || {
            format!(
                "tutorial_video {slug:?} is not a video of videos.toml: use the slug of a video there, or leave the \
                 field out and write tutorial_steps"
            )
        });
        return;
    };
    entry.check(!video.retired, || {
        format!(
            "tutorial_video {slug:?} is retired: link an active video, or leave the field out and write tutorial_steps"
        )
    });
    let (Ages(low, high), Ages(video_low, video_high)) = (activity.ages, video.ages);
    entry.check(video.ages.overlap(activity.ages), || {
        format!(
            "tutorial_video {slug:?} is for ages [{video_low}, {video_high}], none of the activity's ages [{low}, \
             {high}]: link a video for these ages, or leave the field out and write tutorial_steps"
        )
    });
}

fn badges(catalogue: &Catalogue, problems: &mut Problems) {
    const FILE: &str = Badge::FILE;
    listed(&catalogue.badges, problems);
    let activities: Vec<_> = catalogue.activities.iter().filter(|a| !a.retired).collect();
    for (i, badge) in catalogue.badges.iter().enumerate().filter(|(_, badge)| !badge.retired) {
        let mut entry = problems.entry(FILE, "badge", i, &badge.id);
        let (reachable, needs) = match badge.rule {
            BadgeRule::Theme { theme, count } => {
                (activities.iter().filter(|a| a.theme == theme).count(), format!("{count} active {theme} activities"))
            }
            BadgeRule::Activities { count } => (activities.len(), format!("{count} active activities")),
            BadgeRule::Themes { count } => (Theme::VARIANTS.len(), format!("{count} themes")),
            BadgeRule::QuizCompleted => (1, String::new()),
        };
        let count = match badge.rule {
            BadgeRule::Theme { count, .. } | BadgeRule::Activities { count } | BadgeRule::Themes { count } => count,
            BadgeRule::QuizCompleted => 1,
        };
        entry.check(count >= 1, || format!("the rule's count is {count}: it must be at least 1"));
        entry.check(usize::try_from(count).is_ok_and(|count| count <= reachable), || {
            format!("no child can earn it: the rule needs {needs} but there are {reachable}")
        });
    }
    let active: Vec<_> = catalogue.badges.iter().filter(|b| !b.retired).collect();
    if active.len() != BADGES {
        problems.add(
            FILE,
            None,
            format!(
                "{} badges are active; the dialog shows exactly {BADGES}: retire one for each one you add",
                active.len()
            ),
        );
    }
    for category in BadgeCategory::VARIANTS {
        let count = active.iter().filter(|b| b.category == *category).count();
        if count != BADGES_PER_CATEGORY {
            problems.add(
                FILE,
                None,
                format!(
                    "{count} active badges are in category \"{category}\"; each category has {BADGES_PER_CATEGORY}"
                ),
            );
        }
    }
    for theme in Theme::VARIANTS {
        let id = theme.explorer_badge_id();
        let name = format!("{} Explorer", theme.title());
        let rule = BadgeRule::Theme { theme: *theme, count: 1 };
        match active.iter().find(|b| b.id == id) {
            Some(badge) if badge.name == name && badge.rule == rule => {}
            Some(_) => problems.add(
                FILE,
                Some(&format!("badge {id:?}")),
                format!(
                    "an explorer badge must be named {name:?} with rule = {{ kind = \"theme\", theme = \"{theme}\", \
                     count = 1 }}"
                ),
            ),
            None => problems.add(
                FILE,
                None,
                format!(
                    "theme \"{theme}\" has no active explorer badge: add badge {id:?} named {name:?} with rule = {{ \
                     kind = \"theme\", theme = \"{theme}\", count = 1 }}"
                ),
            ),
        }
    }
}

/// A video URL in one of the YouTube forms the web app turns into an embed (spec section 5).
pub(crate) fn is_youtube_url(url: &str) -> bool {
    youtube_id(url).is_some()
}

/// The 11-character video id of a YouTube URL in one of the forms [`is_youtube_url`] accepts.
pub fn youtube_id(url: &str) -> Option<&str> {
    let id = url
        .strip_prefix("https://www.youtube.com/watch?v=")
        .or_else(|| url.strip_prefix("https://youtu.be/"))
        .or_else(|| url.strip_prefix("https://www.youtube.com/embed/"))
        .or_else(|| url.strip_prefix("https://www.youtube.com/shorts/"))?;
    let id = id.split(['&', '?']).next().unwrap_or_default();
    (id.len() == 11 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')).then_some(id)
}

/// An https address with a host.
fn is_https_url(url: &str) -> bool {
    url.strip_prefix("https://").is_some_and(|rest| {
        let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
        host.contains('.') && !url.chars().any(char::is_whitespace)
    })
}

/// "/catalogue/NAME.svg" with NAME in lower-case letters, digits and dashes.
pub(crate) fn is_illustration(path: &str) -> bool {
    path.strip_prefix("/catalogue/").and_then(|name| name.strip_suffix(".svg")).is_some_and(|name| {
        !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    })
}

/// "M:SS", "MM:SS" or "H:MM:SS" without leading zeros, such as "5:30".
pub(crate) fn is_duration(duration: &str) -> bool {
    let parts: Vec<&str> = duration.split(':').collect();
    let digits = |part: &str| !part.is_empty() && part.chars().all(|c| c.is_ascii_digit());
    let sixty = |part: &str| part.len() == 2 && digits(part) && part < "60";
    match parts.as_slice() {
        [minutes, seconds] => {
            digits(minutes) && (*minutes == "0" || !minutes.starts_with('0')) && minutes.len() <= 2 && sixty(seconds)
        }
        [hours, minutes, seconds] => digits(hours) && !hours.starts_with('0') && sixty(minutes) && sixty(seconds),
        _ => false,
    }
}
