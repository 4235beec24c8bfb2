//! The headers every answer carries so that a browser treats the app and the API safely: a strict
//! Content-Security-Policy, no MIME sniffing, no framing by other sites, no referrer beyond our
//! origin, no camera or microphone, and no caching of API answers (they hold children's data).

use axum::{
    extract::{Request, State},
    http::{HeaderName, HeaderValue, header},
    middleware::Next,
    response::Response,
};

use crate::auth::layer::grpc_service;

/// What the built app may load. Scripts only from our origin, plus the inline scripts of the
/// served index.html by their hashes (see [`ContentSecurityPolicy::for_index`]); styles also
/// inline, because antd writes its CSS-in-JS into `<style>` elements at run time and a style
/// cannot run code; images from our origin and YouTube's thumbnail hosts; the only frames are the
/// privacy-enhanced YouTube player; nothing may frame us. `{script-hashes}` is where the hashes go.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
     script-src 'self'{script-hashes}; \
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

/// The Content-Security-Policy header every answer carries.
#[derive(Clone, Debug)]
pub(crate) struct ContentSecurityPolicy(HeaderValue);

impl ContentSecurityPolicy {
    /// The policy for the app in `index_html` (none when the app is not built): the inline
    /// scripts it holds (the theme and splash script that paints before the bundle loads) may
    /// run, by their SHA-256 hashes, and no other inline script. Computed from the file served,
    /// so the policy and the page cannot drift apart.
    pub(crate) fn for_index(index_html: Option<&str>) -> Self {
        let hashes: String = index_html
            .map(inline_scripts)
            .unwrap_or_default()
            .iter()
            .map(|script| format!(" 'sha256-{}'", sha256_base64(script)))
            .collect();
        let policy = CONTENT_SECURITY_POLICY.replace("{script-hashes}", &hashes);
        Self(HeaderValue::from_str(&policy).expect("the policy is ASCII"))
    }
}

/// The text of each `<script>` element without a `src` attribute, exactly as a browser hashes it.
fn inline_scripts(html: &str) -> Vec<&str> {
    let mut scripts = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let after = &rest[start + "<script".len()..];
        let Some(tag_end) = after.find('>') else { break };
        let attributes = &after[..tag_end];
        let body = &after[tag_end + 1..];
        let Some(close) = body.find("</script") else { break };
        let has_src = attributes
            .split(|c: char| c.is_whitespace())
            .any(|attribute| attribute == "src" || attribute.starts_with("src="));
        if !has_src {
            scripts.push(&body[..close]);
        }
        rest = &body[close..];
    }
    scripts
}

fn sha256_base64(text: &str) -> String {
    use base64::Engine as _;
    use sha2::Digest as _;
    base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(text.as_bytes()))
}

/// Powerful features the app never uses, off for the page and every frame in it. Only features
/// Chromium knows: an unknown one ('bluetooth', which Chromium governs by its own permission)
/// costs every page a console warning (the e2e support fails on one).
const PERMISSIONS_POLICY: &str = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), \
     hid=(), display-capture=(), browsing-topics=()";

/// Adds the security headers to every answer, and `no-store` to the API's.
pub(crate) async fn security_headers(
    State(policy): State<ContentSecurityPolicy>,
    request: Request,
    next: Next,
) -> Response {
    let path = request.uri().path();
    let is_api = is_api_path(path) || grpc_service(path).is_some() || crate::health::is_probe(path);
    // Native gRPC clients are no browsers: these headers would be metadata they never read, on
    // every answer. grpc-web is a browser's and keeps them.
    let native_grpc = request.headers().get(header::CONTENT_TYPE).is_some_and(|t| {
        t.as_bytes().starts_with(b"application/grpc") && !t.as_bytes().starts_with(b"application/grpc-web")
    });
    let mut response = next.run(request).await;
    if native_grpc {
        return response;
    }
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, policy.0);
    for (name, value) in [
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
    fn inline_scripts_are_allowed_by_hash_and_nothing_else() {
        let bare = ContentSecurityPolicy::for_index(None).0;
        assert!(bare.to_str().unwrap().contains("script-src 'self';"));
        let html = "<html><head><script>document.documentElement.className='dark'</script>\
            <script type=\"module\" crossorigin src=\"/assets/index-abc.js\"></script></head>\
            <body><script nomodule>alert(1)</script></body></html>";
        assert_eq!(inline_scripts(html), ["document.documentElement.className='dark'", "alert(1)"]);
        let policy = ContentSecurityPolicy::for_index(Some(html)).0;
        let policy = policy.to_str().unwrap();
        // The value a browser computes: `echo -n "alert(1)" | openssl sha256 -binary | base64`.
        assert!(policy.contains("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"), "{policy}");
        assert!(!policy.contains("script-src 'self' 'unsafe-inline'"), "{policy}");
        assert_eq!(policy.matches("'sha256-").count(), 2, "{policy}");
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
