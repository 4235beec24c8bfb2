//! Providers of generated text: an OpenAI-compatible chat-completions client used when
//! configured. The built-in engines (quiz::engine) are the default and the fallback.

pub mod llm;
pub mod notice;

pub use llm::{LlmClient, LlmError, LlmSettings};
