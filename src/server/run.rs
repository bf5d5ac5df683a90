//! Starting the server: open the store, load the content, listen, print the addresses in the
//! teacher's language, serve until Ctrl+C (then at most [`STOP_GRACE`] for requests under way,
//! and the database checkpointed into its one file), purge events past each class's retention,
//! and say on the console when the database cannot store anything (and when it can again).

use super::catalog::Content;
use super::connections::{Guarded, IDLE_TIMEOUT, Peer, max_connections};
use super::web::{Words, join_url};
use super::{App, lan, now_ms, qr, router};
use crate::i18n::{Locale, Localizer, Message};
use crate::store::{PgStore, SqliteStore, Store, StoreError, Trouble};
use std::collections::HashMap;
use std::future::IntoFuture;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// How `serve` was asked to run.
#[derive(Debug, Clone)]
pub struct ServeConfig {
    /// Address to listen on.
    pub bind: IpAddr,
    /// Port (0: any free one, printed).
    pub port: u16,
    /// The data folder (holds `classroom.sqlite`).
    pub data: PathBuf,
    /// `postgres://…` to use PostgreSQL instead of SQLite.
    pub database_url: Option<String>,
    /// The web bundle's folder.
    pub web: PathBuf,
    /// The teacher's lesson and puzzle folders.
    pub lessons: Vec<PathBuf>,
    /// The teacher's language.
    pub locale: Locale,
    /// Host names to answer besides addresses, `localhost` and `.local` names.
    pub allow_hosts: Vec<String>,
}

/// After Ctrl+C, the longest requests under way are given before the server stops anyway.
pub const STOP_GRACE: Duration = Duration::from_secs(1);

/// The console's sentence for a storage trouble, in the teacher's language.
pub fn trouble_text(localizer: &Localizer, trouble: Trouble) -> String {
    localizer.text(&format!("server-storage-{}", trouble.as_str()))
}

/// Runs the server until Ctrl+C; the error is a sentence for the teacher.
pub async fn run(config: ServeConfig) -> Result<(), String> {
    let localizer = Localizer::new(config.locale);
    let folders = config.lessons.clone();
    let content = tokio::task::spawn_blocking(move || Content::load(&folders))
        .await
        .map_err(|e| e.to_string())?;
    let database_error = |e: StoreError| match e.trouble {
        Some(trouble) => format!(
            "{}\n{}",
            trouble_text(&localizer, trouble),
            localizer.render(&Message::new("server-error-database").text("error", e.message))
        ),
        None => localizer.render(&Message::new("server-error-database").text("error", e.message)),
    };
    match &config.database_url {
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            let store = PgStore::connect(url).await.map_err(database_error)?;
            serve(store, content, &config, &localizer, redact(url)).await
        }
        Some(url) => Err(localizer.render(
            &Message::new("server-error-database")
                .text("error", format!("not a postgres:// URL: {}", redact(url))),
        )),
        None => {
            std::fs::create_dir_all(&config.data).map_err(|e| {
                database_error(StoreError::new(format!("{}: {e}", config.data.display())))
            })?;
            let path = config.data.join("classroom.sqlite");
            let store = SqliteStore::open(&path).await.map_err(database_error)?;
            serve(
                store,
                content,
                &config,
                &localizer,
                path.display().to_string(),
            )
            .await
        }
    }
}

/// A database URL without its password, for printing.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            match credentials.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

async fn serve<S: Store>(
    store: S,
    content: Content,
    config: &ServeConfig,
    localizer: &Localizer,
    database: String,
) -> Result<(), String> {
    let address = SocketAddr::new(config.bind, config.port);
    let listener = tokio::net::TcpListener::bind(address).await.map_err(|e| {
        localizer.render(
            &Message::new("server-error-bind")
                .text("address", address.to_string())
                .text("error", e.to_string()),
        )
    })?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    let mut app = App::new(store, content, config.web.clone(), Words::new(localizer));
    app.urls = lan::urls(config.bind, port);
    app.allowed_hosts = config.allow_hosts.clone();
    let classes = app
        .store
        .active_classes()
        .await
        .map_err(|e| e.to_string())?;
    print_start(&app, localizer, &database, &classes);
    let app = Arc::new(app);
    tokio::spawn(purge_loop(app.clone()));
    tokio::spawn(super::teach::relay(app.clone()));
    tokio::spawn(super::rooms::relay(app.clone()));
    tokio::spawn(super::rooms::clock_referee(app.clone()));
    tokio::spawn(super::race::relay(app.clone()));
    let texts = Trouble::ALL
        .iter()
        .map(|&t| (t, trouble_text(localizer, t)))
        .collect();
    tokio::spawn(watch_storage(
        app.clone(),
        texts,
        localizer.text("server-storage-ok"),
    ));
    let listener = Guarded::new(listener, max_connections(), IDLE_TIMEOUT);
    let (stopping, mut stop) = tokio::sync::watch::channel(false);
    let served = axum::serve(
        listener,
        router(app.clone()).into_make_service_with_connect_info::<Peer>(),
    )
    .with_graceful_shutdown(async move {
        let _ = tokio::signal::ctrl_c().await;
        let _ = stopping.send(true);
    })
    .into_future();
    // A half-sent request or an open socket must not hold the stop: after Ctrl+C, requests under
    // way get STOP_GRACE, then the server stops whatever is left.
    let outcome = tokio::select! {
        outcome = served => outcome.map_err(|e| e.to_string()),
        _ = async {
            let _ = stop.wait_for(|stopped| *stopped).await;
            tokio::time::sleep(STOP_GRACE).await;
        } => Ok(()),
    };
    app.store.close().await;
    outcome
}

/// Every second: checks the database, and says on the console when it can no longer store
/// anything, why, and when it can again.
async fn watch_storage<S: Store>(app: Arc<App<S>>, texts: HashMap<Trouble, String>, ok: String) {
    let mut said: Option<Trouble> = None;
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tick.tick().await;
        let _ = app.store.check().await;
        let now = app.store.trouble();
        if now != said {
            match now.and_then(|t| texts.get(&t)) {
                Some(text) => println!("{text}"),
                None => println!("{ok}"),
            }
            said = now;
        }
    }
}

fn print_start<S: Store>(
    app: &App<S>,
    localizer: &Localizer,
    database: &str,
    classes: &[crate::store::ClassRow],
) {
    println!("{}", localizer.text("server-listening"));
    for url in &app.urls {
        println!(
            "  {}",
            localizer.render(&Message::new("server-url-line").text("url", url.clone()))
        );
    }
    for class in classes {
        println!(
            "{}",
            localizer.render(
                &Message::new("server-class-line")
                    .text("name", class.name.clone())
                    .text("code", class.code.clone())
            )
        );
    }
    if classes.is_empty() {
        println!("{}", localizer.text("server-no-classes"));
    }
    for file in &app.content.skipped {
        println!(
            "{}",
            localizer.render(&Message::new("server-skipped-file").text("file", file.clone()))
        );
    }
    println!(
        "{}",
        localizer.render(&Message::new("server-database").text("where", database.to_owned()))
    );
    if let (Some(base), Some(class)) = (app.urls.first(), classes.first())
        && let Some(matrix) = qr::matrix(&join_url(base, &class.code))
    {
        println!("{}", localizer.text("server-qr-caption"));
        print!("{}", qr::terminal(&matrix));
    }
    println!("{}", localizer.text("server-stop-hint"));
}

/// The teach-board questions kept per class once closed (with their answers): the newest ones
/// the teacher's screen, the projector and the CSV still show. Open questions are always kept.
pub const KEEP_QUESTIONS: u32 = 200;

/// Once an hour, deletes events older than each class's retention and the closed teach-board
/// questions beyond [`KEEP_QUESTIONS`] or older than it; every minute, forgets the
/// rate limits of devices and addresses not heard from lately.
async fn purge_loop<S: Store>(app: Arc<App<S>>) {
    let mut tick = tokio::time::interval(Duration::from_secs(60));
    let mut minutes = 0u64;
    loop {
        tick.tick().await;
        app.limits.forget_idle();
        minutes += 1;
        if minutes % 60 != 1 {
            continue;
        }
        let Ok(classes) = app.store.active_classes().await else {
            continue;
        };
        for class in classes {
            let cutoff = now_ms() - i64::from(class.retention_days) * 86_400_000;
            let _ = app.store.purge_events(&class.code, cutoff).await;
            let _ = app
                .store
                .purge_questions(&class.code, cutoff, KEEP_QUESTIONS)
                .await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn printed_database_urls_hide_the_password() {
        assert_eq!(
            redact("postgres://qi:secret@db.school/classroom"),
            "postgres://qi:***@db.school/classroom"
        );
        assert_eq!(redact("postgres://db/classroom"), "postgres://db/classroom");
    }
}
