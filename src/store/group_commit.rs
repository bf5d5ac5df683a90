//! Group commit for SQLite: the progress batches of a whole class, arriving together, are
//! written in one transaction instead of one each.
//!
//! SQLite has one writer at a time and every commit costs the same whatever it holds, so 40
//! devices sending at the same moment used to wait for 40 commits in turn. Here each batch is
//! handed to one writer task; it takes every batch that is waiting (up to [`MAX_GROUP`]),
//! commits them together, and only then answers each sender — so an acknowledged event is a
//! committed event, exactly as before. If the shared commit fails, each batch is retried in
//! its own transaction, so one batch's failure is never another's.

use super::StoreResult;
use crate::classroom::Event;
use tokio::sync::{mpsc, oneshot};

/// The most batches one commit takes (a class is 20–40 devices).
pub(super) const MAX_GROUP: usize = 64;
/// Batches that may wait for the writer before senders wait to hand theirs over.
const QUEUE: usize = 1_024;

/// One child's batch, and where to say that it is committed.
#[derive(Debug)]
pub(super) struct Job {
    pub code: String,
    pub student_id: String,
    pub events: Vec<Event>,
    pub now_ms: i64,
    pub done: oneshot::Sender<StoreResult<()>>,
}

/// Writes a group of batches in one transaction.
pub(super) trait Commit: Send + Sync + 'static {
    /// Stores every job's events in one transaction; `Err` when nothing was committed.
    fn commit(&self, jobs: &[Job]) -> impl Future<Output = StoreResult<()>> + Send;
}

/// Starts the writer task; the returned sender hands batches to it. The task ends when every
/// sender is gone.
pub(super) fn start(writer: impl Commit) -> mpsc::Sender<Job> {
    let (sender, receiver) = mpsc::channel(QUEUE);
    tokio::spawn(run(writer, receiver));
    sender
}

async fn run(writer: impl Commit, mut receiver: mpsc::Receiver<Job>) {
    let mut group = Vec::with_capacity(MAX_GROUP);
    while let Some(first) = receiver.recv().await {
        group.push(first);
        while group.len() < MAX_GROUP {
            match receiver.try_recv() {
                Ok(job) => group.push(job),
                Err(_) => break,
            }
        }
        if writer.commit(&group).await.is_ok() {
            for job in group.drain(..) {
                let _ = job.done.send(Ok(()));
            }
        } else {
            // Nothing of the group was committed: each batch on its own, with its own answer.
            for job in group.drain(..) {
                let outcome = writer.commit(std::slice::from_ref(&job)).await;
                let _ = job.done.send(outcome);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::StoreError;
    use std::sync::{Arc, Mutex};

    /// Records each group's students; a group holding "bad" fails as a whole.
    #[derive(Clone, Default)]
    struct Recorder(Arc<Mutex<Vec<Vec<String>>>>);

    impl Commit for Recorder {
        async fn commit(&self, jobs: &[Job]) -> StoreResult<()> {
            let students: Vec<String> = jobs.iter().map(|j| j.student_id.clone()).collect();
            let bad = students.iter().any(|s| s == "bad");
            self.0.lock().expect("not poisoned").push(students);
            if bad {
                Err(StoreError::new("refused"))
            } else {
                Ok(())
            }
        }
    }

    fn job(student: &str) -> (Job, oneshot::Receiver<StoreResult<()>>) {
        let (done, answer) = oneshot::channel();
        let job = Job {
            code: "C".into(),
            student_id: student.into(),
            events: Vec::new(),
            now_ms: 0,
            done,
        };
        (job, answer)
    }

    #[test]
    fn waiting_batches_share_one_commit_and_a_failed_one_fails_alone() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            let recorder = Recorder::default();
            let sender = start(recorder.clone());
            // Handed over before the writer task first runs: they wait together.
            let mut answers = Vec::new();
            for student in ["a", "b", "bad", "c"] {
                let (job, answer) = job(student);
                sender.try_send(job).expect("room in the queue");
                answers.push(answer);
            }
            let mut outcomes = Vec::new();
            for answer in answers {
                outcomes.push(answer.await.expect("answered").is_ok());
            }
            assert_eq!(outcomes, [true, true, false, true]);
            let groups = recorder.0.lock().expect("not poisoned").clone();
            assert_eq!(groups[0], ["a", "b", "bad", "c"], "one commit for all four");
            // Then each on its own, so only "bad" fails.
            assert_eq!(&groups[1..], [["a"], ["b"], ["bad"], ["c"]]);
        });
    }

    #[test]
    fn a_group_holds_at_most_max_group_batches() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            let recorder = Recorder::default();
            let sender = start(recorder.clone());
            let mut answers = Vec::new();
            for n in 0..MAX_GROUP + 5 {
                let (job, answer) = job(&format!("s{n}"));
                sender.try_send(job).expect("room in the queue");
                answers.push(answer);
            }
            for answer in answers {
                assert!(answer.await.expect("answered").is_ok());
            }
            let sizes: Vec<usize> = recorder
                .0
                .lock()
                .expect("not poisoned")
                .iter()
                .map(Vec::len)
                .collect();
            assert_eq!(sizes, [MAX_GROUP, 5]);
        });
    }
}
