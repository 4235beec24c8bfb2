//! The careers catalogue and matching a profile against it.

use super::riasec::{Dimension, Profile};

/// A career in the catalogue.
#[derive(Debug, PartialEq, Eq)]
pub struct Career {
    /// The career's name, such as "Solar Technician".
    pub name: &'static str,
    /// An emoji for the career card.
    pub emoji: &'static str,
    /// The career's three-letter Holland code, strongest type first, such as "IRC".
    pub code: &'static str,
    /// One line about the career that a child understands.
    pub description: &'static str,
}

impl Career {
    /// The RIASEC types of the career's code, strongest first.
    pub fn dimensions(&self) -> Vec<Dimension> {
        self.code.chars().filter_map(Dimension::from_letter).collect()
    }

    /// The career's main type (the first letter of its code).
    pub fn primary(&self) -> Dimension {
        self.dimensions().first().copied().unwrap_or(Dimension::Realistic)
    }
}

const fn c(name: &'static str, emoji: &'static str, code: &'static str, description: &'static str) -> Career {
    Career { name, emoji, code, description }
}

static CAREERS: &[Career] = &[
    // Realistic first.
    c("Electrician", "⚡", "RCI", "Connects wires so homes and schools have safe power and light."),
    c("Solar Technician", "☀️", "RIC", "Puts up solar panels that turn sunshine into electricity."),
    c("Motor Mechanic", "🔧", "RIC", "Finds out what is wrong with cars and makes them run again."),
    c("Carpenter", "🪚", "RAC", "Builds furniture, doors and roofs out of wood."),
    c("Farmer", "🚜", "REC", "Grows food and raises animals that feed families."),
    c("Wildlife Ranger", "🦓", "RSI", "Protects wild animals and national parks from harm."),
    c("Pilot", "✈️", "RIE", "Flies aeroplanes safely from one place to another."),
    c("Civil Engineer", "🌉", "RIC", "Designs and builds roads, bridges and water systems."),
    c("Plumber", "🚰", "RCI", "Fixes pipes and taps so clean water flows where it should."),
    c("Chef", "👩‍🍳", "RAE", "Cooks delicious meals and invents new recipes."),
    c("Firefighter", "🚒", "RSE", "Puts out fires and rescues people in danger."),
    c("Robotics Engineer", "🤖", "RIA", "Builds robots that help people with hard or dangerous jobs."),
    c("Forester", "🌲", "RIS", "Plants and looks after forests so they stay healthy."),
    // Investigative first.
    c("Software Developer", "💻", "ICR", "Writes the code that makes apps and websites work."),
    c("Doctor", "🩺", "ISR", "Finds out why people are sick and helps them get better."),
    c("Veterinarian", "🐶", "IRS", "Takes care of sick and hurt animals, from puppies to cows."),
    c("Agronomist", "🌾", "IRE", "Helps farmers grow more and healthier crops."),
    c("Astronomer", "🔭", "IRA", "Studies stars, planets and faraway galaxies."),
    c("Pharmacist", "💊", "ICS", "Prepares medicines and explains how to take them safely."),
    c("Data Scientist", "📊", "ICA", "Finds hidden patterns in numbers to answer big questions."),
    c("Marine Biologist", "🐠", "IRA", "Studies fish, coral and other life in the ocean."),
    c("Geologist", "🪨", "IRC", "Studies rocks to learn about the Earth and find water underground."),
    c("Medical Lab Scientist", "🧪", "ICR", "Tests samples in a lab to help doctors find what is wrong."),
    c("Climate Scientist", "🌍", "IRC", "Studies weather and climate to help people prepare for changes."),
    c("Cybersecurity Analyst", "🔐", "ICR", "Protects computers and information from hackers."),
    c("Dentist", "🦷", "ISR", "Keeps teeth and gums healthy and fixes them when they hurt."),
    // Artistic first.
    c("Graphic Designer", "🎨", "AEC", "Makes logos, posters and pictures that share a message."),
    c("Musician", "🎵", "ASE", "Writes and plays music that people love to hear."),
    c("Writer", "✍️", "AIS", "Writes stories, books and articles for people to read."),
    c("Architect", "🏛️", "ARI", "Designs buildings that are safe, useful and beautiful."),
    c("Animator", "🎞️", "ARI", "Brings drawings to life in cartoons and games."),
    c("Fashion Designer", "👗", "AER", "Designs clothes, often with bold African prints."),
    c("Film Maker", "🎥", "AES", "Tells stories with a camera, from short films to documentaries."),
    c("Photographer", "📷", "ARE", "Takes pictures that capture special moments."),
    c("Game Designer", "🎮", "AIR", "Invents the worlds, rules and characters of video games."),
    c("Journalist", "📰", "AEI", "Finds out what is happening and reports the news truthfully."),
    c("Actor", "🎭", "AES", "Plays characters on stage, on TV and in films."),
    c("Interior Designer", "🛋️", "AER", "Plans how rooms look and feel so people love being in them."),
    // Social first.
    c("Teacher", "👩‍🏫", "SAE", "Helps children learn and discover what they are good at."),
    c("Nurse", "👩‍⚕️", "SIR", "Cares for patients and helps them get well."),
    c("Counsellor", "💬", "SIA", "Listens to people and helps them with their worries."),
    c("Social Worker", "🤝", "SEA", "Helps families and children get the support they need."),
    c("Physiotherapist", "🏃", "SIR", "Helps people move and exercise again after an injury."),
    c("Community Health Worker", "🏘️", "SIC", "Visits families to share health tips and check they are well."),
    c("Sports Coach", "⚽", "SER", "Trains players to get stronger and work as a team."),
    c("Librarian", "📚", "SCA", "Helps people find books and information they need."),
    c("Speech Therapist", "🗣️", "SIA", "Helps people speak and understand words more easily."),
    c("Tour Guide", "🗺️", "SEA", "Shows visitors the wonders and history of a country."),
    c("Early Childhood Teacher", "🧸", "SAR", "Helps the youngest children learn through play."),
    // Enterprising first.
    c("Entrepreneur", "🚀", "EAS", "Starts new businesses that solve problems and create jobs."),
    c("Lawyer", "⚖️", "EIS", "Explains the law and stands up for people's rights."),
    c("Marketing Manager", "📣", "EAS", "Finds creative ways to tell people about good products."),
    c("Hotel Manager", "🏨", "ESC", "Makes sure guests have a great stay."),
    c("Sales Representative", "🛍️", "ESC", "Explains products to customers and helps them choose."),
    c("Diplomat", "🌐", "ESA", "Represents their country and helps nations work together."),
    c("Event Planner", "🎉", "ESC", "Organises weddings, concerts and festivals."),
    c("Project Manager", "📋", "ECS", "Plans big projects and keeps the whole team on track."),
    c("Social Media Manager", "📱", "EAC", "Runs a company's online pages and chats with its followers."),
    c("Agribusiness Manager", "🌽", "ERC", "Runs a farm business from the field to the market."),
    c("Real Estate Agent", "🏠", "ECS", "Helps people find homes and offices to buy or rent."),
    // Conventional first.
    c("Accountant", "🧮", "CEI", "Keeps track of money so businesses and families stay on budget."),
    c("Bank Officer", "🏦", "CES", "Helps people save money and look after their accounts."),
    c("Statistician", "📈", "CIE", "Uses numbers to find out how many, how often and how much."),
    c("Auditor", "🔎", "CEI", "Checks that organisations use their money honestly."),
    c("Database Administrator", "🗄️", "CIR", "Keeps big collections of information safe and in order."),
    c("Logistics Coordinator", "🚚", "CER", "Plans how goods travel so they arrive on time."),
    c("Air Traffic Controller", "🛫", "CRI", "Guides planes so they take off and land safely."),
    c("Medical Records Officer", "🗂️", "CSI", "Keeps patients' health records accurate and private."),
    c("Quality Inspector", "✅", "CRI", "Checks that products are made correctly and safely."),
    c("Fintech Analyst", "💳", "CIE", "Helps build safe ways to pay and save with mobile phones."),
    c("Office Administrator", "🗃️", "CSE", "Keeps an office running smoothly with schedules and records."),
];

/// The whole careers catalogue, grouped by main type in R, I, A, S, E, C order.
pub fn careers() -> &'static [Career] {
    CAREERS
}

/// A career and how well it matches a profile.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CareerMatch {
    /// The career from the catalogue.
    pub career: &'static Career,
    /// How well the career matches, 0 to 100.
    pub match_percentage: i32,
}

/// The weight of each letter of a Holland code, first to third: each letter counts half as much as
/// the one before. (Holland's 3-2-1 weighting was measured too: with it a child who always picked
/// the same type matched their best career less well than a child answering at random, because a
/// one-type profile is far from any three-letter code.)
const CODE_WEIGHTS: [f64; 3] = [1.0, 0.5, 0.25];

/// The match shown for a profile pointing exactly along a career's weighted code (similarity 1).
const BEST_PERCENT: f64 = 99.0;

/// The match shown for the best career of a completely flat profile (every type scored the same,
/// no preference at all), the least a best match can be.
const FLAT_PERCENT: f64 = 75.0;

/// The similarity between a flat profile and any three-letter code:
/// (w1 + w2 + w3) / (sqrt(6) * |w|).
fn flat_similarity() -> f64 {
    let sum: f64 = CODE_WEIGHTS.iter().sum();
    let norm = CODE_WEIGHTS.iter().map(|w| w * w).sum::<f64>().sqrt();
    sum / (6.0_f64.sqrt() * norm)
}

/// The career's code as a weighted vector over R, I, A, S, E, C.
fn code_vector(career: &Career) -> [f64; 6] {
    let mut v = [0.0; 6];
    for (d, w) in career.dimensions().into_iter().zip(CODE_WEIGHTS) {
        v[d.index()] = w;
    }
    v
}

/// Cosine similarity between a profile and a career's weighted code, 0.0 to 1.0 (both are
/// non-negative); 0.0 for an empty profile.
pub(crate) fn similarity(profile: &Profile, career: &Career) -> f64 {
    let p = profile.scores();
    let w = code_vector(career);
    let dot: f64 = p.iter().zip(w).map(|(a, b)| a * b).sum();
    let norm_p = p.iter().map(|x| x * x).sum::<f64>().sqrt();
    let norm_w = w.iter().map(|x| x * x).sum::<f64>().sqrt();
    if norm_p == 0.0 || norm_w == 0.0 { 0.0 } else { dot / (norm_p * norm_w) }
}

/// The calibrated match percentage for a similarity: the straight line through (flat similarity,
/// [`FLAT_PERCENT`]) and (1.0, [`BEST_PERCENT`]), rounded and clamped to 0..=100.
///
/// So a child with no preference at all sees a best match of 75, a child whose answers point
/// exactly along a career's code sees 99, and careers that share nothing with the profile fall to
/// about 35. Measured over random answer sets (the `match_distribution` test) the best match
/// mostly lands between 80 and 95, and children who answer consistently land higher, mostly 95-99.
pub(crate) fn percentage(similarity: f64) -> i32 {
    let flat = flat_similarity();
    let p = FLAT_PERCENT + (BEST_PERCENT - FLAT_PERCENT) * (similarity - flat) / (1.0 - flat);
    p.round().clamp(0.0, 100.0) as i32
}

/// The `how_many` best-matching careers for a profile, best first. Ties keep catalogue order, so
/// the result is deterministic.
pub fn recommend(profile: &Profile, how_many: usize) -> Vec<CareerMatch> {
    let mut scored: Vec<(f64, &'static Career)> =
        CAREERS.iter().map(|career| (similarity(profile, career), career)).collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored
        .into_iter()
        .take(how_many)
        .map(|(s, career)| CareerMatch { career, match_percentage: percentage(s) })
        .collect()
}

/// Careers whose main type is `dimension`, in catalogue order.
pub(crate) fn careers_in(dimension: Dimension) -> impl Iterator<Item = &'static Career> {
    CAREERS.iter().filter(move |c| c.primary() == dimension)
}
