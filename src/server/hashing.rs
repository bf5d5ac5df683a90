//! The argon2 work (19 MiB of memory and tens of milliseconds for each PIN hashed or checked)
//! on a fixed pair of threads with a short queue. Unbounded, 256 class creations or logins in
//! flight took 4.8 GB; here at most [`WORKERS`] hashes run at once, each thread reuses the
//! memory its allocator kept from the last one, and a request that finds the queue full is
//! answered 503 with `Retry-After` at once, before any work is done for it.

use super::error::ApiError;
use axum::http::StatusCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};

/// Threads hashing PINs.
pub const WORKERS: usize = 2;
/// PIN jobs that may wait for a thread; more at once are refused with 503.
pub const QUEUE: usize = 16;

type Job = Box<dyn FnOnce() + Send>;

/// The bounded pool of PIN-hashing threads. The threads end when it is dropped.
#[derive(Debug)]
pub struct PinHasher {
    jobs: SyncSender<Job>,
    runs: Arc<AtomicU64>,
}

impl Default for PinHasher {
    fn default() -> Self {
        Self::new()
    }
}

impl PinHasher {
    /// Starts [`WORKERS`] threads.
    pub fn new() -> Self {
        let (jobs, receiver) = sync_channel::<Job>(QUEUE);
        let receiver = Arc::new(Mutex::new(receiver));
        for n in 0..WORKERS {
            let receiver = receiver.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("qi-pin-{n}"))
                .spawn(move || work(&receiver));
            if let Err(error) = spawned {
                eprintln!("qi-classroom serve: no PIN thread: {error}");
            }
        }
        PinHasher {
            jobs,
            runs: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Runs `work` on a PIN thread; 503 with `Retry-After: 1` when [`QUEUE`] jobs already wait.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let (done, answer) = tokio::sync::oneshot::channel();
        let runs = self.runs.clone();
        let job: Job = Box::new(move || {
            runs.fetch_add(1, Ordering::SeqCst);
            let _ = done.send(work());
        });
        match self.jobs.try_send(job) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => {
                return Err(ApiError::busy("too many PIN checks at once", 1));
            }
            Err(TrySendError::Disconnected(_)) => return Err(stopped()),
        }
        answer.await.map_err(|_| stopped())
    }

    /// PINs hashed or checked so far.
    pub fn runs(&self) -> u64 {
        self.runs.load(Ordering::SeqCst)
    }
}

fn stopped() -> ApiError {
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "the PIN threads have stopped",
    )
}

fn work(receiver: &Mutex<Receiver<Job>>) {
    loop {
        let job = match receiver.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        match job {
            Ok(job) => job(),
            Err(_) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_past_the_queue_are_refused_at_once_and_the_rest_run() {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            let hasher = Arc::new(PinHasher::new());
            let gate = Arc::new(std::sync::Barrier::new(WORKERS + 1));
            // Hold both threads, fill the queue, then one more is refused.
            let mut held = Vec::new();
            for _ in 0..WORKERS {
                let (hasher, gate) = (hasher.clone(), gate.clone());
                held.push(tokio::spawn(async move {
                    hasher.run(move || gate.wait()).await
                }));
            }
            while hasher.runs() < WORKERS as u64 {
                tokio::task::yield_now().await;
            }
            let mut queued = Vec::new();
            for n in 0..QUEUE {
                let hasher = hasher.clone();
                queued.push(tokio::spawn(async move { hasher.run(move || n).await }));
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            let refused = hasher.run(|| 0).await.expect_err("the queue is full");
            assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
            assert_eq!(refused.retry_after, Some(1));
            gate.wait();
            for (n, job) in queued.into_iter().enumerate() {
                assert_eq!(job.await.expect("joined").expect("ran"), n);
            }
            assert_eq!(hasher.runs(), (WORKERS + QUEUE) as u64);
        });
    }
}
