//! Checks every request passes before its route, and the shape of every error answer:
//! - a write (`POST`, `PUT`, `DELETE`) from a web page of another site is refused (403): a
//!   browser names the page's site in `Origin`, and it must be this server's own;
//! - the `Host` must be an address, `localhost`, a `.local` name or one the teacher allowed
//!   (`--allow-host`), so a web page cannot reach the server under a name of its own (DNS
//!   rebinding);
//! - the web bundle is served without dotfiles and without following links out of its folder;
//! - an error answer with no body (405, a timeout) gets `{"error":"…"}` like every other.

use super::App;
use super::error::ApiError;
use crate::store::Store;
use axum::body::Body;
use axum::body::HttpBody as _;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::IpAddr;
use std::path::Path;
use std::sync::Arc;

/// The host part of a `Host` or `Origin` value (`[::1]:8080` → `::1`, `a.local:80` → `a.local`).
fn host_name(authority: &str) -> &str {
    let authority = authority.trim();
    if let Some(rest) = authority.strip_prefix('[') {
        return rest.split(']').next().unwrap_or(rest);
    }
    authority
        .rsplit_once(':')
        .map_or(authority, |(host, port)| {
            if port.chars().all(|c| c.is_ascii_digit()) {
                host
            } else {
                authority
            }
        })
}

/// Whether a `Host` may be answered: an IP address, `localhost`, a `.local` name or an allowed
/// name (compared without case).
pub fn host_allowed(host: &str, allowed: &[String]) -> bool {
    let name = host_name(host).trim_end_matches('.').to_ascii_lowercase();
    name.parse::<IpAddr>().is_ok()
        || name == "localhost"
        || name.ends_with(".local")
        || allowed.iter().any(|a| a.eq_ignore_ascii_case(&name))
}

/// Whether a write's `Origin` (when sent) is this server itself.
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) else {
        return false;
    };
    let origin = origin.to_str().unwrap_or("");
    let authority = origin.split_once("://").map_or("", |(_, rest)| rest);
    authority.eq_ignore_ascii_case(host)
}

/// The request checks above.
pub async fn check<S: Store>(
    State(app): State<Arc<App<S>>>,
    request: Request,
    next: Next,
) -> Response {
    let headers = request.headers();
    if let Some(host) = headers.get(header::HOST)
        && !host_allowed(host.to_str().unwrap_or(""), &app.allowed_hosts)
    {
        return ApiError::new(StatusCode::MISDIRECTED_REQUEST, "unknown host name").into_response();
    }
    let writes = !matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    if writes && !same_origin(headers) {
        return ApiError::forbidden().into_response();
    }
    if request.method() == Method::GET && !request.uri().path().starts_with("/api/") {
        let inside = web_path_allowed(&app.web, request.uri().path());
        if !inside {
            return ApiError::not_found("file").into_response();
        }
    }
    with_error_body(next.run(request).await)
}

/// Whether `path` (as requested) may be served from `web`: no segment starting with `.`, and
/// when it names an existing file, the file really is inside `web` (no link leads out).
pub fn web_path_allowed(web: &Path, path: &str) -> bool {
    let decoded = percent_decode(path);
    let segments: Vec<&str> = decoded.split('/').filter(|s| !s.is_empty()).collect();
    if segments
        .iter()
        .any(|s| s.starts_with('.') || s.contains('\\'))
    {
        return false;
    }
    let target = segments.iter().fold(web.to_path_buf(), |p, s| p.join(s));
    match (target.canonicalize(), web.canonicalize()) {
        (Ok(file), Ok(root)) => file.starts_with(root),
        // Nothing there: the fallback (index.html) answers.
        _ => true,
    }
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// An error answer without a body gets `{"error": "<reason>"}`.
fn with_error_body(response: Response) -> Response {
    let status = response.status();
    let empty = response.body().size_hint().exact() == Some(0);
    if !(status.is_client_error() || status.is_server_error()) || !empty {
        return response;
    }
    let reason = status.canonical_reason().unwrap_or("error").to_lowercase();
    let (mut parts, _) = response.into_parts();
    let body = serde_json::json!({ "error": reason }).to_string();
    parts.headers.insert(
        header::CONTENT_TYPE,
        header::HeaderValue::from_static("application/json"),
    );
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_localhost_and_local_names_are_answered_other_names_only_when_allowed() {
        let allowed = vec!["classroom.school.example".to_owned()];
        for host in [
            "192.168.1.20:8080",
            "127.0.0.1",
            "[::1]:8080",
            "localhost:8080",
        ] {
            assert!(host_allowed(host, &allowed), "{host}");
        }
        assert!(host_allowed("teacher-laptop.local:8080", &allowed));
        assert!(host_allowed("Classroom.School.Example", &allowed));
        assert!(!host_allowed("evil.example:8080", &allowed));
    }

    #[test]
    fn only_this_servers_own_pages_may_write() {
        let mut headers = HeaderMap::new();
        headers.insert(header::HOST, "192.168.1.20:8080".parse().expect("value"));
        assert!(same_origin(&headers), "no Origin: not a browser page");
        headers.insert(
            header::ORIGIN,
            "http://192.168.1.20:8080".parse().expect("value"),
        );
        assert!(same_origin(&headers));
        headers.insert(
            header::ORIGIN,
            "https://evil.example".parse().expect("value"),
        );
        assert!(!same_origin(&headers));
    }

    #[test]
    fn dotfiles_and_links_out_of_the_web_folder_are_not_served() {
        let dir = tempfile::tempdir().expect("a folder");
        let web = dir.path().join("web");
        std::fs::create_dir(&web).expect("web");
        std::fs::write(web.join("app.js"), "x").expect("file");
        std::fs::write(dir.path().join("secret.txt"), "s").expect("file");
        assert!(web_path_allowed(&web, "/app.js"));
        assert!(web_path_allowed(&web, "/not-there.js"));
        assert!(!web_path_allowed(&web, "/.git/config"));
        assert!(!web_path_allowed(&web, "/%2egit/config"));
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.path().join("secret.txt"), web.join("link.txt"))
                .expect("link");
            assert!(!web_path_allowed(&web, "/link.txt"));
        }
    }
}
