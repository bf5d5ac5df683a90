//! The machine's numeric LAN address for the URL the teacher projects (`.local` names do not
//! resolve on ChromeOS or Android).

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

/// The IPv4 address this machine would use to reach the local network, if any. Connecting a
/// UDP socket only picks a route: no packet is sent.
pub fn lan_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // 192.0.2.1 is TEST-NET-1: never on a real network, still routed by the default route.
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let address = socket.local_addr().ok()?.ip();
    (!address.is_loopback() && !address.is_unspecified()).then_some(address)
}

/// The URLs to print: the LAN one (when the server listens beyond loopback) and 127.0.0.1.
pub fn urls(bind: IpAddr, port: u16) -> Vec<String> {
    let mut urls = Vec::new();
    if bind.is_unspecified() {
        if let Some(address) = lan_address() {
            urls.push(format!("http://{address}:{port}/"));
        }
        urls.push(format!("http://127.0.0.1:{port}/"));
    } else {
        urls.push(format!("http://{bind}:{port}/"));
    }
    urls
}
