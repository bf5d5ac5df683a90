//! Progress and settings in the browser's `localStorage` (keys `qi-classroom/<name>`): the
//! same JSON documents as the native files. A browser that refuses (a private window, a full
//! quota, storage switched off) answers with its own words, which the app shows.

use crate::progress::DocumentStore;
use std::path::PathBuf;
use wasm_bindgen::JsCast;

/// The prefix of every key the app writes.
const PREFIX: &str = "qi-classroom/";

/// The browser's `localStorage` (looked up on each use, so the handle can be held anywhere).
#[derive(Debug, Default)]
pub struct BrowserStorage;

fn storage() -> Result<web_sys::Storage, String> {
    let window = web_sys::window().ok_or("no window")?;
    match window.local_storage() {
        Ok(Some(storage)) => Ok(storage),
        Ok(None) => Err("this browser keeps no local storage".to_owned()),
        Err(error) => Err(describe(error)),
    }
}

fn describe(error: wasm_bindgen::JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|error| {
            format!(
                "{}: {}",
                String::from(error.name()),
                String::from(error.message())
            )
        })
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}

impl DocumentStore for BrowserStorage {
    fn describe(&self, name: &str) -> PathBuf {
        PathBuf::from(format!("localStorage {PREFIX}{name}"))
    }

    fn read(&self, name: &str) -> Result<Option<String>, String> {
        storage()?
            .get_item(&format!("{PREFIX}{name}"))
            .map_err(describe)
    }

    fn write(&mut self, name: &str, text: &str) -> Result<(), String> {
        storage()?
            .set_item(&format!("{PREFIX}{name}"), text)
            .map_err(describe)
    }

    fn remove(&mut self, name: &str) -> Result<(), String> {
        storage()?
            .remove_item(&format!("{PREFIX}{name}"))
            .map_err(describe)
    }
}
