//! The bounds on the solvers' proofs in one load (what `check` runs): a node budget and a time
//! limit per puzzle, and a node budget and a time limit for the whole run. A puzzle whose proof
//! runs past its budget gets an `over-budget` error saying which one; once the run's budget is
//! spent, every puzzle still to prove gets an `over-budget` error saying it was not checked.
//!
//! The Renju proofs run within the puzzle's budget (their every search counts); the Jungle
//! proofs keep their own node budget (an `unproven-goal` warning past it) and count towards
//! the run's. Time limits need a clock and a thread, so only native callers (`check`) set them;
//! without one no clock is read.

use std::ops::Range;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::diagnostic::{DiagnosticKind, Finding};
use crate::i18n::Message;
use crate::msg;
use crate::solve::renju::{DEFAULT_PROOF_NODES, DEFAULT_VCT_NODES, ProofBudget};

/// The bounds on the proofs of one load.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProofLimits {
    /// Positions one puzzle's proof may visit, every search together.
    pub puzzle_nodes: u64,
    /// Positions all the proofs of the run may visit together (None: no bound).
    pub run_nodes: Option<u64>,
    /// How long one puzzle's proof may take (None: no limit).
    pub puzzle_time: Option<Duration>,
    /// How long all the proofs of the run may take (None: no limit).
    pub run_time: Option<Duration>,
}

impl ProofLimits {
    /// The node budget per puzzle ([`DEFAULT_PROOF_NODES`]), no run budget, no time limits.
    pub const DEFAULT: ProofLimits = ProofLimits {
        puzzle_nodes: DEFAULT_PROOF_NODES,
        run_nodes: None,
        puzzle_time: None,
        run_time: None,
    };
}

impl Default for ProofLimits {
    fn default() -> Self {
        ProofLimits::DEFAULT
    }
}

/// What bounded a proof that ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bound {
    PuzzleNodes,
    PuzzleTime,
    RunNodes,
    RunTime,
}

/// The proofs of one load so far: what the run's budget has left.
#[derive(Debug)]
pub struct ProofRun {
    limits: ProofLimits,
    nodes: u64,
    /// When the run began (read only when a time limit is set).
    started: Option<Instant>,
}

impl ProofRun {
    /// A run that has proved nothing yet.
    pub fn new(limits: ProofLimits) -> ProofRun {
        let timed = limits.puzzle_time.is_some() || limits.run_time.is_some();
        ProofRun {
            limits,
            nodes: 0,
            started: timed.then(Instant::now),
        }
    }

    /// Positions the run's proofs have visited.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Counts `nodes` more positions visited by a proof.
    pub(crate) fn record(&mut self, nodes: u64) {
        self.nodes = self.nodes.saturating_add(nodes);
    }

    fn run_left(&self) -> Option<u64> {
        self.limits
            .run_nodes
            .map(|budget| budget.saturating_sub(self.nodes))
    }

    fn run_deadline(&self) -> Option<Instant> {
        Some(self.started? + self.limits.run_time?)
    }

    /// Before a puzzle's proof: the error for a puzzle left unchecked at `span`, if the run's
    /// budget is spent.
    pub(crate) fn spent(&self, span: Range<usize>) -> Option<Finding> {
        let bound = if self.run_left() == Some(0) {
            Bound::RunNodes
        } else if self.run_deadline().is_some_and(|d| Instant::now() >= d) {
            Bound::RunTime
        } else {
            return None;
        };
        Some(self.finding(bound, span))
    }

    /// Starts one puzzle's proof: its budget, and a timer that cancels it at its deadline.
    pub(crate) fn start_puzzle(&self) -> PuzzleProof {
        let puzzle_nodes = self.limits.puzzle_nodes;
        let (total, nodes_bound) = match self.run_left() {
            Some(left) if left < puzzle_nodes => (left, Bound::RunNodes),
            _ => (puzzle_nodes, Bound::PuzzleNodes),
        };
        let now = self.started.map(|_| Instant::now());
        let own = now.zip(self.limits.puzzle_time).map(|(n, t)| n + t);
        let (deadline, time_bound) = match (own, self.run_deadline()) {
            (Some(own), Some(run)) if run < own => (Some(run), Bound::RunTime),
            (None, Some(run)) => (Some(run), Bound::RunTime),
            (own, _) => (own, Bound::PuzzleTime),
        };
        let cancel = Arc::new(AtomicBool::new(false));
        let timer = deadline.map(|d| Timer::start(d, Arc::clone(&cancel)));
        PuzzleProof {
            budget: ProofBudget {
                question_nodes: DEFAULT_VCT_NODES,
                total_nodes: total,
                cancel: Some(Arc::clone(&cancel)),
            },
            nodes_bound,
            time_bound,
            cancel,
            timer,
        }
    }

    /// The error for a proof that `bound` stopped, at `span`.
    fn finding(&self, bound: Bound, span: Range<usize>) -> Finding {
        let seconds = |time: Option<Duration>| time.map_or(0, |t| t.as_secs());
        let message: Message = match bound {
            Bound::PuzzleNodes => {
                msg!("content-proof-over-nodes", nodes = self.limits.puzzle_nodes)
            }
            Bound::PuzzleTime => msg!(
                "content-proof-over-time",
                seconds = seconds(self.limits.puzzle_time)
            ),
            Bound::RunNodes => msg!(
                "content-run-over-nodes",
                nodes = self.limits.run_nodes.unwrap_or(0)
            ),
            Bound::RunTime => msg!(
                "content-run-over-time",
                seconds = seconds(self.limits.run_time)
            ),
        };
        Finding::error(DiagnosticKind::OverBudget, span, message)
            .expected(msg!("content-expected-within-budget"))
    }
}

/// One puzzle's proof under way: the budget to prove it with.
#[derive(Debug)]
pub(crate) struct PuzzleProof {
    /// The budget for the prover (its cancel flag is the timer's).
    pub(crate) budget: ProofBudget,
    nodes_bound: Bound,
    time_bound: Bound,
    cancel: Arc<AtomicBool>,
    timer: Option<Timer>,
}

impl PuzzleProof {
    /// Ends the proof, which visited `nodes` positions: counts them in `run` and, if the proof
    /// ran out of its budget, gives the error at `span` saying which budget.
    pub(crate) fn finish(
        self,
        run: &mut ProofRun,
        nodes: u64,
        over_budget: bool,
        span: Range<usize>,
    ) -> Option<Finding> {
        drop(self.timer);
        run.record(nodes);
        if !over_budget {
            return None;
        }
        let bound = if self.cancel.load(Ordering::Relaxed) {
            self.time_bound
        } else {
            self.nodes_bound
        };
        Some(run.finding(bound, span))
    }
}

/// A thread that sets a flag at a deadline, unless it is dropped first.
#[derive(Debug)]
struct Timer {
    stop: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Timer {
    fn start(deadline: Instant, flag: Arc<AtomicBool>) -> Timer {
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let wait = deadline.saturating_duration_since(Instant::now());
            if let Err(mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(wait) {
                flag.store(true, Ordering::Relaxed);
            }
        });
        Timer {
            stop: Some(stop),
            thread: Some(thread),
        }
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        // Hanging up wakes the thread at once.
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spent_run_leaves_the_next_puzzle_unchecked() {
        let mut run = ProofRun::new(ProofLimits {
            run_nodes: Some(100),
            ..ProofLimits::DEFAULT
        });
        assert!(run.spent(0..1).is_none());
        let proof = run.start_puzzle();
        assert_eq!(proof.budget.total_nodes, 100, "the run's rest is less");
        assert!(proof.finish(&mut run, 100, false, 0..1).is_none());
        let finding = run.spent(3..4).expect("spent");
        assert_eq!(finding.kind, DiagnosticKind::OverBudget);
        assert_eq!(finding.span, 3..4);
    }

    #[test]
    fn a_proof_past_its_deadline_is_cancelled_and_says_so() {
        let mut run = ProofRun::new(ProofLimits {
            puzzle_time: Some(Duration::ZERO),
            ..ProofLimits::DEFAULT
        });
        let proof = run.start_puzzle();
        let flag = proof.budget.cancel.clone().expect("a flag");
        while !flag.load(Ordering::Relaxed) {
            std::thread::yield_now();
        }
        let finding = proof.finish(&mut run, 5, true, 0..1).expect("over");
        assert_eq!(finding.message.id, "content-proof-over-time");
        assert_eq!(run.nodes(), 5);
    }
}
