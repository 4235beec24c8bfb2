//! The headers every answer carries so that a browser treats the app and the API safely: a strict
//! Content-Security-Policy, no MIME sniffing, no framing by other sites, no referrer beyond our
//! origin, no camera or microphone, and no caching of API answers (they hold children's data).

use axum::{
    extract::Request,
    http::{HeaderName, HeaderValue, header},
    middleware::Next,
    response::Response,
};

use crate::auth::layer::grpc_service;

/// What the built app may load. Scripts only from our origin (Vite emits no inline script);
/// styles also inline, because antd writes its CSS-in-JS into `<style>` elements at run time and
/// a style cannot run code; images from our origin and YouTube's thumbnail hosts; the only frames
/// are the privacy-enhanced YouTube player; nothing may frame us.
pub(crate) const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
     script-src 'self'; \
     style-src 'self' 'unsafe-inline'; \
     img-src 'self' data: https://img.youtube.com https://i.ytimg.com; \
     font-src 'self' data:; \
     connect-src 'self'; \
     media-src 'self'; \
     frame-src https://www.youtube-nocookie.com; \
     object-src 'none'; \
     base-uri 'none'; \
     form-action 'self'; \
     frame-ancestors 'none'";

/// Powerful features the app never uses, off for the page and every frame in it.
const PERMISSIONS_POLICY: &str = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), \
     bluetooth=(), hid=(), display-capture=(), browsing-topics=()";

/// Adds the security headers to every answer, and `no-store` to the API's.
pub(crate) async fn security_headers(request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let is_api = is_api_path(path) || grpc_service(path).is_some() || path == "/healthz";
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        // For browsers older than frame-ancestors.
        (header::X_FRAME_OPTIONS, "DENY"),
        // The YouTube player needs to know the embedding origin; nothing else leaves the site.
        (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
        (HeaderName::from_static("permissions-policy"), PERMISSIONS_POLICY),
        (HeaderName::from_static("cross-origin-opener-policy"), "same-origin"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if is_api {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// The REST API's paths.
pub(crate) fn is_api_path(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/")
}

/// Whether a web path names a dotfile or a dot-directory (`/.env`, `/.git/config`,
/// `/.well-known/x`): none is ever served, whatever the web directory holds.
pub(crate) fn names_dotfile(path: &str) -> bool {
    path.split('/').any(|segment| segment.starts_with('.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dotfiles_are_recognised_in_any_segment() {
        for path in ["/.env", "/.git/config", "/assets/.hidden.js", "/.well-known/security.txt", "/a/../b"] {
            assert!(names_dotfile(path), "{path}");
        }
        for path in ["/", "/home", "/assets/index-abc.js", "/community/42", "/favicon.svg"] {
            assert!(!names_dotfile(path), "{path}");
        }
    }

    #[test]
    fn rpc_paths_are_told_from_web_paths() {
        assert!(grpc_service("/ndoto.v1.AuthService/ChildSignIn").is_some());
        assert!(grpc_service("/grpc.health.v1.Health/Check").is_some());
        assert!(grpc_service("/assets/index-abc.js").is_none());
        assert!(grpc_service("/community/42").is_none());
        assert!(grpc_service("/favicon.svg").is_none());
    }
}
