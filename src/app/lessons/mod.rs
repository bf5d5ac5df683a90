//! The Lessons screen: the lessons in class of the chosen game (built in, or from the teacher's
//! folders), and the lesson player.

mod animal_cards;
mod forbidden_toggle;
mod hint_marks;
pub mod list;
pub mod player;
pub mod step_input;

use super::{Action, Game, Screen, View};
use crate::content::class_library::{FromFolder, Replaced};
use crate::content::words::Game as ContentGame;
use crate::content::{Lesson, Library};
use crate::i18n::Message;
use player::{LessonPlayer, PlayerEvent, PlayerMode};
use std::sync::Arc;

/// Whether a lesson belongs to the game chosen on the home screen.
pub fn is_for(lesson: &Lesson, game: Game) -> bool {
    matches!(
        (lesson.game.get_ref(), game),
        (ContentGame::Jungle, Game::Jungle) | (ContentGame::Renju, Game::Renju)
    )
}

/// The lesson list and, once one is opened, its player.
#[derive(Debug)]
pub struct LessonsScreen {
    library: Arc<Library>,
    list: list::LessonList,
    player: Option<LessonPlayer>,
}

impl LessonsScreen {
    /// The screen over a loaded library.
    pub fn new(library: Arc<Library>) -> Self {
        LessonsScreen {
            library,
            list: list::LessonList::default(),
            player: None,
        }
    }

    /// Uses a rebuilt class library; an open lesson keeps playing its own copy until it is left.
    pub fn set_library(&mut self, library: Arc<Library>) {
        self.library = library;
    }

    /// Opens the lesson with `id` at its first step; returns its game, or `None` when no
    /// lesson in class has that id.
    pub fn open(&mut self, id: &str) -> Option<Game> {
        let lesson = self.library.lessons.iter().find(|l| l.id.get_ref() == id)?;
        let game = match lesson.game.get_ref() {
            ContentGame::Jungle => Game::Jungle,
            ContentGame::Renju => Game::Renju,
        };
        self.player = Some(LessonPlayer::new(lesson.clone(), 0));
        Some(game)
    }

    /// What the child is on in the open lesson, if one is open.
    pub fn activity(&self) -> Option<crate::classroom::protocol::Activity> {
        self.player.as_ref().map(LessonPlayer::activity)
    }

    /// The feedback of the open lesson's step, if any.
    pub fn feedback(&self) -> Option<crate::i18n::Message> {
        self.player.as_ref()?.feedback()
    }

    /// Draws the list or the player; finished steps become actions that record stars.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        // The other game was chosen on Home: its lessons, not the lesson left open.
        if self
            .player
            .as_ref()
            .is_some_and(|player| !is_for(player.lesson(), view.game))
        {
            self.player = None;
        }
        if let Some(player) = &mut self.player {
            let back = if view.kept_on_today() {
                "app-back-to-today"
            } else {
                "app-lesson-back-to-list"
            };
            let back = view.text(back);
            if super::icons::picture_button(ui, super::icons::Icon::Back, &back).clicked() {
                self.player = None;
                if view.kept_on_today() {
                    actions.push(Action::Navigate(Screen::Home));
                }
                return;
            }
            if let Some(PlayerEvent::StepStars {
                lesson,
                step,
                stars,
                mistakes,
                hints,
                answers_seen,
                seconds,
                tries,
            }) = player.ui(ui, view, PlayerMode::Learner)
            {
                actions.push(Action::RecordStepStars {
                    lesson,
                    step,
                    stars,
                    mistakes,
                    hints,
                    answers_seen,
                    seconds,
                    tries,
                });
            }
            if let Some(text) = player.take_speech() {
                actions.push(Action::Speak(text));
            }
            let sound = player.take_sound();
            // The celebration brings its own fanfare in place of the step's sound.
            if let Some(stars) = player.take_celebration() {
                actions.push(Action::Celebrate(stars));
            } else if let Some(cue) = sound {
                actions.push(Action::PlaySound(cue));
            }
            return;
        }
        let game = Message::new(view.game.name_id());
        ui.heading(format!(
            "{} · {}",
            view.tr.render(&game),
            view.text("app-nav-lessons")
        ));
        ui.add_space(8.0);
        let opened = self.list.ui(ui, view, &self.library);
        if let Some(index) = opened
            && let Some(lesson) = self.library.lessons.get(index)
        {
            self.player = Some(LessonPlayer::new(lesson.clone(), 0));
        }
    }
}

/// The Fluent id of the note beside a lesson from the teacher's folder.
pub fn origin_id(origin: &FromFolder) -> &'static str {
    match origin.replaced {
        None => "app-class-your-lesson",
        Some(Replaced::BuiltIn) => "app-class-your-copy",
        Some(Replaced::Folder(_)) => "app-class-your-newer-copy",
    }
}
