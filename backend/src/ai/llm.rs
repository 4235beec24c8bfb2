//! An OpenAI-compatible chat-completions client asking for structured JSON output.
//!
//! The model only ever writes text; callers validate what it returns and fall back to the
//! built-in engine on any error, so a slow, failing or misbehaving model never reaches a child.

use std::{sync::Arc, time::Duration};

use schemars::{
    JsonSchema, Schema,
    generate::SchemaSettings,
    transform::{RecursiveTransform, Transform},
};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// Where the model is and how long we wait for it.
#[derive(Clone, Debug)]
pub struct LlmSettings {
    /// Base URL of the API, such as https://api.openai.com/v1 (we append /chat/completions).
    pub base_url: String,
    /// The API key, sent as a bearer token.
    pub api_key: String,
    /// The model's name, such as `gpt-4o-mini`.
    pub model: String,
    /// The whole call, connection to last byte.
    pub timeout: Duration,
}

/// Why a model call gave nothing usable.
#[derive(Debug, thiserror::Error)]
pub enum LlmError {
    /// No answer within the configured time.
    #[error("the model did not answer within {0:?}")]
    Timeout(Duration),
    /// An HTTP error status from the API.
    #[error("the model's API answered HTTP {0}")]
    Status(u16),
    /// The API could not be reached.
    #[error("the model's API could not be reached: {0}")]
    Transport(String),
    /// An answer that is not the JSON asked for.
    #[error("the model's answer is not what was asked for: {0}")]
    Invalid(String),
}

/// A cheap-to-clone client.
#[derive(Clone)]
pub struct LlmClient {
    http: reqwest::Client,
    settings: Arc<LlmSettings>,
}

/// The JSON schema of `T` in the form strict structured output accepts: no `$schema`, `title` or
/// `$defs`, every object closed (`additionalProperties: false`) and every property required
/// (an `Option` field is required and nullable).
pub fn strict_schema<T: JsonSchema>() -> Value {
    let generator = SchemaSettings::draft2020_12()
        .with(|settings| {
            settings.inline_subschemas = true;
            settings.meta_schema = None;
        })
        .into_generator();
    let mut schema = generator.into_root_schema_for::<T>();
    RecursiveTransform(|schema: &mut Schema| {
        let Some(object) = schema.as_object_mut() else { return };
        object.remove("title");
        if let Some(properties) = object.get("properties").and_then(Value::as_object) {
            let required: Vec<Value> = properties.keys().cloned().map(Value::String).collect();
            object.insert("required".into(), Value::Array(required));
            object.insert("additionalProperties".into(), Value::Bool(false));
        }
    })
    .transform(&mut schema);
    schema.to_value()
}

impl LlmClient {
    /// The host of the API's base URL, which receives what is sent (the whole URL when it has
    /// no host).
    pub fn host(&self) -> String {
        reqwest::Url::parse(&self.settings.base_url)
            .ok()
            .and_then(|url| url.host_str().map(str::to_owned))
            .unwrap_or_else(|| self.settings.base_url.clone())
    }

    /// A client for the configured API.
    pub fn new(settings: LlmSettings) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder().timeout(settings.timeout).build()?;
        Ok(Self { http, settings: Arc::new(settings) })
    }

    /// Asks the model for one JSON object of type `T`, whose JSON schema (strict mode) is derived
    /// from `T` itself, and parses the answer into it. `name` names the schema for the API.
    pub async fn json<T: DeserializeOwned + JsonSchema>(
        &self,
        name: &str,
        system: &str,
        user: &str,
    ) -> Result<T, LlmError> {
        let schema = strict_schema::<T>();
        let body = json!({
            "model": self.settings.model,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": name, "strict": true, "schema": schema},
            },
        });
        let url = format!("{}/chat/completions", self.settings.base_url.trim_end_matches('/'));
        let response = self
            .http
            .post(url)
            .bearer_auth(&self.settings.api_key)
            .json(&body)
            .send()
            .await
            .map_err(|error| self.transport_error(error))?;
        if !response.status().is_success() {
            return Err(LlmError::Status(response.status().as_u16()));
        }
        let completion: Value = response.json().await.map_err(|error| self.transport_error(error))?;
        let content = completion
            .pointer("/choices/0/message/content")
            .and_then(Value::as_str)
            .ok_or_else(|| LlmError::Invalid("no choices[0].message.content".into()))?;
        serde_json::from_str(content).map_err(|error| LlmError::Invalid(error.to_string()))
    }

    fn transport_error(&self, error: reqwest::Error) -> LlmError {
        if error.is_timeout() {
            LlmError::Timeout(self.settings.timeout)
        } else if error.is_decode() {
            LlmError::Invalid(error.to_string())
        } else {
            LlmError::Transport(error.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reply.
    #[derive(JsonSchema)]
    #[allow(dead_code, reason = "only its schema is used")]
    struct Reply {
        /// The text.
        text: String,
        note: Option<String>,
        parts: Vec<Part>,
    }

    #[derive(JsonSchema)]
    #[allow(dead_code, reason = "only its schema is used")]
    struct Part {
        word: String,
    }

    #[test]
    fn strict_schemas_close_every_object_and_require_every_field() {
        assert_eq!(
            strict_schema::<Reply>(),
            json!({
                "type": "object",
                "description": "A reply.",
                "additionalProperties": false,
                "required": ["note", "parts", "text"],
                "properties": {
                    "text": {"type": "string", "description": "The text."},
                    "note": {"type": ["string", "null"]},
                    "parts": {"type": "array", "items": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["word"],
                        "properties": {"word": {"type": "string"}},
                    }},
                },
            })
        );
    }
}
