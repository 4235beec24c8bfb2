//! Unit tests of the engine, and the `#[ignore]`d match-percentage measurement.

use std::collections::{BTreeSet, HashSet};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::i18n::Language;

const EN: Language = Language::English;

/// A quiz of `band` answered at random; returns the questions and the choices.
fn random_answers(band: AgeBand, rng: &mut StdRng) -> (Vec<Question>, Vec<usize>) {
    let quiz = generate(band, rng);
    let chosen = quiz.iter().map(|q| rng.random_range(0..q.answers.len())).collect();
    (quiz, chosen)
}

/// Choices that always pick the answer carrying `d` (every bank question offers every type).
fn always(quiz: &[Question], d: Dimension) -> Vec<usize> {
    quiz.iter().map(|q| q.answers.iter().position(|a| a.tags.contains(&d)).unwrap()).collect()
}

fn percentile(sorted: &[i32], p: usize) -> i32 {
    sorted[(sorted.len() - 1) * p / 100]
}

// ---- Age bands ----

#[test]
fn age_bands_parse_and_print() {
    for band in AgeBand::ALL {
        assert_eq!(AgeBand::parse(band.as_str()), Some(band));
        assert_eq!(band.to_string(), band.as_str());
    }
    assert_eq!(AgeBand::parse(" 9-12 "), Some(AgeBand::BuddingInnovators));
    for bad in ["", "5-8", "6 - 8", "18-20", "teen", "9-13"] {
        assert_eq!(AgeBand::parse(bad), None, "{bad:?}");
    }
    assert_eq!(AgeBand::for_age(5), None);
    assert_eq!(AgeBand::for_age(6), Some(AgeBand::EarlyExplorers));
    assert_eq!(AgeBand::for_age(12), Some(AgeBand::BuddingInnovators));
    assert_eq!(AgeBand::for_age(13), Some(AgeBand::TeenTrailblazers));
    assert_eq!(AgeBand::for_age(18), Some(AgeBand::VisionaryAchievers));
    assert_eq!(AgeBand::for_age(19), None);
    let sizes: Vec<usize> = AgeBand::ALL.iter().map(|b| b.questions_per_quiz()).collect();
    assert_eq!(sizes, [8, 10, 12, 12]);
    assert_eq!(AgeBand::TeenTrailblazers.title(), "Teen Trailblazer");
}

// ---- Banks ----

#[test]
fn banks_hold_at_least_two_quizzes_of_distinct_questions() {
    for band in AgeBand::ALL {
        let bank = band.bank();
        assert!(bank.len() >= 2 * band.questions_per_quiz(), "{band}: {} questions", bank.len());
        let texts: HashSet<(&str, Option<&str>)> = bank.iter().map(|q| (q.text, q.scenario)).collect();
        assert_eq!(texts.len(), bank.len(), "{band}: repeated question");
    }
}

#[test]
fn every_bank_question_offers_each_type_exactly_once_with_one_or_two_tags() {
    for band in AgeBand::ALL {
        for q in band.bank() {
            assert!(
                band.answers_per_question().contains(&q.answers.len()),
                "{band}: {:?} has {} answers",
                q.text,
                q.answers.len()
            );
            let mut offered = [0; 6];
            for a in q.answers {
                assert!((1..=2).contains(&a.tags.len()), "{band}: {:?} has {} tags", a.text, a.tags.len());
                for d in a.tags {
                    offered[d.index()] += 1;
                }
            }
            assert_eq!(offered, [1; 6], "{band}: {:?} is unbalanced", q.text);
            let texts: HashSet<&str> = q.answers.iter().map(|a| a.text).collect();
            assert_eq!(texts.len(), q.answers.len(), "{band}: {:?} repeats an answer", q.text);
        }
    }
}

#[test]
fn band_extras_are_where_they_belong() {
    for band in AgeBand::ALL {
        let bank = band.bank();
        let with_scenario = bank.iter().filter(|q| q.scenario.is_some()).count();
        let with_context = bank.iter().filter(|q| q.context.is_some()).count();
        let described = bank.iter().filter(|q| q.answers.iter().all(|a| a.description.is_some())).count();
        let any_description = bank.iter().any(|q| q.answers.iter().any(|a| a.description.is_some()));
        match band {
            AgeBand::TeenTrailblazers => {
                assert!(with_scenario * 2 >= bank.len(), "13-15: {with_scenario} scenarios");
                assert_eq!(with_context, 0);
                assert!(!any_description);
            }
            AgeBand::VisionaryAchievers => {
                assert_eq!(with_context, bank.len(), "16-18: every question has context");
                assert_eq!(described, bank.len(), "16-18: every answer has a description");
                assert_eq!(with_scenario, 0);
            }
            _ => {
                assert_eq!((with_scenario, with_context), (0, 0), "{band}");
                assert!(!any_description, "{band}");
            }
        }
    }
}

#[test]
fn youngest_bank_is_short_and_older_banks_are_longer() {
    let words = |s: &str| s.split_whitespace().count();
    let avg_answer_words = |band: AgeBand| {
        let answers: Vec<usize> = band.bank().iter().flat_map(|q| q.answers.iter().map(|a| words(a.text))).collect();
        answers.iter().sum::<usize>() as f64 / answers.len() as f64
    };
    for q in AgeBand::EarlyExplorers.bank() {
        assert!(words(q.text) <= 12, "6-8 question too long: {:?}", q.text);
        for a in q.answers {
            assert!(words(a.text) <= 12, "6-8 answer too long: {:?}", a.text);
        }
    }
    for q in AgeBand::VisionaryAchievers.bank() {
        for a in q.answers {
            assert!(words(a.description.unwrap()) >= 3, "16-18 description too thin: {:?}", a.text);
        }
    }
    assert!(avg_answer_words(AgeBand::EarlyExplorers) < 8.0);
}

// ---- Generation ----

#[test]
fn every_generated_quiz_offers_the_six_types_evenly_and_validates() {
    for band in AgeBand::ALL {
        for seed in 0..300 {
            let quiz = generate(band, &mut StdRng::seed_from_u64(seed));
            let n = band.questions_per_quiz();
            assert_eq!(quiz.len(), n);
            assert_eq!(offered_counts(&quiz), [n; 6], "{band} seed {seed}");
            assert_eq!(validate(band, &quiz), Ok(()), "{band} seed {seed}");
            let texts: HashSet<&str> = quiz.iter().map(|q| q.text.as_str()).collect();
            assert_eq!(texts.len(), n, "{band} seed {seed}: repeated question");
        }
    }
}

#[test]
fn generation_is_reproducible_and_varies_across_seeds() {
    for band in AgeBand::ALL {
        let a = generate(band, &mut StdRng::seed_from_u64(7));
        let b = generate(band, &mut StdRng::seed_from_u64(7));
        assert_eq!(a, b, "{band}: same seed, same quiz");

        let mut sets = HashSet::new();
        let mut seen = HashSet::new();
        let mut orders = HashSet::new();
        for seed in 0..100 {
            let quiz = generate(band, &mut StdRng::seed_from_u64(seed));
            let set: BTreeSet<String> = quiz.iter().map(|q| q.text.clone()).collect();
            seen.extend(set.iter().cloned());
            sets.insert(set);
            orders.insert(quiz[0].answer_texts());
        }
        assert!(sets.len() >= 90, "{band}: only {} different quizzes in 100", sets.len());
        assert_eq!(seen.len(), band.bank().len(), "{band}: some bank questions never asked");
        assert!(orders.len() > 20, "{band}: answers are not shuffled");
    }
}

#[test]
fn question_serde_keeps_tags_as_letters_and_round_trips() {
    let quiz = generate(AgeBand::VisionaryAchievers, &mut StdRng::seed_from_u64(3));
    let json = serde_json::to_value(&quiz).unwrap();
    let tags = &json[0]["answers"][0]["tags"];
    assert!(tags.as_array().unwrap().iter().all(|t| { matches!(t.as_str(), Some("R" | "I" | "A" | "S" | "E" | "C")) }));
    assert!(json[0]["context"].is_string());
    let back: Vec<Question> = serde_json::from_value(json).unwrap();
    assert_eq!(back, quiz);
    assert_eq!(quiz[0].descriptions().len(), quiz[0].answers.len());
    let young = generate(AgeBand::EarlyExplorers, &mut StdRng::seed_from_u64(3));
    assert!(young[0].descriptions().is_empty());
    let text = young[0].answers[1].text.clone();
    assert_eq!(young[0].answer_index(&text), Some(1));
    assert_eq!(young[0].answer_index("not offered"), None);
}

#[test]
fn validate_rejects_broken_quizzes() {
    let band = AgeBand::VisionaryAchievers;
    let good = generate(band, &mut StdRng::seed_from_u64(11));
    let broken = |f: &dyn Fn(&mut Vec<Question>)| {
        let mut quiz = good.clone();
        f(&mut quiz);
        validate(band, &quiz)
    };
    assert!(
        broken(&|q| {
            q.pop();
        })
        .unwrap_err()
        .contains("12 questions")
    );
    assert!(broken(&|q| q[2].context = None).unwrap_err().contains("no context"));
    assert!(broken(&|q| q[0].answers[0].description = None).unwrap_err().contains("description"));
    assert!(broken(&|q| q[1].answers[0].tags.clear()).unwrap_err().contains("tags"));
    assert!(
        broken(&|q| {
            let t = q[1].answers[0].tags[0];
            q[1].answers[0].tags = vec![t, t];
        })
        .unwrap_err()
        .contains("tags")
    );
    assert!(broken(&|q| q[4].answers[1].text = q[4].answers[0].text.to_uppercase()).unwrap_err().contains("repeats"));
    assert!(broken(&|q| q[0].text = "  ".into()).unwrap_err().contains("empty"));
    assert!(broken(&|q| q[0].answers.truncate(2)).unwrap_err().contains("answers"));
    // Every answer of every question tagged Realistic only: unbalanced.
    assert!(
        broken(&|q| {
            for question in q.iter_mut() {
                for a in &mut question.answers {
                    a.tags = vec![Dimension::Realistic];
                }
            }
        })
        .unwrap_err()
        .contains("evenly")
    );
    // 6-8 takes at most four answers.
    let mut young = generate(AgeBand::EarlyExplorers, &mut StdRng::seed_from_u64(1));
    while young[0].answers.len() < 5 {
        let mut extra = young[0].answers[0].clone();
        extra.text = format!("extra {}", young[0].answers.len());
        young[0].answers.push(extra);
    }
    assert!(validate(AgeBand::EarlyExplorers, &young).is_err());
}

// ---- Scoring ----

#[test]
fn scoring_is_deterministic_and_normalised() {
    let mut rng = StdRng::seed_from_u64(42);
    for band in AgeBand::ALL {
        for _ in 0..50 {
            let (quiz, chosen) = random_answers(band, &mut rng);
            let p = score(&quiz, &chosen);
            assert_eq!(p, score(&quiz, &chosen));
            assert!(p.scores().iter().all(|s| (0.0..=1.0).contains(s)));
            // Each question offers every type once, so the scores add up to the tags chosen / n.
            let tags: usize = quiz.iter().zip(&chosen).map(|(q, &c)| q.answers[c].tags.len()).sum();
            let sum: f64 = p.scores().iter().sum();
            assert!((sum - tags as f64 / quiz.len() as f64).abs() < 1e-9);
        }
    }
}

#[test]
fn always_choosing_one_type_makes_it_top_with_a_full_score() {
    for band in AgeBand::ALL {
        let quiz = generate(band, &mut StdRng::seed_from_u64(5));
        for d in Dimension::ALL {
            let p = score(&quiz, &always(&quiz, d));
            assert_eq!(p.get(d), 1.0, "{band} {d:?}");
            assert_eq!(p.ranked()[0], d, "{band} {d:?}");
            assert_eq!(top_career_areas(&p, EN)[0], d.career_area());
            assert!(Dimension::ALL.iter().filter(|o| **o != d).all(|o| p.get(*o) < 1.0));
        }
    }
}

#[test]
fn scoring_divides_by_how_often_a_type_was_offered() {
    let answer = |text: &str, tags: &[Dimension]| Answer { text: text.into(), description: None, tags: tags.to_vec() };
    use Dimension::*;
    // Artistic offered in both questions, Conventional only in the first.
    let quiz = vec![
        Question {
            text: "one".into(),
            scenario: None,
            context: None,
            answers: vec![answer("a", &[Artistic]), answer("c", &[Conventional])],
        },
        Question {
            text: "two".into(),
            scenario: None,
            context: None,
            answers: vec![answer("a", &[Artistic]), answer("r", &[Realistic])],
        },
    ];
    let p = score(&quiz, &[1, 0]);
    assert_eq!(p.get(Conventional), 1.0);
    assert_eq!(p.get(Artistic), 0.5);
    assert_eq!(p.get(Realistic), 0.0);
    assert_eq!(p.get(Social), 0.0);
    // An out-of-range choice leaves that question out; no answers at all is an empty profile.
    let p = score(&quiz, &[9, 1]);
    assert_eq!((p.get(Realistic), p.get(Artistic), p.get(Conventional)), (1.0, 0.0, 0.0));
    assert!(score(&quiz, &[]).is_empty());
}

#[test]
fn top_career_areas_are_one_to_three_best_first() {
    let mut rng = StdRng::seed_from_u64(9);
    let mut lengths = HashSet::new();
    for band in AgeBand::ALL {
        for _ in 0..300 {
            let (quiz, chosen) = random_answers(band, &mut rng);
            let p = score(&quiz, &chosen);
            let areas = top_career_areas(&p, EN);
            assert!((1..=3).contains(&areas.len()), "{areas:?}");
            assert_eq!(areas[0], p.ranked()[0].career_area());
            lengths.insert(areas.len());
        }
    }
    assert_eq!(lengths.len(), 3, "random answers give 1, 2 and 3 areas");
    let investigative = Profile::new([0.1, 1.0, 0.2, 0.0, 0.0, 0.3]);
    assert_eq!(top_career_areas(&investigative, EN), ["Science & Discovery"]);
    let two = Profile::new([0.0, 0.8, 0.9, 0.0, 0.1, 0.0]);
    assert_eq!(top_career_areas(&two, EN), ["Arts & Creativity", "Science & Discovery"]);
    assert!(top_career_areas(&Profile::new([0.0; 6]), EN).is_empty());
}

#[test]
fn profile_serde_round_trips_and_rejects_out_of_range() {
    let p = Profile::new([0.5, 1.0, 0.0, 0.25, 0.75, 0.125]);
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(serde_json::from_str::<Profile>(&json).unwrap(), p);
    assert!(serde_json::from_str::<Profile>("[2,0,0,0,0,0]").is_err());
    assert_eq!(Profile::new([2.0, -1.0, f64::NAN, 0.0, 0.0, 0.0]).scores(), [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!(p.code(), "IER");
}

// ---- Analysis ----

#[test]
fn analysis_has_the_five_fields_for_every_band() {
    let mut rng = StdRng::seed_from_u64(21);
    for band in AgeBand::ALL {
        for _ in 0..50 {
            let (quiz, chosen) = random_answers(band, &mut rng);
            let a = analysis(band, EN, &score(&quiz, &chosen));
            for key in ["summary", "strengths", "interests", "learningStyle", "nextSteps"] {
                let text = a.get(key).unwrap_or_else(|| panic!("{band}: no {key}"));
                assert!(text.trim().len() > 20, "{band} {key}: {text:?}");
            }
        }
        let empty = analysis(band, EN, &Profile::new([0.0; 6]));
        assert!(empty.values().all(|t| !t.is_empty()));
    }
    let p = Profile::new([0.2, 1.0, 0.8, 0.1, 0.0, 0.3]);
    let young = analysis(AgeBand::EarlyExplorers, EN, &p);
    let old = analysis(AgeBand::VisionaryAchievers, EN, &p);
    assert_ne!(young["summary"], old["summary"]);
    assert_ne!(young["nextSteps"], old["nextSteps"]);
    assert!(young["summary"].contains("Early Explorer"));
    assert!(old["summary"].contains("IAC"), "{}", old["summary"]);
}

#[test]
fn recommendation_analysis_names_the_matches() {
    let p = Profile::new([0.3, 0.2, 0.1, 1.0, 0.6, 0.0]);
    let top = recommend(&p, 5);
    for band in AgeBand::ALL {
        let text = recommendation_analysis(band, EN, &p, &top);
        assert!(text.contains(top[0].career.name(EN)), "{band}: {text}");
        assert!(text.len() > 80);
    }
    assert!(!recommendation_analysis(AgeBand::TeenTrailblazers, EN, &Profile::new([0.0; 6]), &[]).is_empty());
}

// ---- Careers ----

#[test]
fn catalogue_has_sixty_valid_careers_over_all_six_types() {
    let all = careers();
    assert!(all.len() >= 60, "{} careers", all.len());
    let names: HashSet<&str> = all.iter().map(|c| c.name(EN)).collect();
    assert_eq!(names.len(), all.len(), "career names are unique");
    for c in all {
        let letters: Vec<char> = c.code.chars().collect();
        assert_eq!(letters.len(), 3, "{}: {}", c.name(EN), c.code);
        assert!(letters.iter().all(|l| Dimension::from_letter(*l).is_some()), "{}", c.code);
        let distinct: HashSet<&char> = letters.iter().collect();
        assert_eq!(distinct.len(), 3, "{}: {}", c.name(EN), c.code);
        assert!(!c.emoji.trim().is_empty() && !c.emoji.is_ascii(), "{}", c.name(EN));
        assert!(
            (20..=90).contains(&c.description(EN).len()) && c.description(EN).ends_with('.'),
            "{}: {:?}",
            c.name(EN),
            c.description(EN)
        );
    }
    for d in Dimension::ALL {
        let n = all.iter().filter(|c| c.primary() == d).count();
        assert!(n >= 8, "{d:?}: only {n} careers");
    }
    for needed in ["Agronomist", "Solar Technician", "Software Developer", "Nurse", "Wildlife Ranger"] {
        assert!(names.contains(needed), "{needed}");
    }
}

#[test]
fn recommendations_are_sorted_and_bounded() {
    let mut rng = StdRng::seed_from_u64(33);
    for band in AgeBand::ALL {
        for _ in 0..100 {
            let (quiz, chosen) = random_answers(band, &mut rng);
            let top = recommend(&score(&quiz, &chosen), 8);
            assert_eq!(top.len(), 8);
            assert!(top.windows(2).all(|w| w[0].match_percentage >= w[1].match_percentage));
            assert!(top.iter().all(|m| (0..=100).contains(&m.match_percentage)));
            let names: HashSet<&str> = top.iter().map(|m| m.career.name(EN)).collect();
            assert_eq!(names.len(), 8);
        }
    }
    let everything = recommend(&Profile::new([1.0, 0.0, 0.0, 0.0, 0.0, 0.0]), 1000);
    assert_eq!(everything.len(), careers().len());
    assert!(everything.last().unwrap().match_percentage < 50, "unrelated careers score low");
}

#[test]
fn top_match_is_calibrated_over_random_answer_sets() {
    for band in AgeBand::ALL {
        let mut rng = StdRng::seed_from_u64(2026);
        let mut at_least_80 = 0;
        for _ in 0..1000 {
            let (quiz, chosen) = random_answers(band, &mut rng);
            let best = recommend(&score(&quiz, &chosen), 1)[0].match_percentage;
            assert!((75..=99).contains(&best), "{band}: top match {best}");
            if best >= 80 {
                at_least_80 += 1;
            }
        }
        assert!(at_least_80 >= 900, "{band}: only {at_least_80} of 1000 top matches >= 80");
    }
}

#[test]
fn a_clear_profile_gets_careers_of_its_type_near_the_top() {
    for band in AgeBand::ALL {
        let quiz = generate(band, &mut StdRng::seed_from_u64(8));
        for d in Dimension::ALL {
            let p = score(&quiz, &always(&quiz, d));
            let top = recommend(&p, 3);
            assert_eq!(top[0].career.primary(), d, "{band} {d:?}: {:?}", top[0].career.name(EN));
            assert!(top[0].match_percentage >= 90, "{band} {d:?}: {}", top[0].match_percentage);
        }
    }
}

#[test]
fn consistent_answers_match_better_than_random_ones() {
    for band in AgeBand::ALL {
        let mut rng = StdRng::seed_from_u64(77);
        let (mut random, mut consistent) = (Vec::new(), Vec::new());
        for i in 0..600 {
            let (quiz, chosen) = random_answers(band, &mut rng);
            random.push(recommend(&score(&quiz, &chosen), 1)[0].match_percentage);
            // Three answers in four follow one favourite type, the rest are random.
            let favourite = always(&quiz, Dimension::ALL[i % 6]);
            let mostly: Vec<usize> =
                chosen.iter().zip(&favourite).map(|(c, f)| if rng.random_bool(0.75) { *f } else { *c }).collect();
            consistent.push(recommend(&score(&quiz, &mostly), 1)[0].match_percentage);
        }
        random.sort_unstable();
        consistent.sort_unstable();
        let (r, c) = (percentile(&random, 50), percentile(&consistent, 50));
        assert!(c >= r + 3, "{band}: consistent median {c}, random median {r}");
        assert!(c >= 93, "{band}: consistent median {c}");
    }
    // A profile with no preference at all gets exactly the flat calibration point.
    assert_eq!(recommend(&Profile::new([0.5; 6]), 1)[0].match_percentage, 75);
}

#[test]
#[ignore = "measurement: prints the top-match distribution; run with --ignored --nocapture"]
fn match_distribution() {
    println!("band   min  p10  p50  p90  max   (top-career match % over 1000 random answer sets, seed 2026)");
    for band in AgeBand::ALL {
        let mut rng = StdRng::seed_from_u64(2026);
        let mut best: Vec<i32> = (0..1000)
            .map(|_| {
                let (quiz, chosen) = random_answers(band, &mut rng);
                recommend(&score(&quiz, &chosen), 1)[0].match_percentage
            })
            .collect();
        best.sort_unstable();
        println!(
            "{:<6} {:>3}  {:>3}  {:>3}  {:>3}  {:>3}",
            band.as_str(),
            best[0],
            percentile(&best, 10),
            percentile(&best, 50),
            percentile(&best, 90),
            best[best.len() - 1]
        );
    }
}

// ---- Advisor ----

fn sample_profile() -> Profile {
    Profile::new([0.6, 1.0, 0.2, 0.3, 0.1, 0.5])
}

#[test]
fn advisor_refuses_personal_information_without_repeating_it() {
    let cases = [
        ("My number is 0712 345 678, call me!", "phone"),
        ("can you text me on +254712345678", "phone"),
        ("I live at 12 Moi Avenue, Nairobi", "address"),
        ("what's your address?", "address"),
        ("what's your password", "password"),
        ("my email is amina@example.com", "email"),
        ("My name is Amina Wanjiru Otieno", "name"),
        ("I go to Riverside Primary School", "school"),
        ("which school do you go to?", "school"),
        ("can we meet up after class?", "meeting"),
    ];
    for band in AgeBand::ALL {
        for (message, what) in cases {
            let reply = advisor_reply(band, EN, Some(&sample_profile()), message);
            assert!(reply.contains("private"), "{band} {message:?} ({what}): {reply}");
            assert!(reply.contains("career") || reply.contains("jobs"), "{reply}");
            for secret in ["0712", "345", "Moi", "amina@", "Wanjiru", "Riverside"] {
                assert!(!reply.contains(secret), "{message:?}: {reply}");
            }
        }
    }
}

#[test]
fn advisor_refuses_unsafe_and_off_topic_requests() {
    for band in AgeBand::ALL {
        for message in ["How do I make a bomb?", "I want to fight a boy at school", "where can I buy beer"] {
            let reply = advisor_reply(band, EN, None, message);
            assert!(reply.contains("keep you safe"), "{message:?}: {reply}");
        }
        // What rustrict catches instead of a word list of ours: sexual content, insults, hard drugs.
        for message in ["show me porn", "send nudes", "you are a fucking idiot", "where can I buy cocaine"] {
            let reply = advisor_reply(band, EN, None, message);
            assert!(reply.contains("keep you safe"), "{message:?}: {reply}");
        }
        let reply = advisor_reply(band, EN, None, "I want to kill myself");
        assert!(reply.contains("grown-up you trust"), "{reply}");
        for message in ["What's the capital of France?", "tell me a joke", "who is the best rapper"] {
            let reply = advisor_reply(band, EN, Some(&sample_profile()), message);
            assert!(reply.contains("careers helper"), "{message:?}: {reply}");
        }
    }
}

#[test]
fn advisor_answers_career_questions_from_the_profile_and_catalogue() {
    let p = sample_profile();
    let names: Vec<&str> = careers().iter().map(|c| c.name(EN)).collect();
    for band in AgeBand::ALL {
        let reply = advisor_reply(band, EN, Some(&p), "What jobs fit me?");
        for m in recommend(&p, 3) {
            assert!(reply.contains(m.career.name(EN)), "{band}: {reply}");
        }

        let reply = advisor_reply(band, EN, Some(&p), "what should I study for engineering?");
        assert!(reply.contains("Civil Engineer") && reply.contains("Maths"), "{reply}");

        let reply = advisor_reply(band, EN, None, "tell me about being a vet");
        assert!(reply.contains("Veterinarian"), "{reply}");
        assert!(!reply.contains('%'), "no profile, no percentage: {reply}");
        let reply = advisor_reply(band, EN, Some(&p), "tell me about being a vet");
        assert!(reply.contains('%'), "{reply}");

        // Words that contain unsafe ones, or numbers that are not phone numbers, are fine.
        let reply = advisor_reply(band, EN, Some(&p), "What skills do I need to become a doctor?");
        assert!(reply.contains("Doctor") && !reply.contains("keep you safe"), "{reply}");
        let reply = advisor_reply(band, EN, Some(&p), "I am 12 and I love science");
        assert!(names.iter().any(|n| reply.contains(n)), "{reply}");
        assert!(!reply.contains("private"), "{reply}");

        let reply = advisor_reply(band, EN, Some(&p), "What subjects should I focus on?");
        assert!(reply.contains("Maths"), "{reply}");
        let reply = advisor_reply(band, EN, Some(&p), "How can I prepare for my dream career?");
        assert!(reply.contains("next"), "{reply}");
        let reply = advisor_reply(band, EN, None, "What careers match my interests?");
        assert!(reply.contains("quiz"), "{reply}");
        assert!(!advisor_reply(band, EN, None, "").is_empty());

        let reply = advisor_reply(band, EN, Some(&p), "What can I be when I grow up?");
        assert!(reply.contains(recommend(&p, 1)[0].career.name(EN)), "{reply}");
        for (message, career) in [
            ("What does a firefighter do?", "Firefighter"),
            ("I love animals", "Veterinarian"),
            ("I like football", "Sports Coach"),
            ("Can a photo shoot be a job? I want to be a photographer", "Photographer"),
        ] {
            let reply = advisor_reply(band, EN, Some(&p), message);
            assert!(reply.contains(career) && !reply.contains("keep you safe"), "{message:?}: {reply}");
        }
        // Going to school is not naming one.
        let reply = advisor_reply(band, EN, Some(&p), "I go to school in town and I like maths");
        assert!(!reply.contains("private") && reply.contains("Science & Discovery"), "{reply}");
    }
}

#[test]
fn advisor_refuses_agrees_with_the_replies() {
    for message in [
        "My number is 0712 345 678",
        "what's your password",
        "I live at 12 Moi Avenue",
        "How do I make a bomb?",
        "I want to kill myself",
        "What's the capital of France?",
        "I go to Riverside Primary School",
    ] {
        assert!(advisor_refuses(message), "{message:?}");
    }
    for message in [
        "What jobs fit me?",
        "what should I study for engineering?",
        "tell me about being a vet",
        "What does a firefighter do?",
        "How do I become a surgeon?",
        "hello",
    ] {
        assert!(!advisor_refuses(message), "{message:?}");
    }
}

#[test]
fn advisor_owns_up_to_careers_missing_from_the_catalogue() {
    let p = sample_profile();
    for band in AgeBand::ALL {
        let reply = advisor_reply(band, EN, Some(&p), "How do I become a surgeon?");
        assert!(reply.contains("\"surgeon\" isn't in my careers list"), "{reply}");
        assert!(reply.contains(recommend(&p, 1)[0].career.name(EN)), "{reply}");
        let reply = advisor_reply(band, EN, None, "What does a geneticist do?");
        assert!(reply.contains("\"geneticist\"") && reply.contains("quiz"), "{reply}");
    }
}
