//! The classroom app driven through its accessibility tree (egui_kittest, no display), and its
//! command-line start. One test binary for the whole concern; each module names its suite.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test set-up

mod kit;
#[cfg(feature = "server")]
#[path = "../server/server_support.rs"]
mod server_support;

mod class_dashboard;
mod class_invite;
mod class_room;
mod class_room_play;
mod class_room_timed;
mod class_rooms_panel;
mod class_simul;
mod class_teacher_lock;
mod class_tournament;
mod cli;
mod folders;
mod join;
mod lessons;
mod pictures;
mod play;
mod play_panel;
mod practice;
mod print_browser;
mod print_sheet;
mod puzzles;
mod race_podium;
mod review;
mod rewards;
mod speech;
mod steady;
mod teach_question;
mod teach_setup;
mod teach_tally;
mod teach_tally_board;
mod teacher;
mod teacher_server;
mod ui;
mod web_font;
