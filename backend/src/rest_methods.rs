//! A REST path the API serves under other methods answers 405 Method Not Allowed with an `Allow`
//! header listing them, before the auth layer: `GET /api/auth/child/signin` is told to POST, not
//! to sign in first. Other unknown routes stay the auth layer's and the transcoder's (401, 404).

use std::{
    collections::{BTreeSet, HashMap, HashSet},
    sync::Arc,
};

use axum::{
    extract::{Request, State},
    http::{HeaderValue, Method, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::{
    auth::endpoints::{self, RestRoute},
    error::Reason,
};

/// Every REST route of the API: the fixed paths by method for the common case (one lookup), and
/// the templates with `{variables}`, matched segment by segment.
#[derive(Clone)]
pub struct RestMethods(Arc<Table>);

struct Table {
    fixed: HashMap<Method, HashSet<String>>,
    all: Vec<RestRoute>,
}

impl RestMethods {
    /// The routes of the API in the descriptor set.
    pub fn new() -> anyhow::Result<Self> {
        let all: Vec<RestRoute> = endpoints::endpoints()?.into_iter().flat_map(|endpoint| endpoint.rest).collect();
        let mut fixed: HashMap<Method, HashSet<String>> = HashMap::new();
        for route in all.iter().filter(|route| !route.has_variables()) {
            fixed.entry(route.method.clone()).or_default().insert(route.template.clone());
        }
        Ok(Self(Arc::new(Table { fixed, all })))
    }

    /// The methods `path` answers, when it answers some but not `method`.
    fn others(&self, method: &Method, path: &str) -> Option<BTreeSet<&str>> {
        if self.0.fixed.get(method).is_some_and(|paths| paths.contains(path)) {
            return None;
        }
        let mut allowed = BTreeSet::new();
        for route in self.0.all.iter().filter(|route| route.matches(path)) {
            if route.method == method {
                return None;
            }
            allowed.insert(route.method.as_str());
        }
        (!allowed.is_empty()).then_some(allowed)
    }
}

/// The layer: 405 with `Allow` for a known REST path asked with a method it does not answer.
pub async fn refuse_wrong_method(State(methods): State<RestMethods>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    if !path.starts_with("/api/") {
        return next.run(request).await;
    }
    let Some(allowed) = methods.others(request.method(), path) else { return next.run(request).await };
    let allow = allowed.into_iter().collect::<Vec<_>>().join(", ");
    let message = crate::words!("method-not-allowed", method = request.method().as_str(), path = path, allow = &allow);
    let status = crate::error::status_with_reason(tonic::Code::Unimplemented, Reason::MethodNotAllowed, message);
    let mut response =
        (StatusCode::METHOD_NOT_ALLOWED, axum::Json(crate::rest_errors::body_with_details(&status))).into_response();
    if let Ok(value) = HeaderValue::from_str(&allow) {
        response.headers_mut().insert(header::ALLOW, value);
    }
    crate::server::drain_unread_body(request.into_body()).await;
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_path_under_another_method_lists_the_methods_it_answers() {
        let methods = RestMethods::new().unwrap();
        let names =
            |method: Method, path: &str| methods.others(&method, path).map(|set| set.into_iter().collect::<Vec<_>>());
        assert_eq!(names(Method::GET, "/api/auth/child/signin"), Some(vec!["POST"]));
        assert_eq!(names(Method::POST, "/api/auth/child/signin"), None);
        assert_eq!(names(Method::PUT, "/api/parent/children/42"), Some(vec!["DELETE", "PATCH"]));
        // A variable is one whole segment.
        assert_eq!(names(Method::PUT, "/api/parent/children/42/more"), None);
        assert_eq!(names(Method::PUT, "/api/parent/children/"), None);
        assert_eq!(names(Method::GET, "/api/student/dashboard"), None);
        assert_eq!(names(Method::GET, "/api/no/such/path"), None);
        assert_eq!(names(Method::GET, "/api/student/dashboard/communities/c1/posts/p1/like"), Some(vec!["POST"]));
        // The `:page` bindings (issue 27, item 5): their own paths, GET only.
        assert_eq!(names(Method::GET, "/api/student/dashboard/communities:page"), None);
        assert_eq!(names(Method::POST, "/api/student/dashboard/communities:page"), Some(vec!["GET"]));
        assert_eq!(names(Method::GET, "/api/student/dashboard/communities/c1/posts:page"), None);
        assert_eq!(names(Method::POST, "/api/student/dashboard/communities/c1/posts:page"), Some(vec!["GET"]));
        assert_eq!(names(Method::DELETE, "/api/student/dashboard/challenges:page"), Some(vec!["GET"]));
        assert_eq!(names(Method::POST, "/api/student/dashboard/communities/c1/posts"), None);
    }
}
