//! What the app and the classroom server agree on: classes, rosters, join codes, progress events
//! and their totals, today's work, and the JSON types of both directions (`protocol`).
//!
//! Pure logic over serde types: no I/O, no egui, no axum, so the rules are tested without sockets
//! and the native app, the web app and the server share one copy of them.

pub mod code;
pub mod csv;
pub mod dashboard;
pub mod event;
pub mod mistakes;
pub mod outbox;
pub mod protocol;
pub mod race;
pub mod room;
pub mod room_wire;
pub mod roster;
pub mod teach;
pub mod teach_judge;
pub mod teach_reason;
pub mod totals;
pub mod tournament;

pub use event::{Catalog, Event, Rejection};
pub use protocol::PROTOCOL_VERSION;
