//! Who writes the quiz's words: the built-in engine, or a model when one is configured.
//!
//! The model gets the age band and the answers or scores, never a name or an id. Everything it
//! returns is checked (shape, tags, length, language safety); anything invalid, unsafe, failed or
//! slow is logged and replaced by the built-in engine's text. Scoring is always the server's.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{Value, json};

use super::engine::{self, AgeBand, CareerMatch, Profile, Question};
use crate::ai::{LlmClient, LlmError};
use crate::i18n::Language;

/// The longest paragraph a model may write for one field.
const MAX_PROSE_CHARS: usize = 1200;

/// The analysis a model writes: the text fields the results page shows, as the engine writes them.
#[derive(Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
struct Analysis {
    summary: String,
    strengths: String,
    interests: String,
    learning_style: String,
    next_steps: String,
}

impl Analysis {
    /// The fields by their JSON names.
    fn fields(self) -> [(&'static str, String); 5] {
        [
            ("summary", self.summary),
            ("strengths", self.strengths),
            ("interests", self.interests),
            ("learningStyle", self.learning_style),
            ("nextSteps", self.next_steps),
        ]
    }
}

const SYSTEM: &str = "You write for Ndoto, a safe learning platform for children and teens aged 6 to 18 in Africa. \
Write warm, encouraging, age-appropriate words for the age band given, in the language the input names (English \
when it names none). Never ask for or mention personal information. Answer only with the JSON object the schema \
describes.";

/// The language as the model is told to write it: the child's, from their settings.
fn language_for_model(language: Language) -> &'static str {
    match language {
        Language::English => "English",
        Language::Kiswahili => {
            "Kiswahili (standard, as taught in Tanzanian and Kenyan schools; address the child as wewe)"
        }
        Language::French => "French (address the child as tu)",
    }
}

/// Writes the quiz's questions and prose: the built-in engine, or a model with the engine as fallback.
#[derive(Clone, Default)]
pub struct QuizProvider {
    llm: Option<LlmClient>,
}

impl QuizProvider {
    /// The built-in engine alone.
    pub fn built_in() -> Self {
        Self { llm: None }
    }

    /// A model for the words, the built-in engine as fallback.
    pub fn with_model(llm: LlmClient) -> Self {
        Self { llm: Some(llm) }
    }

    /// The provider for one child: the model only when their parent turned on "Answers from an
    /// outside AI service" (`outside_ai`, off by default); otherwise the built-in engine alone,
    /// so that nothing the child writes or chose leaves Ndoto.
    pub fn for_child(&self, outside_ai: bool) -> Self {
        Self { llm: self.llm.clone().filter(|_| outside_ai) }
    }

    /// Who receives what a child sends when the setting is on: the host of the configured
    /// model's API (such as `api.openai.com`); `None` when no model is configured.
    pub fn outside_recipient(&self) -> Option<String> {
        self.llm.as_ref().map(LlmClient::host)
    }

    /// A new quiz for the band in the child's language. A model writes English quizzes only: the
    /// safety check that vouches for its words reads English, so a Kiswahili or French quiz comes
    /// from the built-in bank's reviewed translation instead.
    pub async fn questions(&self, band: AgeBand, language: Language) -> Vec<Question> {
        if let Some(llm) = &self.llm
            && language == Language::English
        {
            match model_questions(llm, band).await {
                Ok(questions) => return questions,
                Err(error) => fallback("questions", &error),
            }
        }
        engine::generate_in(band, language, &mut rand::rng())
    }

    /// The analysis text fields for a profile, in the child's `language`.
    pub async fn analysis(
        &self,
        band: AgeBand,
        language: Language,
        profile: &Profile,
        answers: &[String],
    ) -> BTreeMap<String, String> {
        let built_in = engine::analysis(band, language, profile);
        if let Some(llm) = &self.llm {
            match model_analysis(llm, band, language, profile, answers).await {
                Ok(analysis) => return analysis,
                Err(error) => fallback("analysis", &error),
            }
        }
        built_in
    }

    /// The paragraph explaining career matches, in the child's `language`.
    pub async fn recommendation_analysis(
        &self,
        band: AgeBand,
        language: Language,
        profile: &Profile,
        top: &[CareerMatch],
    ) -> String {
        if let Some(llm) = &self.llm {
            let careers: Vec<Value> = top
                .iter()
                .map(|m| json!({"career": m.career.name(language), "matchPercentage": m.match_percentage}))
                .collect();
            let user = json!({
                "ageBand": band.as_str(),
                "language": language_for_model(language),
                "interestScores": scores(profile),
                "careers": careers,
            });
            let task =
                "Write one paragraph (3 to 5 sentences) telling the child why these careers match their interests.";
            match prose(llm, "career_analysis", task, &user).await {
                Ok(paragraph) => return paragraph,
                Err(error) => fallback("career analysis", &error),
            }
        }
        engine::recommendation_analysis(band, language, profile, top)
    }

    /// The advisor's answer to a child's message, in the child's `language`. Messages the built-in
    /// advisor refuses (personal information, unsafe or off-topic requests) never reach the model.
    pub async fn advisor_reply(
        &self,
        band: AgeBand,
        language: Language,
        profile: Option<&Profile>,
        message: &str,
    ) -> String {
        let built_in = engine::advisor_reply(band, language, profile, message);
        if let Some(llm) = &self.llm
            && !engine::advisor_refuses(message)
        {
            let user = json!({
                "ageBand": band.as_str(),
                "language": language_for_model(language),
                "interestScores": profile.map(scores),
                "question": message,
            });
            let task = "Answer the child's question about careers, school subjects or next steps in at most 5 short \
                        sentences, using their interest scores when given. If the question is not about those, \
                        kindly steer back to careers.";
            match prose(llm, "advisor_reply", task, &user).await {
                Ok(reply) => return reply,
                Err(error) => fallback("advisor reply", &error),
            }
        }
        built_in
    }
}

fn fallback(task: &str, error: &LlmError) {
    tracing::warn!(task, %error, "model output unusable; the built-in engine answers instead");
}

/// RIASEC scores by type letter, the only view of a child a model gets.
fn scores(profile: &Profile) -> BTreeMap<char, f64> {
    engine::Dimension::ALL.iter().map(|d| (d.letter(), (profile.get(*d) * 100.0).round() / 100.0)).collect()
}

fn is_safe(text: &str) -> bool {
    !rustrict::CensorStr::is_inappropriate(text)
}

async fn model_questions(llm: &LlmClient, band: AgeBand) -> Result<Vec<Question>, LlmError> {
    #[derive(Deserialize, JsonSchema)]
    struct Generated {
        questions: Vec<Question>,
    }
    let answers = band.answers_per_question();
    let user = format!(
        "Write a career-interest quiz for ages {band}: exactly {count} questions, each with {min} to {max} answers. \
         Tag every answer with the one or two Holland RIASEC types it expresses (R, I, A, S, E, C), and offer all six \
         types about equally often across the quiz. {extras}",
        band = band.as_str(),
        count = band.questions_per_quiz(),
        min = answers.start(),
        max = answers.end(),
        extras = match band {
            AgeBand::TeenTrailblazers =>
                "A question may carry a short real-life scenario; context and descriptions are null.",
            AgeBand::VisionaryAchievers =>
                "Every question carries a context line and every answer a one-line description; scenario is null.",
            _ => "Use very simple words; scenario, context and descriptions are null.",
        },
    );
    let generated: Generated = llm.json("career_quiz", SYSTEM, &user).await?;
    let questions = generated.questions;
    engine::validate(band, &questions).map_err(LlmError::Invalid)?;
    let texts = questions.iter().flat_map(|q| {
        [Some(&q.text), q.scenario.as_ref(), q.context.as_ref()]
            .into_iter()
            .flatten()
            .chain(q.answers.iter().flat_map(|a| std::iter::once(&a.text).chain(a.description.as_ref())))
    });
    if let Some(unsafe_text) = texts.into_iter().find(|text| !is_safe(text)) {
        return Err(LlmError::Invalid(format!("unsafe language: {unsafe_text:?}")));
    }
    Ok(questions)
}

async fn model_analysis(
    llm: &LlmClient,
    band: AgeBand,
    language: Language,
    profile: &Profile,
    answers: &[String],
) -> Result<BTreeMap<String, String>, LlmError> {
    let user = json!({
        "task": "Describe the child's interests from their quiz: summary, strengths, interests, learningStyle and \
                 nextSteps, each 1 to 3 sentences, addressed to the child.",
        "ageBand": band.as_str(),
        "language": language_for_model(language),
        "interestScores": scores(profile),
        "topCareerAreas": engine::top_career_areas(profile, language),
        "chosenAnswers": answers,
    });
    let analysis: Analysis = llm.json("quiz_analysis", SYSTEM, &user.to_string()).await?;
    let fields = analysis.fields();
    for (_, text) in &fields {
        check_prose(text)?;
    }
    Ok(fields.into_iter().map(|(field, text)| (field.to_owned(), text)).collect())
}

/// One paragraph of prose under the key `text`.
async fn prose(llm: &LlmClient, name: &str, task: &str, input: &Value) -> Result<String, LlmError> {
    #[derive(Deserialize, JsonSchema)]
    struct Prose {
        text: String,
    }
    let user = json!({"task": task, "input": input});
    let answer: Prose = llm.json(name, SYSTEM, &user.to_string()).await?;
    check_prose(&answer.text)?;
    Ok(answer.text.trim().to_owned())
}

fn check_prose(text: &str) -> Result<(), LlmError> {
    let chars = text.trim().chars().count();
    if chars == 0 || chars > MAX_PROSE_CHARS {
        return Err(LlmError::Invalid(format!("a text of {chars} characters")));
    }
    if !is_safe(text) {
        return Err(LlmError::Invalid("unsafe language".into()));
    }
    Ok(())
}

#[cfg(test)]
mod bank_safety {
    use super::*;

    /// The built-in banks must pass the same check as the model's words; otherwise a model that
    /// repeats one of them is refused for nothing.
    #[test]
    fn every_built_in_question_and_answer_passes_the_safety_check() {
        let mut unsafe_texts = Vec::new();
        for band in AgeBand::ALL {
            for question in band.bank() {
                let texts = [Some(question.text), question.scenario, question.context]
                    .into_iter()
                    .chain(question.answers.iter().flat_map(|a| [Some(a.text), a.description]))
                    .flatten();
                unsafe_texts.extend(texts.filter(|text| !is_safe(text)));
            }
        }
        assert!(unsafe_texts.is_empty(), "{unsafe_texts:#?}");
    }
}
