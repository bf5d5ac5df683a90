//! The `teacher_note` of a step (what the teacher says: 谈话导入, a rhyme, a question): read in
//! three languages, optional, checked like any text (a missing language is a warning), and of
//! the wrong type an error; a lesson with notes loads with them and without them alike.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::Library;
use qi_classroom::i18n::Locale;

fn lesson(note: &str) -> Library {
    let text = format!(
        "id = \"t\"\ngame = \"jungle\"\ntitle = {{ en = \"t\", zh-CN = \"t\", zh-TW = \"t\" }}\n\n[[step]]\nkind = \"info\"\ntext = {{ en = \"Look!\", zh-CN = \"看！\", zh-TW = \"看！\" }}\n{note}\n\n[[step]]\nkind = \"info\"\ntext = {{ en = \"Again.\", zh-CN = \"再看。\", zh-TW = \"再看。\" }}\n"
    );
    Library::load_sources([("t.toml", text)])
}

fn kinds(library: &Library) -> Vec<&'static str> {
    library
        .diagnostics
        .iter()
        .map(|d| d.kind.as_str())
        .collect()
}

#[test]
fn a_note_is_read_in_three_languages_and_only_where_it_is_written() {
    let library = lesson(
        "teacher_note = { en = \"Ask: can a tiger swim?\", zh-CN = \"先问：老虎会游泳吗？\", zh-TW = \"先問：老虎會游泳嗎？\" }",
    );
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
    let steps = &library.lessons[0].steps;
    let note = steps[0].teacher_note.as_ref().unwrap();
    assert_eq!(note.get(Locale::En), "Ask: can a tiger swim?");
    assert_eq!(note.get(Locale::ZhCn), "先问：老虎会游泳吗？");
    assert_eq!(note.get(Locale::ZhTw), "先問：老虎會游泳嗎？");
    // The next step has none: a note belongs to its own step.
    assert!(steps[1].teacher_note.is_none());
}

#[test]
fn a_note_missing_a_language_is_a_warning_and_falls_back() {
    let library =
        lesson("teacher_note = { en = \"Count aloud together.\", zh-CN = \"大家一起数。\" }");
    assert_eq!(kinds(&library), ["missing-locale"]);
    let note = library.lessons[0].steps[0].teacher_note.as_ref().unwrap();
    assert_eq!(note.get(Locale::ZhTw), "大家一起数。");
}

#[test]
fn a_note_that_is_not_text_is_an_error() {
    let library = lesson("teacher_note = 3");
    assert_eq!(kinds(&library), ["wrong-type"]);
}

#[test]
fn shipped_notes_are_complete_and_the_pre_reader_lessons_have_them() {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let library = Library::load_paths(&[root.join("lessons")]);
    let mut notes = 0;
    for lesson in &library.lessons {
        for step in &lesson.steps {
            if let Some(note) = &step.teacher_note {
                notes += 1;
                for locale in Locale::ALL {
                    assert!(
                        !note.get(locale).trim().is_empty(),
                        "{}: an empty note",
                        lesson.id.get_ref()
                    );
                }
            }
        }
        // A lesson for children who cannot read yet says its first words through the teacher.
        if lesson.ages.0 <= 4 {
            assert!(
                lesson.steps[0].teacher_note.is_some(),
                "{} starts without a teacher's note",
                lesson.id.get_ref()
            );
        }
    }
    assert!(notes >= 20, "{notes}");
}
