//! The analysis text shown on the results page and the career-recommendations paragraph.

use std::collections::BTreeMap;

use super::AgeBand;
use super::careers::CareerMatch;
use super::riasec::{Dimension, Profile, top_dimensions};

/// What we say about one RIASEC type, in a younger register (6-12) and an older one (13-18).
struct Words {
    /// "a builder" / "a hands-on problem-solver".
    who: [&'static str; 2],
    /// What the child enjoys.
    loves: [&'static str; 2],
    /// What the child is good at.
    strength: [&'static str; 2],
    /// How the child learns best.
    learns: [&'static str; 2],
    /// One next step per band, youngest first.
    next: [&'static str; 4],
}

fn words(d: Dimension) -> &'static Words {
    static W: [Words; 6] = [
        Words {
            who: ["a builder and explorer", "a hands-on problem-solver"],
            loves: [
                "building, fixing and exploring outdoors",
                "working with tools, machines, plants or animals and seeing real results",
            ],
            strength: [
                "You are great with your hands and you don't give up until something works.",
                "You are practical and persistent: you like to get things working and you learn by doing.",
            ],
            learns: [
                "You learn best by touching, trying and making things yourself.",
                "You learn best hands-on: workshops, experiments, field trips and real projects rather than long lectures.",
            ],
            next: [
                "Build something with a grown-up: a bird feeder, a box car or a little garden.",
                "Try a building kit, help fix something at home, or join a gardening or robotics club.",
                "Take technical or agriculture subjects seriously and look for a maker, robotics or young farmers club.",
                "Look into TVET courses, apprenticeships and engineering degrees, and get workshop or site experience in the holidays.",
            ],
        },
        Words {
            who: ["a curious scientist", "an analytical thinker"],
            loves: [
                "asking why, solving puzzles and finding out how things work",
                "ideas, evidence and understanding how things really work",
            ],
            strength: [
                "You are curious and clever at working things out.",
                "You think carefully, ask sharp questions and enjoy problems that others find hard.",
            ],
            learns: [
                "You learn best by asking questions and doing little experiments.",
                "You learn best by researching, testing ideas and having time to think things through on your own.",
            ],
            next: [
                "Keep a wonder notebook of questions and find the answers with a grown-up.",
                "Try science kits and puzzles, visit a museum, or join a science or coding club.",
                "Keep up maths and the sciences, enter a science fair and try a free online coding or astronomy course.",
                "Choose maths and sciences, read about research careers, and look for lab, data or coding projects you can join.",
            ],
        },
        Words {
            who: ["a creative artist", "an original creator"],
            loves: [
                "drawing, music, stories and making up new things",
                "creating, imagining and expressing ideas in your own way",
            ],
            strength: [
                "You have a big imagination and lots of new ideas.",
                "You are imaginative and expressive, and you see possibilities others miss.",
            ],
            learns: [
                "You learn best by drawing, singing, acting and making things up.",
                "You learn best when you can be creative: projects, design tasks, writing and room to do things your own way.",
            ],
            next: [
                "Make a picture, a song or a puppet show every week and share it with your family.",
                "Join an art, drama or music club and keep a sketchbook or story journal.",
                "Build a small portfolio of your art, writing, music or videos and join the school magazine or drama club.",
                "Build a portfolio, learn a creative tool such as design or editing software, and research arts, media and design programmes.",
            ],
        },
        Words {
            who: ["a kind helper", "a people person"],
            loves: ["helping, sharing and being with friends", "helping, teaching and working with people"],
            strength: [
                "You are kind and you are good at making friends feel happy.",
                "You are a caring listener and a natural team player; people trust you.",
            ],
            learns: [
                "You learn best with friends, talking and playing together.",
                "You learn best in groups: discussions, study partners and teaching what you know to others.",
            ],
            next: [
                "Help a friend or a younger child with something every day.",
                "Be a class helper, read to younger kids, or join a peer helpers club.",
                "Volunteer, become a peer tutor or mentor, and keep up languages and biology.",
                "Volunteer regularly, shadow a teacher, nurse or social worker, and look at education, health and social-work courses.",
            ],
        },
        Words {
            who: ["a brave leader", "a confident leader"],
            loves: [
                "leading games, having big plans and selling things",
                "leading, persuading and turning ideas into action",
            ],
            strength: [
                "You are brave and you like to lead the team.",
                "You take the initiative, speak up with confidence and get people moving.",
            ],
            learns: [
                "You learn best by being in charge of a game or a task.",
                "You learn best with goals and challenges: debates, competitions and leading projects.",
            ],
            next: [
                "Be the leader of a game and make a tiny lemonade or snack stall with a grown-up.",
                "Run for class monitor, plan a small sale, or join a young entrepreneurs club.",
                "Join the debate club or student council and try a small business project with friends.",
                "Lead a club or project, take business studies or economics, and look at business, law and management courses.",
            ],
        },
        Words {
            who: ["a super organiser", "a careful organiser"],
            loves: [
                "sorting, counting and keeping things neat",
                "order, numbers, planning and getting the details right",
            ],
            strength: [
                "You are careful, tidy and good at remembering things.",
                "You are organised, accurate and dependable; people can count on your work.",
            ],
            learns: [
                "You learn best step by step, with clear rules and lists.",
                "You learn best with clear structure: step-by-step instructions, checklists and practice.",
            ],
            next: [
                "Make a sticker chart or sort your toys into labelled boxes.",
                "Keep a planner for homework, help count money at a sale, or be a library helper.",
                "Keep up maths and computer studies, try spreadsheets, and offer to be a club treasurer.",
                "Take maths, accounting or computer studies, learn spreadsheets and databases, and look at finance and data courses.",
            ],
        },
    ];
    &W[d.index()]
}

fn register(band: AgeBand) -> usize {
    match band {
        AgeBand::EarlyExplorers | AgeBand::BuddingInnovators => 0,
        AgeBand::TeenTrailblazers | AgeBand::VisionaryAchievers => 1,
    }
}

fn band_index(band: AgeBand) -> usize {
    AgeBand::ALL.iter().position(|b| *b == band).unwrap_or(0)
}

/// "a, b and c".
/// "a", "a and b", "a, b and c".
pub(super) fn join_and(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The results page's text fields for a profile, written for `band`: `summary`, `strengths`,
/// `interests`, `learningStyle` and `nextSteps` (camelCase, as the web app splits them into words).
pub fn analysis(band: AgeBand, profile: &Profile) -> BTreeMap<String, String> {
    let top = top_dimensions(profile);
    // An empty profile (nothing answered) still gets encouraging text, from the first ranked type.
    let top = if top.is_empty() { vec![profile.ranked()[0]] } else { top };
    let reg = register(band);
    let main = words(top[0]);
    let areas: Vec<&str> = top.iter().map(|d| d.career_area()).collect();
    let loves: Vec<&str> = top.iter().map(|d| words(*d).loves[reg]).collect();

    let summary = match band {
        AgeBand::EarlyExplorers => {
            format!("Wow, {}! You are {}. Your answers show you love {}.", band.title(), main.who[0], loves[0])
        }
        AgeBand::BuddingInnovators => format!(
            "Great job, {}! Your answers show you are {} who enjoys {}. Your top career {} {}.",
            band.title(),
            main.who[0],
            loves[0],
            if areas.len() == 1 { "area is" } else { "areas are" },
            join_and(&areas)
        ),
        AgeBand::TeenTrailblazers => format!(
            "Your answers point to {} ({}) as your strongest interest, which makes you {}. \
             Career areas worth exploring: {}.",
            areas[0],
            top[0].name(),
            main.who[1],
            join_and(&areas)
        ),
        AgeBand::VisionaryAchievers => format!(
            "Your Holland interest code is {}: your answers lean most towards the {} type, so you \
             are {}. \
             The career areas that fit your interests best are {}.",
            profile.code(),
            top[0].name(),
            main.who[1],
            join_and(&areas)
        ),
    };

    let mut strengths = main.strength[reg].to_owned();
    if let Some(second) = top.get(1) {
        let extra = words(*second).strength[reg];
        strengths.push(' ');
        strengths.push_str(if reg == 0 { "And " } else { "On top of that, " });
        // Lower-case the first letter of the second sentence after the joining word.
        let mut chars = extra.chars();
        if let Some(first) = chars.next() {
            strengths.extend(first.to_lowercase());
            strengths.push_str(chars.as_str());
        }
    }

    let mut interests = match reg {
        0 => format!("You enjoy {}.", loves[0]),
        _ => format!("You are drawn to {}.", loves[0]),
    };
    for (i, more) in loves.iter().enumerate().skip(1) {
        let lead = if i == 1 { "You also like" } else { "And you like" };
        interests.push_str(&format!(" {lead} {more}."));
    }

    let learning_style = main.learns[reg].to_owned();

    let bi = band_index(band);
    let mut next_steps = main.next[bi].to_owned();
    if let Some(second) = top.get(1) {
        next_steps.push(' ');
        next_steps.push_str(words(*second).next[bi]);
    }

    BTreeMap::from([
        ("summary".to_owned(), summary),
        ("strengths".to_owned(), strengths),
        ("interests".to_owned(), interests),
        ("learningStyle".to_owned(), learning_style),
        ("nextSteps".to_owned(), next_steps),
    ])
}

/// A paragraph explaining why the `top` careers were matched to the profile, written for `band`.
pub fn recommendation_analysis(band: AgeBand, profile: &Profile, top: &[CareerMatch]) -> String {
    let dims = top_dimensions(profile);
    let areas: Vec<&str> = dims.iter().map(|d| d.career_area()).collect();
    let names: Vec<&str> = top.iter().take(3).map(|m| m.career.name).collect();
    if names.is_empty() || dims.is_empty() {
        return match register(band) {
            0 => "Take the quiz to find careers that match what you love!".to_owned(),
            _ => "Answer the quiz to see which careers match your interests.".to_owned(),
        };
    }
    let best = &top[0];
    let best_loves = words(best.career.primary()).loves[register(band)];
    match band {
        AgeBand::EarlyExplorers => format!(
            "You love {}, so jobs like {} could be super fun for you! Your best match is {} {}: {}",
            words(dims[0]).loves[0],
            join_and(&names),
            best.career.emoji,
            best.career.name,
            best.career.description
        ),
        AgeBand::BuddingInnovators => format!(
            "Your answers show you like {}. That is why {} are at the top of your list. \
             {} {} is your best match at {}%: {} Keep exploring, your interests can grow and change!",
            join_and(&areas),
            join_and(&names),
            best.career.emoji,
            best.career.name,
            best.match_percentage,
            best.career.description
        ),
        AgeBand::TeenTrailblazers | AgeBand::VisionaryAchievers => format!(
            "We compared your interest profile (Holland code {}) with the Holland code of each of {} \
             careers. Your strongest {} {}, so the closest matches are {}. {} ({}, {}% match) suits \
             people who enjoy {}. Treat these as starting points to research, talk about with \
             people who do the work, and test through clubs, volunteering or work experience.",
            profile.code(),
            super::careers::careers().len(),
            if areas.len() == 1 { "area is" } else { "areas are" },
            join_and(&areas),
            join_and(&names),
            best.career.name,
            best.career.code,
            best.match_percentage,
            best_loves
        ),
    }
}
