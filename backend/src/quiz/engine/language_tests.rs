//! The engine in Kiswahili and French: results, career names and the advisor's answers in the
//! child's language, and the advisor understanding questions asked in either.

use super::*;
use crate::i18n::Language::{self, English, French, Kiswahili};

const OTHERS: [Language; 2] = [Kiswahili, French];

fn sample_profile() -> Profile {
    Profile::new([0.6, 1.0, 0.2, 0.3, 0.1, 0.5])
}

/// Sentences of the English engine that must not show in another language's text.
const ENGLISH_MARKERS: [&str; 8] =
    ["Your answers", "You are", "You learn", "You enjoy", "careers", "Useful subjects", "matches", " and "];

fn assert_not_english(text: &str, language: Language) {
    for marker in ENGLISH_MARKERS {
        assert!(!text.contains(marker), "{language}: English {marker:?} in {text}");
    }
}

#[test]
fn results_are_written_in_the_childs_language_for_every_band() {
    let profiles = [sample_profile(), Profile::new([0.0, 0.0, 1.0, 0.9, 0.8, 0.0]), Profile::new([0.0; 6])];
    for band in AgeBand::ALL {
        for p in &profiles {
            let english = analysis(band, English, p);
            for language in OTHERS {
                let fields = analysis(band, language, p);
                assert_eq!(fields.keys().collect::<Vec<_>>(), english.keys().collect::<Vec<_>>());
                for (name, text) in &fields {
                    assert!(!text.is_empty() && *text != english[name], "{band} {language} {name}: {text}");
                    assert_not_english(text, language);
                }
                let main = top_dimensions(p).first().copied().unwrap_or(p.ranked()[0]);
                if band != AgeBand::EarlyExplorers {
                    assert!(fields["summary"].contains(area_label(main, language)), "{band} {language}: {fields:?}");
                }
                let you = if language == French { "tu" } else { "wewe" };
                let all = fields.values().cloned().collect::<Vec<_>>().join(" ").to_lowercase();
                assert!(all.contains(you) || language == Kiswahili, "{band} {language}: {all}");
            }
        }
    }
    // Kiswahili speaks to the child as wewe; French as tu.
    let p = sample_profile();
    assert!(analysis(AgeBand::EarlyExplorers, Kiswahili, &p)["summary"].contains("Wewe ni mwanasayansi mdadisi"));
    assert!(
        analysis(AgeBand::EarlyExplorers, French, &p)["summary"]
            .starts_with("Bravo\u{202f}! Tu fais partie des Petits explorateurs.")
    );
    let two = Profile::new([0.8, 1.0, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!(top_career_areas(&two, French), ["Sciences et découvertes", "Construction et ingénierie"]);
    assert_eq!(top_career_areas(&two, Kiswahili), ["Sayansi na Ugunduzi", "Ujenzi na Uhandisi"]);
}

#[test]
fn the_recommendations_paragraph_names_the_careers_as_the_cards_do() {
    let p = sample_profile();
    let top = recommend(&p, 8);
    for band in AgeBand::ALL {
        for language in OTHERS {
            let text = recommendation_analysis(band, language, &p, &top);
            assert!(text.contains(top[0].career.name(language)), "{band} {language}: {text}");
            assert_not_english(&text, language);
        }
    }
    assert_eq!(
        recommendation_analysis(AgeBand::TeenTrailblazers, French, &Profile::new([0.0; 6]), &[]),
        "Réponds au quiz pour voir quels métiers correspondent à tes intérêts."
    );
}

#[test]
fn every_career_has_a_name_and_a_line_in_each_language() {
    for language in Language::ALL {
        let names: std::collections::HashSet<&str> = careers().iter().map(|c| c.name(language)).collect();
        assert_eq!(names.len(), careers().len(), "{language}: two careers share a name");
        for career in careers() {
            let line = career.description(language);
            assert!(line.ends_with('.') && line.chars().count() >= 20, "{language} {}: {line}", career.id);
        }
    }
    let doctor = careers().iter().find(|c| c.id == "doctor").unwrap();
    assert_eq!([doctor.name(English), doctor.name(Kiswahili), doctor.name(French)], ["Doctor", "Daktari", "Médecin"]);
    let translated = careers().iter().filter(|c| c.name(French) != c.name(English)).count();
    assert!(translated > 60, "{translated} French names differ from English");
}

/// The advisor's reply to `message` for a 9-12 child with the sample profile.
fn ask(language: Language, message: &str) -> String {
    advisor_reply(AgeBand::BuddingInnovators, language, Some(&sample_profile()), message)
}

#[test]
fn the_advisor_answers_kiswahili_questions_in_kiswahili() {
    let reply = ask(Kiswahili, "Ninawezaje kuwa daktari?");
    assert!(reply.starts_with("🩺 Daktari: ") && reply.contains("Masomo yanayosaidia: Hisabati"), "{reply}");
    // The web app's quick questions, as its Kiswahili catalogue words them.
    let reply = ask(Kiswahili, "Ni taaluma zipi zinazolingana na mambo ninayopenda?");
    assert!(
        reply.starts_with(
            "Unapenda Sayansi na Ugunduzi, kwa hiyo taaluma hizi zinakufaa vizuri: 🪨 Mwanajiolojia (95%)"
        ),
        "{reply}"
    );
    let reply = ask(Kiswahili, "Nizingatie masomo gani shuleni?");
    assert!(reply.starts_with("Masomo ya kufurahia na kuyatilia bidii: Hisabati"), "{reply}");
    let reply = ask(Kiswahili, "Ninaweza kufanya nini sasa ili kujiandaa kwa kazi ninayoiota?");
    assert!(reply.starts_with("Haya ndiyo unayoweza kufanya baadaye:"), "{reply}");
    let reply = ask(Kiswahili, "Niambie kuhusu kuwa mhandisi");
    assert!(reply.contains("Mhandisi wa Ujenzi") && reply.contains("Mhandisi wa Roboti"), "{reply}");
    let reply = ask(Kiswahili, "Nataka kuwa mwanasaikolojia");
    assert!(reply.starts_with("\"mwanasaikolojia\" bado haimo kwenye orodha yangu"), "{reply}");
    assert!(ask(Kiswahili, "Habari!").starts_with("Habari! Mimi ni mshauri wako wa taaluma."));
    assert!(ask(Kiswahili, "asante sana").starts_with("Karibu!"));
    // Its own invitation is understood.
    assert!(ask(Kiswahili, "Kazi zipi zinanifaa?").starts_with("Unapenda"));
    assert!(ask(Kiswahili, "Niambie kuhusu kuwa daktari wa wanyama").contains("Daktari wa Wanyama"));
}

#[test]
fn the_advisor_answers_french_questions_in_french() {
    for question in ["Comment devenir médecin ?", "comment devenir medecin"] {
        let reply = ask(French, question);
        assert!(
            reply.starts_with("🩺 Médecin\u{a0}: ") && reply.contains("Matières utiles\u{a0}: Mathématiques"),
            "{reply}"
        );
    }
    let reply = ask(French, "Quels métiers correspondent à mes goûts ?");
    assert!(
        reply.starts_with(
            "Tu aimes Sciences et découvertes, alors ces métiers te correspondent bien\u{a0}: 🪨 Géologue (95\u{202f}%)"
        ),
        "{reply}"
    );
    let reply = ask(French, "Sur quelles matières dois-je me concentrer ?");
    assert!(reply.starts_with("Des matières à aimer et à bien travailler\u{a0}: Mathématiques"), "{reply}");
    let reply = ask(French, "Que puis-je faire dès maintenant pour préparer le métier de mes rêves ?");
    assert!(reply.starts_with("Voici ce que tu peux faire ensuite\u{a0}:"), "{reply}");
    let reply = ask(French, "Parle-moi du métier d’ingénieur");
    assert!(reply.contains("Ingénieur ou ingénieure en génie civil"), "{reply}");
    let reply = ask(French, "Je veux devenir chirurgien");
    assert!(reply.starts_with("«\u{a0}chirurgien\u{a0}» n’est pas encore dans ma liste de métiers."), "{reply}");
    assert!(ask(French, "Bonjour").starts_with("Bonjour\u{202f}! Je suis ton conseiller métiers."));
    assert!(ask(French, "merci !").starts_with("Avec plaisir\u{202f}!"));
    assert!(ask(French, "Quels métiers me correspondent ?").starts_with("Tu aimes"));
    assert!(ask(French, "Parle-moi du métier de vétérinaire").contains("Vétérinaire"));
}

#[test]
fn the_advisor_refuses_in_each_language() {
    let cases = [
        (Kiswahili, "nataka kujiua", "mtu mzima mwingine unayemwamini"),
        (French, "je veux mourir", "adulte de confiance"),
        (Kiswahili, "nataka kununua bangi", "nataka uwe salama"),
        (French, "où acheter de l’alcool ?", "en sécurité"),
        (Kiswahili, "namba yangu ni 0712 345 678", "namba za simu"),
        (French, "mon numéro est le 06 12 34 56 78", "numéros de téléphone"),
        (Kiswahili, "Ninasoma Shule ya Msingi Mwenge", "jina la shule yako"),
        (French, "Je vais au Lycée Victor Hugo", "le nom de ton école"),
        (French, "tu habites où ?", "l’endroit où tu habites"),
        (Kiswahili, "Nini mji mkuu wa Ufaransa?", "msaidizi wako wa taaluma"),
        (French, "raconte-moi une blague", "je suis là pour t’aider à choisir un métier"),
    ];
    for (language, message, expected) in cases {
        assert!(advisor_refuses(message), "{message:?}");
        let reply = ask(language, message);
        assert!(reply.contains(expected), "{message:?}: {reply}");
        assert!(!reply.contains("0712") && !reply.contains("06 12") && !reply.contains("Mwenge"), "{reply}");
    }
    // A question in one language, an answer in the child's: children mix them.
    assert!(ask(French, "What jobs fit me?").starts_with("Tu aimes"));
    assert!(ask(English, "Comment devenir médecin ?").starts_with("🩺 Doctor: "));
}

#[test]
fn a_moderated_question_is_refused_in_the_childs_language() {
    assert!(
        refused_personal_information(SharedPersonal::Phone, English)
            .starts_with("I can't read messages with phone numbers")
    );
    assert!(
        refused_personal_information(SharedPersonal::Phone, Kiswahili)
            .starts_with("Siwezi kusoma ujumbe wenye namba za simu")
    );
    assert!(refused_personal_information(SharedPersonal::FullName, French).contains("des noms complets"));
}
