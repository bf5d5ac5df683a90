//! Per class, the "look again" signals of this process's live sockets (the teach board's
//! questions, the races), and this process's name, so that its own notices coming back from
//! PostgreSQL's `NOTIFY` are not signalled twice.

use std::collections::HashMap;
use std::sync::Mutex;
use tokio::sync::broadcast;

/// How many signals a slow socket may fall behind before it is told to read everything again.
const BACKLOG: usize = 256;

/// One kind of signal (`T`) for every class this process has sockets of.
#[derive(Debug)]
pub struct ClassSignals<T> {
    classes: Mutex<HashMap<String, broadcast::Sender<T>>>,
    origin: String,
}

impl<T> Default for ClassSignals<T> {
    fn default() -> Self {
        ClassSignals {
            classes: Mutex::default(),
            origin: super::auth::new_token()[..16].to_owned(),
        }
    }
}

impl<T: Clone> ClassSignals<T> {
    /// The class's signals from now on.
    pub fn subscribe(&self, class_code: &str) -> Option<broadcast::Receiver<T>> {
        let mut classes = self.classes.lock().ok()?;
        Some(
            classes
                .entry(class_code.to_owned())
                .or_insert_with(|| broadcast::channel(BACKLOG).0)
                .subscribe(),
        )
    }

    /// Tells this process's sockets of the class.
    pub fn signal(&self, class_code: &str, signal: T) {
        if let Ok(classes) = self.classes.lock()
            && let Some(sender) = classes.get(class_code)
        {
            let _ = sender.send(signal);
        }
    }

    /// This process's name in the notices it publishes.
    pub fn origin(&self) -> &str {
        &self.origin
    }
}
