//! The classroom server and the stores behind it: the HTTP and WebSocket contract, security,
//! faults, the SQL store on both dialects, and the device's own progress files. One test binary
//! for the whole concern; each module names its suite.
#![allow(clippy::unwrap_used)] // test set-up

#[cfg(feature = "server")]
mod server_support;

mod fault;
mod hardening_clients;
mod hardening_storage;
mod http;
mod loopback;
mod print_endpoints;
mod progress_bounds;
mod progress_store;
mod projector_games;
mod race;
mod rooms;
mod rooms_invite;
mod rooms_restart;
#[cfg(feature = "server")]
mod rooms_support;
mod rooms_timed;
mod security;
mod simul;
mod store_suite;
mod teach_board;
mod teach_store;
mod tournament_latest;
