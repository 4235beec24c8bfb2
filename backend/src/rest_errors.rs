//! REST error bodies with their `google.rpc` details as JSON, as Envoy's gRPC-JSON transcoder
//! writes them: `{"code": 3, "message": "...", "details": [{"@type":
//! "type.googleapis.com/google.rpc.BadRequest", "fieldViolations": [{"field", "description"}]}]}`,
//! and a rate limit's `{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "13s"}`;
//! the words for the person, in their language, as `{"@type":
//! "type.googleapis.com/google.rpc.LocalizedMessage", "locale": "sw", "message": "..."}`.
//! The transcoder itself passes the binary `grpc-status-details-bin` through as base64, which no
//! REST client can read. A `google.rpc.RetryInfo` also becomes the `Retry-After` header.

use axum::{
    body::Body,
    http::header,
    response::{IntoResponse, Response},
};
use base64::Engine as _;
use serde_json::{Value, json};
use tonic_types::StatusExt;

use crate::error::{DOMAIN, Reason};

/// Error bodies are a status and a message: far below this.
const MAX_ERROR_BODY_BYTES: usize = 256 * 1024;

/// The response, with the binary details of an error body rendered as JSON.
pub(crate) async fn render_details(response: Response) -> Response {
    let is_json =
        response.headers().get(header::CONTENT_TYPE).is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if response.status().is_success() || !is_json {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_ERROR_BODY_BYTES).await else {
        tracing::error!("an error body could not be read");
        return parts.status.into_response();
    };
    let mut answer: Value = match serde_json::from_slice(&bytes) {
        Ok(answer) => answer,
        Err(_) => return Response::from_parts(parts, Body::from(bytes)),
    };
    let Some(answer_object) = answer.as_object_mut() else { return Response::from_parts(parts, Body::from(bytes)) };
    let details = answer_object.entry("details").or_insert_with(|| Value::Array(Vec::new()));
    let Some(details) = details.as_array_mut() else { return Response::from_parts(parts, Body::from(bytes)) };
    *details = details.drain(..).flat_map(json_details).collect();
    // The transcoder's own refusals (a body that is not the call's JSON, no such route, a body
    // too large) reach here without a reason; a handler's always has one.
    if !details.iter().any(|detail| detail["@type"] == ERROR_INFO) {
        let reason = match parts.status.as_u16() {
            404 => Reason::UnknownMethod,
            413 => Reason::RequestTooLarge,
            500..=599 => Reason::Internal,
            _ => Reason::InvalidRequest,
        };
        details.push(json!({"@type": ERROR_INFO, "reason": reason.as_str(), "domain": DOMAIN, "metadata": {}}));
    }
    // A limit's RetryInfo is also the HTTP Retry-After header, in whole seconds.
    let retry_after = details
        .iter()
        .find(|detail| detail["@type"] == RETRY_INFO)
        .and_then(|detail| detail["retryDelay"].as_str()?.strip_suffix('s')?.parse::<u64>().ok());
    if let Some(seconds) = retry_after {
        parts.headers.insert(header::RETRY_AFTER, seconds.into());
    }
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(answer.to_string()))
}

/// The JSON form of one detail entry of the transcoder's error body; entries of other kinds
/// pass unchanged.
fn json_details(entry: Value) -> Vec<Value> {
    let binary = (entry["kind"] == "grpc-status-details-bin")
        .then(|| entry["value"].as_str())
        .flatten()
        .and_then(|encoded| base64::engine::general_purpose::STANDARD.decode(encoded).ok());
    let Some(binary) = binary else { return vec![entry] };
    let status = tonic::Status::with_details(tonic::Code::Unknown, "", binary.into());
    let mut rendered = Vec::new();
    if let Some(bad_request) = status.get_details_bad_request() {
        let violations: Vec<Value> = bad_request
            .field_violations
            .iter()
            .map(|v| {
                let mut violation = json!({"field": v.field, "description": v.description});
                if !v.reason.is_empty() {
                    violation["reason"] = json!(v.reason);
                }
                if let Some(localized) = &v.localized_message {
                    violation["localizedMessage"] = json!({"locale": localized.locale, "message": localized.message});
                }
                violation
            })
            .collect();
        rendered.push(json!({"@type": "type.googleapis.com/google.rpc.BadRequest", "fieldViolations": violations}));
    }
    if let Some(delay) = status.get_details_retry_info().and_then(|retry| retry.retry_delay) {
        // google.protobuf.Duration's JSON form: seconds with an `s`.
        rendered.push(json!({"@type": RETRY_INFO, "retryDelay": format!("{}s", delay.as_secs())}));
    }
    if let Some(info) = status.get_details_error_info() {
        rendered.push(json!({"@type": ERROR_INFO, "reason": info.reason,
            "domain": info.domain, "metadata": info.metadata}));
    }
    if let Some(localized) = status.get_details_localized_message() {
        rendered.push(json!({"@type": LOCALIZED_MESSAGE, "locale": localized.locale, "message": localized.message}));
    }
    if rendered.is_empty() { vec![entry] } else { rendered }
}

/// The JSON error body of `status` with its details, as a REST handler's error is answered, for
/// an error that never reached the transcoder (the auth layer's refusals).
pub(crate) fn body_with_details(status: &tonic::Status) -> Value {
    let mut body = json!({"code": status.code() as i32, "message": status.message()});
    if !status.details().is_empty() {
        let binary = base64::engine::general_purpose::STANDARD.encode(status.details());
        body["details"] = Value::Array(json_details(json!({"kind": "grpc-status-details-bin", "value": binary})));
    }
    body
}

/// The Retry-After seconds of `status`, if it carries a `google.rpc.RetryInfo`.
pub(crate) fn retry_after(status: &tonic::Status) -> Option<u64> {
    status.get_details_retry_info().and_then(|retry| retry.retry_delay).map(|delay| delay.as_secs().max(1))
}

const RETRY_INFO: &str = "type.googleapis.com/google.rpc.RetryInfo";
const ERROR_INFO: &str = "type.googleapis.com/google.rpc.ErrorInfo";
const LOCALIZED_MESSAGE: &str = "type.googleapis.com/google.rpc.LocalizedMessage";
