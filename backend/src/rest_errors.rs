//! REST error bodies with their `google.rpc` details as JSON, as Envoy's gRPC-JSON transcoder
//! writes them: `{"code": 3, "message": "...", "details": [{"@type":
//! "type.googleapis.com/google.rpc.BadRequest", "fieldViolations": [{"field", "description"}]}]}`,
//! and a rate limit's `{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "13s"}`.
//! The transcoder itself passes the binary `grpc-status-details-bin` through as base64, which no
//! REST client can read.

use axum::{
    body::Body,
    http::header,
    response::{IntoResponse, Response},
};
use base64::Engine as _;
use serde_json::{Value, json};
use tonic_types::StatusExt;

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
    let Some(details) = answer.get_mut("details").and_then(Value::as_array_mut) else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    *details = details.drain(..).flat_map(json_details).collect();
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
            .map(|v| json!({"field": v.field, "description": v.description}))
            .collect();
        rendered.push(json!({"@type": "type.googleapis.com/google.rpc.BadRequest", "fieldViolations": violations}));
    }
    if let Some(delay) = status.get_details_retry_info().and_then(|retry| retry.retry_delay) {
        // A google.protobuf.Duration in JSON: seconds with an "s".
        rendered.push(
            json!({"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": format!("{}s", delay.as_secs())}),
        );
    }
    if rendered.is_empty() { vec![entry] } else { rendered }
}
