//! Every method of the API with its gRPC path and its REST routes, read from the descriptor set
//! that `ndoto-api` compiles from `proto/` (the `google.api.http` rules), so that the auth layer
//! and the tests know the same methods the router serves.

use prost_reflect::{DescriptorPool, DynamicMessage, Value};

use crate::api;

/// The package whose services the server implements.
const PACKAGE: &str = "ndoto.v1";

/// One RPC of the API.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Endpoint {
    /// The RPC's full name, `ndoto.v1.AuthService.ChildSignIn`.
    pub full_name: String,
    /// Its gRPC (and grpc-web) path, `/ndoto.v1.AuthService/ChildSignIn`.
    pub grpc_path: String,
    /// Its REST routes: the `google.api.http` rule and any additional bindings.
    pub rest: Vec<RestRoute>,
}

/// A REST route of an RPC.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RestRoute {
    /// The HTTP method, `POST`.
    pub method: http::Method,
    /// The path template, `/api/student/rewards/complete-challenge/{id}`.
    pub template: String,
}

impl RestRoute {
    /// The template with every `{variable}` replaced by `value`.
    pub fn path_with(&self, value: &str) -> String {
        let mut path = String::new();
        let mut rest = self.template.as_str();
        while let Some(open) = rest.find('{') {
            path.push_str(&rest[..open]);
            let close = rest[open..].find('}').map_or(rest.len(), |close| open + close + 1);
            path.push_str(value);
            rest = &rest[close..];
        }
        path.push_str(rest);
        path
    }

    /// Whether `path` is this route's template with each `{variable}` one whole, non-empty
    /// segment.
    pub fn matches(&self, path: &str) -> bool {
        let mut template = self.template.split('/');
        let mut segments = path.split('/');
        loop {
            match (template.next(), segments.next()) {
                (None, None) => return true,
                (Some(expected), Some(segment)) if expected.starts_with('{') => {
                    if segment.is_empty() {
                        return false;
                    }
                }
                (Some(expected), Some(segment)) if expected == segment => {}
                _ => return false,
            }
        }
    }

    /// Whether the template has `{variables}`.
    pub fn has_variables(&self) -> bool {
        self.template.contains('{')
    }
}

/// Every RPC of every service in `ndoto.v1`.
pub fn endpoints() -> anyhow::Result<Vec<Endpoint>> {
    let pool = DescriptorPool::decode(api::FILE_DESCRIPTOR_SET)?;
    let http = pool
        .get_extension_by_name("google.api.http")
        .ok_or_else(|| anyhow::anyhow!("the descriptor set lacks google.api.http"))?;
    let mut endpoints = Vec::new();
    for service in pool.services().filter(|service| service.package_name() == PACKAGE) {
        for method in service.methods() {
            let options = method.options();
            let mut rest = Vec::new();
            if options.has_extension(&http)
                && let Value::Message(rule) = options.get_extension(&http).as_ref()
            {
                rest_routes(rule, &mut rest)?;
            }
            endpoints.push(Endpoint {
                full_name: method.full_name().to_owned(),
                grpc_path: format!("/{}/{}", service.full_name(), method.name()),
                rest,
            });
        }
    }
    Ok(endpoints)
}

/// The routes of one `google.api.HttpRule` and its additional bindings.
fn rest_routes(rule: &DynamicMessage, routes: &mut Vec<RestRoute>) -> anyhow::Result<()> {
    let text = |name: &str| match rule.get_field_by_name(name).as_deref() {
        Some(Value::String(value)) if !value.is_empty() => Some(value.clone()),
        _ => None,
    };
    for (field, method) in [
        ("get", http::Method::GET),
        ("put", http::Method::PUT),
        ("post", http::Method::POST),
        ("delete", http::Method::DELETE),
        ("patch", http::Method::PATCH),
    ] {
        if let Some(template) = text(field) {
            routes.push(RestRoute { method, template });
        }
    }
    if let Some(Value::Message(custom)) = rule.get_field_by_name("custom").as_deref() {
        let kind = custom.get_field_by_name("kind");
        let path = custom.get_field_by_name("path");
        if let (Some(Value::String(kind)), Some(Value::String(path))) = (kind.as_deref(), path.as_deref())
            && !kind.is_empty()
        {
            routes.push(RestRoute { method: http::Method::from_bytes(kind.as_bytes())?, template: path.clone() });
        }
    }
    if let Some(Value::List(bindings)) = rule.get_field_by_name("additional_bindings").as_deref() {
        for binding in bindings {
            if let Value::Message(binding) = binding {
                rest_routes(binding, routes)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_method_is_found_with_its_rest_routes() {
        let endpoints = endpoints().unwrap();
        let sign_in = endpoints.iter().find(|e| e.full_name == "ndoto.v1.AuthService.ChildSignIn").unwrap();
        assert_eq!(sign_in.grpc_path, "/ndoto.v1.AuthService/ChildSignIn");
        assert_eq!(sign_in.rest, [RestRoute { method: http::Method::POST, template: "/api/auth/child/signin".into() }]);
        let complete = endpoints.iter().find(|e| e.full_name == "ndoto.v1.StudentService.CompleteChallenge").unwrap();
        assert_eq!(complete.rest[0].path_with("x"), "/api/student/rewards/complete-challenge/x");
        assert!(endpoints.len() >= 20, "{endpoints:?}");
        assert!(endpoints.iter().all(|e| !e.rest.is_empty()), "every RPC has a REST route");
    }

    /// Issue 27, item 5: an additional binding is a route of its own, and a last segment with a
    /// custom verb (`posts:page`) is compared whole.
    #[test]
    fn additional_bindings_with_custom_verbs_are_routes() {
        let endpoints = endpoints().unwrap();
        let posts = endpoints.iter().find(|e| e.full_name == "ndoto.v1.CommunityService.ListPosts").unwrap();
        let templates: Vec<&str> = posts.rest.iter().map(|route| route.template.as_str()).collect();
        assert_eq!(
            templates,
            [
                "/api/student/dashboard/communities/{community_id}/posts",
                "/api/student/dashboard/communities/{community_id}/posts:page"
            ]
        );
        let page = &posts.rest[1];
        assert_eq!(page.method, http::Method::GET);
        assert!(page.matches("/api/student/dashboard/communities/c1/posts:page"));
        assert!(!page.matches("/api/student/dashboard/communities/c1/posts"));
        assert!(!posts.rest[0].matches("/api/student/dashboard/communities/c1/posts:page"));
        assert!(!page.matches("/api/student/dashboard/communities/c1/posts:pages"));
        assert_eq!(page.path_with("c1"), "/api/student/dashboard/communities/c1/posts:page");
        for (name, template) in [
            ("ndoto.v1.CommunityService.ListCommunities", "/api/student/dashboard/communities:page"),
            ("ndoto.v1.StudentService.ListChallenges", "/api/student/dashboard/challenges:page"),
        ] {
            let endpoint = endpoints.iter().find(|e| e.full_name == name).unwrap();
            assert_eq!(endpoint.rest.len(), 2, "{endpoint:?}");
            assert!(endpoint.rest[1].matches(template) && !endpoint.rest[1].has_variables(), "{endpoint:?}");
            assert!(!endpoint.rest[0].matches(template), "{endpoint:?}");
        }
    }
}
