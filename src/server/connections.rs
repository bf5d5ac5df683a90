//! The server's connections, as an axum [`Listener`]: at most [`max_connections`] open at once
//! (the rest wait in the kernel's queue, below the process's file limit so the database can
//! always open its files), and each closed after [`IDLE_TIMEOUT`] without a byte either way — a
//! half-sent request, a stalled body, an idle keep-alive socket or a client that stops reading.
//! WebSockets stay alive with the pings the live routes send.

use axum::serve::Listener;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, Sleep};

/// A connection with no byte read or written for this long is closed.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(10);
/// The most connections when the file limit allows it.
pub const MAX_CONNECTIONS: usize = 4_096;
/// File descriptors kept for the database, the web files and the logs.
const RESERVED_FILES: usize = 128;

/// The connection cap for this process: [`MAX_CONNECTIONS`], or fewer when the soft limit on
/// open files (Linux: `/proc/self/limits`) is lower.
pub fn max_connections() -> usize {
    let limit = std::fs::read_to_string("/proc/self/limits")
        .ok()
        .and_then(|text| {
            text.lines()
                .find(|line| line.starts_with("Max open files"))
                .and_then(|line| line.split_whitespace().nth(3))
                .and_then(|soft| soft.parse::<usize>().ok())
        });
    match limit {
        Some(files) => files
            .saturating_sub(RESERVED_FILES)
            .clamp(64, MAX_CONNECTIONS),
        None => MAX_CONNECTIONS,
    }
}

/// The address a connection came from (`ConnectInfo<Peer>` in a handler or layer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Peer(pub SocketAddr);

impl axum::extract::connect_info::Connected<axum::serve::IncomingStream<'_, Guarded>> for Peer {
    fn connect_info(stream: axum::serve::IncomingStream<'_, Guarded>) -> Self {
        Peer(*stream.remote_addr())
    }
}

/// A TCP listener that caps and times out its connections.
#[derive(Debug)]
pub struct Guarded {
    listener: TcpListener,
    permits: Arc<Semaphore>,
    idle: Duration,
}

impl Guarded {
    /// Caps `listener` at `max` connections, each closed after `idle` without traffic.
    pub fn new(listener: TcpListener, max: usize, idle: Duration) -> Self {
        Guarded {
            listener,
            permits: Arc::new(Semaphore::new(max.max(1))),
            idle,
        }
    }
}

impl Listener for Guarded {
    type Io = GuardedIo;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        loop {
            let Ok(permit) = self.permits.clone().acquire_owned().await else {
                // The semaphore is never closed; wait as if no connection came.
                std::future::pending::<()>().await;
                continue;
            };
            match self.listener.accept().await {
                Ok((stream, address)) => {
                    let _ = stream.set_nodelay(true);
                    return (GuardedIo::new(stream, permit, self.idle), address);
                }
                // Out of files or a connection reset before it was taken: try again soon.
                Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
            }
        }
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.listener.local_addr()
    }
}

/// One connection: its slot under the cap, and its idle deadline.
#[derive(Debug)]
pub struct GuardedIo {
    stream: TcpStream,
    _permit: OwnedSemaphorePermit,
    idle: Duration,
    deadline: Pin<Box<Sleep>>,
}

impl GuardedIo {
    fn new(stream: TcpStream, permit: OwnedSemaphorePermit, idle: Duration) -> Self {
        GuardedIo {
            stream,
            _permit: permit,
            idle,
            deadline: Box::pin(tokio::time::sleep(idle)),
        }
    }

    fn touch(&mut self) {
        let next = Instant::now() + self.idle;
        self.deadline.as_mut().reset(next);
    }

    /// While waiting: an error once the connection has been idle too long.
    fn expired(&mut self, cx: &mut Context<'_>) -> bool {
        self.deadline.as_mut().poll(cx).is_ready()
    }
}

fn timed_out() -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, "the connection was idle too long")
}

impl AsyncRead for GuardedIo {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        match Pin::new(&mut this.stream).poll_read(cx, buf) {
            Poll::Ready(result) => {
                if buf.filled().len() > before {
                    this.touch();
                }
                Poll::Ready(result)
            }
            Poll::Pending if this.expired(cx) => Poll::Ready(Err(timed_out())),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl AsyncWrite for GuardedIo {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.stream).poll_write(cx, buf) {
            Poll::Ready(Ok(written)) => {
                if written > 0 {
                    this.touch();
                }
                Poll::Ready(Ok(written))
            }
            Poll::Ready(Err(error)) => Poll::Ready(Err(error)),
            Poll::Pending if this.expired(cx) => Poll::Ready(Err(timed_out())),
            Poll::Pending => Poll::Pending,
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_follows_the_file_limit_within_bounds() {
        let cap = max_connections();
        assert!((64..=MAX_CONNECTIONS).contains(&cap), "{cap}");
    }
}
