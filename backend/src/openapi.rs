//! The REST surface as an OpenAPI 3.1 document, derived from the same descriptor set that builds
//! the servers and the transcoder (so it cannot drift from them): one operation per
//! `google.api.http` rule and per additional binding, schemas in proto3 JSON as the transcoder
//! writes it (`json_name` spellings such as `_id`, every field printed, bare arrays where a rule
//! has `response_body`), the proto comments as descriptions, the error body, and the bearer
//! scheme. Served at `/api/openapi.json` and printed by `ndoto openapi`.

use std::sync::OnceLock;

use prost_reflect::{DescriptorPool, DynamicMessage, FieldDescriptor, Kind, MessageDescriptor, MethodDescriptor};
use serde_json::{Map, Value, json};

use crate::{
    api,
    auth::{TOKEN_HEADER, devices::DEVICE_HEADER, layer::PUBLIC_METHODS},
};

/// The document, built once from the embedded descriptor set.
pub fn document() -> &'static Value {
    static DOCUMENT: OnceLock<Value> = OnceLock::new();
    DOCUMENT.get_or_init(|| {
        let pool = DescriptorPool::decode(api::FILE_DESCRIPTOR_SET).expect("the build's descriptor set decodes");
        build(&pool)
    })
}

fn build(pool: &DescriptorPool) -> Value {
    let http = pool.get_extension_by_name("google.api.http").expect("google/api/annotations.proto is imported");
    let mut paths = Map::new();
    let mut schemas = Map::new();
    let mut tags = Vec::new();
    for service in pool.services().filter(|s| s.package_name() == "ndoto.v1") {
        tags.push(json!({"name": service.name(), "description": comment(service.parent_file(), service.path())}));
        for method in service.methods() {
            let options = method.options();
            if !options.has_extension(&http) {
                continue;
            }
            let rule = options.get_extension(&http);
            let Some(rule) = rule.as_message() else { continue };
            for (id, binding) in bindings(&method, rule) {
                let Some((verb, template)) = pattern(&binding) else { continue };
                let operation = operation(&method, &id, &binding, &template, &mut schemas);
                let path = paths.entry(template.clone()).or_insert_with(|| json!({}));
                assert!(path.get(verb).is_none(), "two rules answer {verb} {template}");
                path[verb] = operation;
            }
        }
    }
    schemas.insert(
        "Error".into(),
        json!({
            "type": "object",
            "description": "A failed call: the gRPC status code (3 is INVALID_ARGUMENT, 16 UNAUTHENTICATED, ...), \
                            the developer's message in English, and details: a google.rpc.ErrorInfo with the reason, \
                            a google.rpc.LocalizedMessage with the words for the person in their language (the \
                            child's or parent's setting, else Accept-Language: en, sw or fr), and such as \
                            google.rpc.BadRequest with a violation per field.",
            "properties": {
                "code": {"type": "integer"},
                "message": {"type": "string"},
                "details": {"type": "array", "items": {"type": "object", "properties": {"@type": {"type": "string"}}}}
            },
            "required": ["code", "message"]
        }),
    );
    let (responses, headers) = shared_responses();
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Ndoto REST API",
            "version": "v1",
            "description": "The REST/JSON paths of Ndoto's gRPC API (package ndoto.v1), transcoded by the server \
                            itself. The same calls are served over gRPC and grpc-web on the same port."
        },
        "tags": tags,
        "paths": paths,
        "servers": [{"url": "/", "description": "The server that serves this document."}],
        "components": {
            "schemas": schemas,
            "responses": responses,
            "headers": headers,
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}}
        },
        "security": [{"bearer": []}]
    })
}

/// A method's rule and its additional bindings, each with its operation's id: the method's name
/// for the rule; for a binding, the name and the binding's custom verb (`ListPostsPage` for
/// `.../posts:page`), or its place among the bindings (`ListPosts2`) when it has none.
fn bindings(method: &MethodDescriptor, rule: &DynamicMessage) -> Vec<(String, DynamicMessage)> {
    let mut bindings = vec![(method.name().to_owned(), rule.clone())];
    if let Some(additional) = rule.get_field_by_name("additional_bindings")
        && let Some(additional) = additional.as_list()
    {
        for (index, binding) in additional.iter().filter_map(|binding| binding.as_message()).enumerate() {
            let verb = pattern(binding).and_then(|(_, template)| custom_verb(&template).map(str::to_owned));
            let suffix = match verb {
                Some(verb) => verb[..1].to_uppercase() + &verb[1..],
                None => (index + 2).to_string(),
            };
            bindings.push((format!("{}{suffix}", method.name()), binding.clone()));
        }
    }
    bindings
}

/// The custom verb of a path template, `page` in `/api/x/{id}/posts:page`.
fn custom_verb(template: &str) -> Option<&str> {
    let last = template.rsplit('/').next()?;
    // A colon inside `{...}` belongs to the variable's pattern, not a verb.
    let after_variable = last.rfind('}').map_or(0, |close| close + 1);
    last[after_variable..].split_once(':').map(|(_, verb)| verb).filter(|verb| !verb.is_empty())
}

/// The HTTP verb and path of a rule (`get: "/api/x/{id}"`), with `{field}` kept as the parameter.
fn pattern(rule: &DynamicMessage) -> Option<(&'static str, String)> {
    ["get", "post", "put", "patch", "delete"].into_iter().find_map(|verb| {
        let path = rule.get_field_by_name(verb)?;
        let path = path.as_str()?;
        (!path.is_empty()).then(|| (verb, path.to_owned()))
    })
}

fn operation(
    method: &MethodDescriptor,
    id: &str,
    rule: &DynamicMessage,
    template: &str,
    schemas: &mut Map<String, Value>,
) -> Value {
    let input = method.input();
    let path_fields: Vec<String> = template
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}'))
        .map(|(name, _)| name.split('=').next().unwrap_or(name).to_owned())
        .collect();
    let text =
        |name: &str| rule.get_field_by_name(name).and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
    let body = text("body");
    let response_body = text("response_body");

    let mut parameters = Vec::new();
    for name in &path_fields {
        let field = input.get_field_by_name(name).expect("a path variable names a request field");
        parameters.push(json!({
            "name": name,
            "in": "path",
            "required": true,
            "description": comment(field.parent_file(), field.path()),
            "schema": field_schema(&field, schemas),
        }));
    }
    // Without a body "*", the fields not in the path come from the query string; a rule that
    // answers a part of the response (a bare array) has no next_page_token to give, so it answers
    // the first page and documents no page_size or page_token (its `:page` binding does).
    let documented = |field: &FieldDescriptor| {
        let paging = matches!(field.name(), "page_size" | "page_token");
        !path_fields.contains(&field.name().to_owned()) && field.name() != body && (response_body.is_empty() || !paging)
    };
    if body != "*" {
        for field in input.fields().filter(documented) {
            parameters.push(json!({
                "name": field.json_name(),
                "in": "query",
                "description": comment(field.parent_file(), field.path()),
                "schema": field_schema(&field, schemas),
            }));
        }
    }

    let mut operation = json!({
        "operationId": id,
        "tags": [method.parent_service().name()],
        "summary": first_sentence(&comment(method.parent_file(), method.path())),
        "description": comment(method.parent_file(), method.path()),
        "parameters": parameters,
        "responses": responses(method, response_schema(&method.output(), &response_body, schemas)),
    });
    if !body.is_empty() {
        let schema = if body == "*" {
            let mut schema = message_schema(&input, schemas);
            if let Some(properties) = schema["properties"].as_object_mut() {
                for name in &path_fields {
                    if let Some(field) = input.get_field_by_name(name) {
                        properties.remove(field.json_name());
                    }
                }
            }
            // The server refuses a field it does not know (400 naming it).
            schema["additionalProperties"] = json!(false);
            schema
        } else {
            let field = input.get_field_by_name(&body).expect("a body names a request field");
            field_schema(&field, schemas)
        };
        operation["requestBody"] = json!({"required": true, "content": {"application/json": {"schema": schema}}});
    }
    if PUBLIC_METHODS.contains(&method.full_name()) {
        operation["security"] = json!([]);
    }
    operation
}

/// The refusals every operation can answer, by HTTP status: each gRPC code the handlers use, as
/// the transcoder maps it (`components.responses`). Others (405, 413, 500, 501, 504) are `default`.
const ERROR_RESPONSES: &[(&str, &str, &str)] = &[
    (
        "400",
        "InvalidArgument",
        "A field to fix (INVALID_ARGUMENT, with a google.rpc.BadRequest naming it), or a state that refuses the call (FAILED_PRECONDITION); the message says which.",
    ),
    ("401", "Unauthenticated", "No valid token, a session that ended, or a failed sign-in (UNAUTHENTICATED)."),
    ("403", "PermissionDenied", "The caller's role may not make this call (PERMISSION_DENIED)."),
    ("404", "NotFound", "What the call names does not exist, or is not the caller's (NOT_FOUND)."),
    ("409", "AlreadyExists", "What the call would create exists already (ALREADY_EXISTS)."),
    (
        "429",
        "ResourceExhausted",
        "A limit was reached, or a parent's rule closes Ndoto for now (RESOURCE_EXHAUSTED); the Retry-After header and a google.rpc.RetryInfo say when to try again, a google.rpc.ErrorInfo gives the reason.",
    ),
    (
        "503",
        "Unavailable",
        "The service is busy or restarting, or its database is failing over (UNAVAILABLE); the Retry-After header and a google.rpc.RetryInfo say when to try again.",
    ),
];

/// The responses of `method`: 200 with `ok` and, for a signed-in call, the renewed token's header
/// (for a sign-in, the device key's), each refusal of [`ERROR_RESPONSES`], and `default`.
fn responses(method: &MethodDescriptor, ok: Value) -> Value {
    let mut headers = Map::new();
    let public = PUBLIC_METHODS.contains(&method.full_name());
    if !public {
        headers.insert(TOKEN_HEADER.into(), json!({"$ref": "#/components/headers/RenewedToken"}));
    } else if method.name().ends_with("SignIn") {
        headers.insert(DEVICE_HEADER.into(), json!({"$ref": "#/components/headers/DeviceKey"}));
    }
    let mut responses = Map::new();
    responses.insert(
        "200".into(),
        json!({"description": "OK", "headers": headers, "content": {"application/json": {"schema": ok}}}),
    );
    for (status, name, _) in ERROR_RESPONSES {
        responses.insert((*status).into(), json!({"$ref": format!("#/components/responses/{name}")}));
    }
    responses.insert("default".into(), json!({"$ref": "#/components/responses/Error"}));
    Value::Object(responses)
}

/// `components.responses` and `components.headers`: the error answers and the headers they and
/// the successes carry.
fn shared_responses() -> (Value, Value) {
    let error = json!({"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}});
    let mut responses = Map::new();
    for (status, name, description) in ERROR_RESPONSES {
        let mut response = json!({"description": description, "content": error});
        if *status == "429" || *status == "503" {
            response["headers"] = json!({"Retry-After": {"$ref": "#/components/headers/RetryAfter"}});
        }
        responses.insert((*name).into(), response);
    }
    responses.insert(
        "Error".into(),
        json!({"description": "Another error, with its gRPC status code mapped to HTTP as google.api.http does \
                               (405 with Allow for a method the path does not answer, 413 for a body over 64 KiB, \
                               504 past the deadline).", "content": error}),
    );
    let headers = json!({
        "RetryAfter": {
            "description": "Whole seconds to wait before trying again.",
            "schema": {"type": "integer", "minimum": 0}
        },
        "RenewedToken": {
            "description": "A fresh token, sent once the caller's is past half its lifetime: store it in place of the old one.",
            "schema": {"type": "string"}
        },
        "DeviceKey": {
            "description": "This device's key, for clients without cookies: send it back as the x-ndoto-device request \
                            header at later sign-ins, so that limits on strangers' guesses never lock this device out.",
            "schema": {"type": "string"}
        }
    });
    (Value::Object(responses), headers)
}

/// The first sentence of a comment's first paragraph, on one line: a summary that is not cut
/// mid-sentence where the comment's first line ends.
fn first_sentence(comment: &str) -> String {
    let paragraph = comment.split("\n\n").next().unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ");
    match paragraph.find(". ") {
        Some(end) => paragraph[..=end].to_owned(),
        None => paragraph,
    }
}

fn response_schema(output: &MessageDescriptor, response_body: &str, schemas: &mut Map<String, Value>) -> Value {
    match output.get_field_by_name(response_body) {
        Some(field) if !response_body.is_empty() => field_schema(&field, schemas),
        _ => reference(output, schemas),
    }
}

/// A `$ref` to the message's schema, adding the schema (and those it uses) on first sight.
fn reference(message: &MessageDescriptor, schemas: &mut Map<String, Value>) -> Value {
    if let Some(well_known) = well_known(message.full_name()) {
        return well_known;
    }
    let name = message.full_name().to_owned();
    if !schemas.contains_key(&name) {
        // A placeholder first, so that a message that contains itself does not recurse forever.
        schemas.insert(name.clone(), json!({}));
        let mut schema = message_schema(message, schemas);
        // The transcoder prints every field without presence, defaults included; a message
        // field or a proto3 `optional` one only when it is set.
        let always_sent: Vec<String> = message
            .fields()
            .filter(|field| !field.supports_presence())
            .map(|field| field.json_name().to_owned())
            .collect();
        schema["required"] = json!(always_sent);
        schemas.insert(name.clone(), schema);
    }
    json!({"$ref": format!("#/components/schemas/{name}")})
}

/// A message as the transcoder prints it: every field, by its JSON name.
fn message_schema(message: &MessageDescriptor, schemas: &mut Map<String, Value>) -> Value {
    let mut properties = Map::new();
    for field in message.fields() {
        let mut schema = field_schema(&field, schemas);
        let description = comment(field.parent_file(), field.path());
        // Beside the `$ref` or the type, as OpenAPI 3.1 allows: a one-item `allOf` wrapper made
        // client generators (openapi-python-client) give up on the field's type.
        if !description.is_empty() {
            schema["description"] = json!(description);
        }
        properties.insert(field.json_name().to_owned(), schema);
    }
    json!({
        "type": "object",
        "description": comment(message.parent_file(), message.path()),
        "properties": properties,
    })
}

fn field_schema(field: &FieldDescriptor, schemas: &mut Map<String, Value>) -> Value {
    if field.is_map() {
        let Kind::Message(entry) = field.kind() else { unreachable!("a map field is a message of entries") };
        let value = entry.map_entry_value_field();
        return json!({"type": "object", "additionalProperties": kind_schema(&value.kind(), schemas)});
    }
    let single = kind_schema(&field.kind(), schemas);
    if field.is_list() {
        return json!({"type": "array", "items": single});
    }
    single
}

fn kind_schema(kind: &Kind, schemas: &mut Map<String, Value>) -> Value {
    match kind {
        Kind::Double | Kind::Float => json!({"type": "number"}),
        Kind::Int32 | Kind::Sint32 | Kind::Sfixed32 => json!({"type": "integer", "format": "int32"}),
        Kind::Uint32 | Kind::Fixed32 => json!({"type": "integer", "format": "int32", "minimum": 0}),
        // proto3 JSON prints 64-bit integers as strings and reads either form.
        Kind::Int64 | Kind::Sint64 | Kind::Sfixed64 | Kind::Uint64 | Kind::Fixed64 => {
            json!({"type": ["string", "integer"], "format": "int64"})
        }
        Kind::Bool => json!({"type": "boolean"}),
        Kind::String => json!({"type": "string"}),
        Kind::Bytes => json!({"type": "string", "contentEncoding": "base64"}),
        Kind::Enum(descriptor) => {
            json!({"type": "string", "enum": descriptor.values().map(|v| v.name().to_owned()).collect::<Vec<_>>()})
        }
        Kind::Message(message) => reference(message, schemas),
    }
}

/// The proto3 JSON forms of the well-known types we use.
fn well_known(full_name: &str) -> Option<Value> {
    Some(match full_name {
        "google.protobuf.Timestamp" => json!({"type": "string", "format": "date-time"}),
        "google.protobuf.Duration" => json!({"type": "string", "pattern": "^-?[0-9]+(\\.[0-9]+)?s$"}),
        "google.protobuf.Empty" => json!({"type": "object"}),
        "google.protobuf.Struct" => json!({"type": "object"}),
        "google.protobuf.Value" => json!({}),
        _ => return None,
    })
}

/// The leading comment of the element at `path` in `file`, as one paragraph per blank line.
fn comment(file: prost_reflect::FileDescriptor, path: &[i32]) -> String {
    file.file_descriptor_proto()
        .source_code_info
        .as_ref()
        .and_then(|info| info.location.iter().find(|location| location.path == path))
        .and_then(|location| location.leading_comments.as_deref())
        .map(|text| text.lines().map(str::trim).collect::<Vec<_>>().join("\n").trim().to_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_of_the_proto_files_is_an_operation_with_its_spellings() {
        let document = document();
        let paths = document["paths"].as_object().unwrap();
        assert_eq!(paths["/api/auth/child/signin"]["post"]["security"], json!([]));
        assert!(paths["/api/student/dashboard"]["get"].get("security").is_none(), "bearer by default");
        // A bare array where the rule has response_body.
        let challenges = &paths["/api/student/dashboard/challenges"]["get"]["responses"]["200"]["content"]["application/json"]
            ["schema"];
        assert_eq!(challenges["type"], "array");
        // The spec's spellings.
        let challenge = &document["components"]["schemas"]["ndoto.v1.Challenge"]["properties"];
        assert!(challenge.get("_id").is_some(), "{challenge}");
        // Path parameters and the comments as descriptions.
        let complete = &paths["/api/student/rewards/complete-challenge/{id}"]["post"];
        assert_eq!(complete["parameters"][0]["in"], "path");
        assert!(!complete["description"].as_str().unwrap().is_empty());
        let mut operations = 0;
        for item in paths.values() {
            operations += item.as_object().unwrap().len();
        }
        assert!(operations >= 20, "{operations} operations");
    }

    /// Issue 27, item 1: a field's description sits beside its schema, never in an `allOf`
    /// wrapper that client generators cannot type.
    #[test]
    fn descriptions_sit_beside_the_schema_without_wrappers() {
        let document = document().to_string();
        assert!(!document.contains("\"allOf\""), "no allOf anywhere");
        let document = super::document();
        let first_name = &document["components"]["schemas"]["ndoto.v1.SignedInChild"]["properties"]["firstName"];
        assert_eq!(first_name["type"], "string", "{first_name}");
        assert!(!first_name["description"].as_str().unwrap().is_empty(), "{first_name}");
        let user = &document["components"]["schemas"]["ndoto.v1.ChildSignInResponse"]["properties"]["user"];
        assert!(user["$ref"].is_string() && user["description"].is_string(), "{user}");
    }

    /// Issue 27, item 1: every refusal an operation can answer, the headers, what is always sent,
    /// where the server is, and summaries that end where a sentence does.
    #[test]
    fn operations_list_their_refusals_headers_and_required_fields() {
        let document = document();
        let dashboard = &document["paths"]["/api/student/dashboard"]["get"];
        for status in ["400", "401", "403", "404", "409", "429", "503"] {
            let reference = dashboard["responses"][status]["$ref"].as_str().unwrap();
            let name = reference.rsplit('/').next().unwrap();
            let response = &document["components"]["responses"][name];
            assert_eq!(response["content"]["application/json"]["schema"]["$ref"], "#/components/schemas/Error");
        }
        assert_eq!(dashboard["responses"]["200"]["headers"][TOKEN_HEADER]["$ref"], "#/components/headers/RenewedToken");
        assert!(document["components"]["responses"]["ResourceExhausted"]["headers"]["Retry-After"].is_object());
        assert!(document["components"]["responses"]["Unavailable"]["headers"]["Retry-After"].is_object());
        let sign_in = &document["paths"]["/api/auth/child/signin"]["post"]["responses"]["200"]["headers"];
        assert!(sign_in.get(TOKEN_HEADER).is_none() && sign_in[DEVICE_HEADER].is_object(), "{sign_in}");
        assert_eq!(document["servers"][0]["url"], "/");
        // Always sent: every field but a message or a proto3 `optional` one, printed only when set.
        let required = &document["components"]["schemas"]["ndoto.v1.Challenge"]["required"];
        assert!(required.as_array().unwrap().contains(&json!("_id")), "{required}");
        let child = &document["components"]["schemas"]["ndoto.v1.Child"]["required"];
        assert!(!child.as_array().unwrap().contains(&json!("createdAt")), "{child}");
        let question = &document["components"]["schemas"]["ndoto.v1.QuizQuestion"];
        assert!(question["properties"].get("scenario").is_some(), "{question}");
        assert!(!question["required"].as_array().unwrap().contains(&json!("scenario")), "{question}");
        let list_posts = document["paths"]["/api/student/dashboard/communities/{community_id}/posts"]["get"]["summary"]
            .as_str()
            .unwrap();
        assert!(list_posts.ends_with("PERMISSION_DENIED."), "{list_posts}");
    }

    /// Issue 27, item 5: each additional binding is an operation of its own. The bare arrays'
    /// `:page` bindings answer the whole response message, with nextPageToken, and take the
    /// paging parameters that the bare arrays, which cannot give a next token, do not document.
    #[test]
    fn additional_bindings_are_operations_of_their_own() {
        let document = document();
        let paths = &document["paths"];
        let mut ids = std::collections::BTreeSet::new();
        for item in paths.as_object().unwrap().values() {
            for operation in item.as_object().unwrap().values() {
                let id = operation["operationId"].as_str().unwrap();
                assert!(ids.insert(id.to_owned()), "two operations are {id}");
            }
        }
        let names = |operation: &Value| -> Vec<String> {
            operation["parameters"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap().to_owned()).collect()
        };
        for (bare, page, id, response, items) in [
            (
                "/api/student/dashboard/communities",
                "/api/student/dashboard/communities:page",
                "ListCommunitiesPage",
                "ListCommunitiesResponse",
                "communities",
            ),
            (
                "/api/student/dashboard/communities/{community_id}/posts",
                "/api/student/dashboard/communities/{community_id}/posts:page",
                "ListPostsPage",
                "ListPostsResponse",
                "posts",
            ),
            (
                "/api/student/dashboard/challenges",
                "/api/student/dashboard/challenges:page",
                "ListChallengesPage",
                "ListChallengesResponse",
                "challenges",
            ),
        ] {
            let (bare, page) = (&paths[bare]["get"], &paths[page]["get"]);
            assert_eq!(page["operationId"], id);
            assert_eq!(page["tags"], bare["tags"]);
            let schema =
                |operation: &Value| operation["responses"]["200"]["content"]["application/json"]["schema"].clone();
            assert_eq!(schema(bare)["type"], "array", "{bare}");
            assert_eq!(schema(page)["$ref"], format!("#/components/schemas/ndoto.v1.{response}"));
            let message = &document["components"]["schemas"][format!("ndoto.v1.{response}")];
            assert_eq!(message["properties"][items]["type"], "array");
            assert_eq!(message["properties"]["nextPageToken"]["type"], "string");
            assert!(names(page).ends_with(&["pageSize".to_owned(), "pageToken".to_owned()]), "{page}");
            assert!(!names(bare).iter().any(|name| name.starts_with("page")), "{bare}");
        }
        // Lists without a bare array take the paging parameters on their one path.
        assert_eq!(names(&paths["/api/resources"]["get"]), ["pageSize", "pageToken"]);
        assert_eq!(custom_verb("/api/x/{id}/posts:page"), Some("page"));
        assert_eq!(custom_verb("/api/x/{name=shelves/*}"), None);
        assert_eq!(custom_verb("/api/x"), None);
    }
}
