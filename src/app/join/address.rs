//! Reading the server address an adult types on a device: `192.168.1.20`, `192.168.1.20:8080`
//! or a full `http://…/` all mean the same server.

/// The port `qi-classroom serve` listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 8080;

/// The server's base URL without a trailing `/` (`http://192.168.1.20:8080`), or `None` when
/// the text cannot be an address.
pub fn base_url(typed: &str) -> Option<String> {
    let text = typed.trim().trim_end_matches('/');
    if text.is_empty() || text.chars().any(char::is_whitespace) {
        return None;
    }
    let (scheme, rest) = match text.split_once("://") {
        Some((scheme, rest)) if scheme == "http" || scheme == "https" => (scheme, rest),
        Some(_) => return None,
        None => ("http", text),
    };
    // A join link (`http://host:port/?join=CODE`) names the server too.
    let host_port = rest.split(['/', '?', '#']).next().unwrap_or("");
    if host_port.is_empty() {
        return None;
    }
    let has_port = match host_port.strip_prefix('[') {
        Some(inside) => inside.contains("]:"),
        None => host_port.rsplit_once(':').is_some_and(|(host, port)| {
            !host.is_empty() && !port.is_empty() && port.chars().all(|c| c.is_ascii_digit())
        }),
    };
    // Plain http gets the server's own port; https is a proxy on its usual port.
    let with_port = if has_port || scheme == "https" {
        host_port.to_owned()
    } else {
        format!("{host_port}:{DEFAULT_PORT}")
    };
    Some(format!("{scheme}://{with_port}"))
}

/// The class code inside a join link (`…?join=ABC234`), if any.
pub fn code_in_link(typed: &str) -> Option<String> {
    let (_, query) = typed.split_once("join=")?;
    let code: String = query
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    (!code.is_empty()).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_address_gets_http_and_the_default_port() {
        assert_eq!(
            base_url("192.168.1.20"),
            Some("http://192.168.1.20:8080".into())
        );
        assert_eq!(
            base_url(" 192.168.1.20:9000/ "),
            Some("http://192.168.1.20:9000".into())
        );
        assert_eq!(
            base_url("http://10.0.0.5:8080/?join=ABC234"),
            Some("http://10.0.0.5:8080".into())
        );
        assert_eq!(
            base_url("https://qi.school.example"),
            Some("https://qi.school.example".into())
        );
        assert_eq!(base_url(""), None);
        assert_eq!(base_url("ftp://x"), None);
        assert_eq!(base_url("a b"), None);
        assert_eq!(
            code_in_link("http://10.0.0.5:8080/?join=ABC234"),
            Some("ABC234".into())
        );
        assert_eq!(code_in_link("10.0.0.5"), None);
    }
}
