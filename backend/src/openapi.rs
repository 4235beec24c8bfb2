//! The REST surface as an OpenAPI 3.1 document, derived from the same descriptor set that builds
//! the servers and the transcoder (so it cannot drift from them): one operation per
//! `google.api.http` rule, schemas in proto3 JSON as the transcoder writes it (`json_name`
//! spellings such as `_id`, every field printed, bare arrays where a rule has `response_body`),
//! the proto comments as descriptions, the error body, and the bearer scheme. Served at
//! `/api/openapi.json` and printed by `ndoto openapi`.

use std::sync::OnceLock;

use prost_reflect::{DescriptorPool, DynamicMessage, FieldDescriptor, Kind, MessageDescriptor, MethodDescriptor};
use serde_json::{Map, Value, json};

use crate::{api, auth::layer::PUBLIC_METHODS};

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
            let Some((verb, template)) = pattern(rule) else { continue };
            let operation = operation(&method, rule, &template, &mut schemas);
            let path = paths.entry(template.clone()).or_insert_with(|| json!({}));
            path[verb] = operation;
        }
    }
    schemas.insert(
        "Error".into(),
        json!({
            "type": "object",
            "description": "A failed call: the gRPC status code (3 is INVALID_ARGUMENT, 16 UNAUTHENTICATED, ...), \
                            a message for people, and details such as google.rpc.BadRequest with a violation per field.",
            "properties": {
                "code": {"type": "integer"},
                "message": {"type": "string"},
                "details": {"type": "array", "items": {"type": "object", "properties": {"@type": {"type": "string"}}}}
            },
            "required": ["code", "message"]
        }),
    );
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
        "components": {
            "schemas": schemas,
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}}
        },
        "security": [{"bearer": []}]
    })
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
    // Without a body "*", the fields not in the path come from the query string.
    if body != "*" {
        for field in input.fields().filter(|f| !path_fields.contains(&f.name().to_owned()) && f.name() != body) {
            parameters.push(json!({
                "name": field.json_name(),
                "in": "query",
                "description": comment(field.parent_file(), field.path()),
                "schema": field_schema(&field, schemas),
            }));
        }
    }

    let mut operation = json!({
        "operationId": method.name(),
        "tags": [method.parent_service().name()],
        "summary": comment(method.parent_file(), method.path()).lines().next().unwrap_or_default(),
        "description": comment(method.parent_file(), method.path()),
        "parameters": parameters,
        "responses": {
            "200": {
                "description": "OK",
                "content": {"application/json": {"schema": response_schema(&method.output(), &response_body, schemas)}}
            },
            "default": {
                "description": "An error, with the gRPC status code mapped to HTTP as google.api.http does.",
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
            }
        }
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
        let schema = message_schema(message, schemas);
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
    // An unset message field is printed as null.
    if matches!(field.kind(), Kind::Message(_)) {
        return json!({"anyOf": [single, {"type": "null"}]});
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
        assert!(user["anyOf"][0]["$ref"].is_string() && user["description"].is_string(), "{user}");
    }
}
