# app messages (en): the classroom app's screens.

# The window title and the name shown in the top bar.
app-title = Qi Classroom

## Navigation buttons.
app-nav-home = Home
app-nav-settings = Settings
app-nav-teacher = Teacher
app-nav-author = Author
app-nav-lessons = Lessons
app-nav-puzzles = Puzzles
app-nav-play = Play

## Home screen.
app-home-choose-game = Which game shall we play?
app-home-what-next = What would you like to do?

## Profiles: several children share one computer; no passwords.
app-profiles-heading = Who is playing?
app-profiles-none = No one yet. Add yourself!
app-profiles-add = Add a child
app-profiles-edit = Change
app-profiles-remove = Remove
# $name: the child's name.
app-profiles-remove-confirm = Remove { $name } and all of their stars?
app-profiles-yes-remove = Yes, remove
app-profile-name = Name
app-profile-avatar = Pick an animal
app-profile-age = Age
app-profile-age-young = 4–6 years
app-profile-age-middle = 7–9 years
app-profile-age-older = 10–12 years
app-profile-name-empty = Please type a name.
# $name: the child's name.
app-profile-playing = Playing: { $name }
app-profile-nobody = Choose who is playing
app-save = Save
app-cancel = Cancel

## Avatar animals (also read out by screen readers).
app-avatar-rat = Rat
app-avatar-cat = Cat
app-avatar-dog = Dog
app-avatar-wolf = Wolf
app-avatar-leopard = Leopard
app-avatar-tiger = Tiger
app-avatar-lion = Lion
app-avatar-elephant = Elephant
app-avatar-panda = Panda
app-avatar-rabbit = Rabbit
app-avatar-monkey = Monkey
app-avatar-frog = Frog

## Settings screen.
app-settings-heading = Settings
app-settings-language = Language
# Each language's own name, the same in every locale.
app-language-zh-cn = 简体中文
app-language-zh-tw = 繁體中文
app-language-en = English
app-settings-colour-blind = Colour-blind-safe colours (shapes and ✓ ✗ as well as colour)
app-settings-text-size = Text size
app-text-size-small = Small
app-text-size-normal = Normal
app-text-size-large = Large
app-text-size-huge = Huge
app-settings-sound = Sound
app-speak = Say it aloud
app-speak-no-voice = This device has no voice for this language: the speaker buttons are hidden.
app-settings-speak-by-itself = Read new instructions, hints and answers aloud by themselves
app-settings-theme = Board colours
app-theme-garden = Garden
app-theme-meadow = Meadow
app-theme-high-contrast = High contrast
app-sound-moves = Moves
app-sound-right = Right answers
app-sound-wrong = Wrong answers
app-sound-win = Wins
app-settings-teacher-mode = Teacher mode
app-settings-hints-locked = Close the hints on the children's screens (the projector shows them when you choose)
app-hints-closed = Hints are closed. Ask your teacher!
app-settings-practice = Puzzle practice
app-settings-practice-target = Puzzles picked to be solved
# $percent: a whole number 50–90.
app-settings-percent = { $percent } % of the time
app-settings-practice-streak = Offer the streak (as many in a row as you can)
app-settings-practice-rush = Offer the rush (against the clock)
app-settings-practice-rush-length = How long:
# $minutes: the length of a rush.
app-settings-minutes = { $minutes } min
app-teacher-pin-first = Teacher mode opens with a PIN. Choose one now; the children should not see it.
app-teacher-pin-choose = Choose a teacher PIN (4 to 8 digits)
app-teacher-pin-again = The same PIN again
app-teacher-pin-set = Keep this PIN and turn teacher mode on
app-teacher-pin-digits = A PIN is 4 to 8 digits.
app-teacher-pin-different = The two PINs are not the same: type it again.
app-teacher-pin-enter = Teacher PIN
app-teacher-pin-unlock = Turn teacher mode on
app-teacher-pin-wrong = That is not the teacher PIN.
app-teacher-pin-wait = Too many wrong PINs: wait { $seconds } s.
app-teacher-pin-cancel = Cancel
app-teacher-pin-class = This device is in a class: enter the class's teacher PIN (the one chosen when the class was made).
app-teacher-pin-checking = Asking the class server…
app-teacher-pin-no-server = The class server is not answering, so teacher mode cannot open now.

## Screens still being built. $game: the chosen game's name.

## Problems with saved data (read by the teacher).
app-storage-heading = There was a problem with saved data
app-storage-no-data-dir = No folder was found to save progress in, so progress will not be kept.
# $path: the file; $reason: the operating system's description.
app-storage-io = Could not read or write { $path }: { $reason }
# $path: the damaged file; $kept: where it was moved; $reason: what was wrong.
app-storage-corrupt = { $path } could not be read ({ $reason }). It was kept as { $kept }, and the previous copy was used if there was one.
# $path: the file; $kept: where it was moved; $found and $supported: format version numbers.
app-storage-too-new = { $path } was saved by a newer version of this program (format { $found }; this one reads up to { $supported }). It was kept as { $kept }.
app-storage-in-use = Another qi-classroom window is already using the saved progress in { $path }. This window can be used to look, but nothing done here is saved: please close it and use the other window.
app-storage-repaired-repeated-id = { $path }: two children had the same number { $id }; the second one now has number { $new } (name and picture kept).
app-storage-repaired-unknown-active = { $path }: the child chosen last (number { $id }) is not in the list; please choose who is playing.
app-storage-repaired-stars = { $path }: lesson { $lesson }, step { $step } had { $stars } stars; the most is 3, so it now has 3.
app-storage-repaired-counter = { $path }: the counter for new children's numbers ({ $found }) was behind the numbers in use; it was moved on.
app-storage-dismiss = OK

## Lesson player (src/app/lessons).
app-lesson-back-to-list = ◀ All lessons
app-back-to-today = ◀ Today's work
# $stars: stars earned in the lesson; $possible: the most it can give (3 for each question).
app-lesson-stars-earned = ★ { $stars } / { $possible }
# $step: the step shown, from 1; $count: how many steps the lesson has.
app-lesson-step-of = Step { $step } of { $count }
app-lesson-empty = This lesson has no steps yet.
app-lesson-search = Find a lesson
app-lesson-search-hint = a word from the title, e.g. river
# $from, $to: the youngest and oldest ages the lesson is written for.
app-lesson-ages = Ages { $from }–{ $to }
# $query: what the teacher typed.
app-lesson-none-fit = No lesson matches “{ $query }”.
app-lesson-show-all = Show all lessons
app-celebration = Well done!
app-lesson-next = Next
app-lesson-yes = ✓ Yes
app-lesson-no = ✗ No
app-lesson-check = Check my answer
app-lesson-order-help = Put the animals in order, strongest first: drag a card, or use ◀ and ▶.
# $animal: an animal's name (jungle-animal-*).
app-lesson-move-earlier = Move the { $animal } to the left
# $animal: an animal's name (jungle-animal-*).
app-lesson-move-later = Move the { $animal } to the right
# $seconds: seconds since the step began.
app-lesson-timer = ◷ { $seconds } s
# $side: a side's name (jungle-side-*); $animal: an animal's name (jungle-animal-*).
app-lesson-pick-piece = Pick { $side }'s { $animal }
app-lesson-finished = I have placed them all
app-lesson-move-help = Click the animal to move, then the square it goes to.
app-lesson-mark-help = Click the squares to mark them; click again to unmark. Then check.
app-lesson-stone-help = Click the point where the stone goes.
app-lesson-not-forbidden = Not forbidden
app-lesson-hint = ☞ Hint
app-lesson-previous-step = ◀ Previous step
app-lesson-next-step = Next step ▶
app-lesson-finished-all = ★ You finished the lesson!

## Puzzle trainer (src/app/puzzles).
app-puzzle-back-to-list = ◀ All puzzles
app-puzzle-theme = Idea
app-puzzle-difficulty = Difficulty
# $level: 1 (easiest) to 5.
app-puzzle-level = Level { $level }
app-puzzle-all = All
app-puzzle-made-by = Made by
app-puzzle-made-by-people = Teachers
app-puzzle-made-by-computer = The computer (proven)
app-puzzle-replay-failed = Only the ones not solved yet
app-puzzle-status-solved = ✓ Solved
# $attempts: how many times the child tried it.
app-puzzle-status-tried = ✗ Not solved yet ({ $attempts ->
    [one] one try
   *[other] { $attempts } tries
})
app-puzzle-status-new = New
app-puzzle-unreadable = This puzzle cannot be played: its file has a mistake. Please tell your teacher.
# Shown with a spinner while the puzzle is worked out (for Renju up to a second).
app-puzzle-thinking = The computer is getting the puzzle ready…
# $moves: how many moves the learner still has.
app-puzzle-moves-left = { $moves ->
    [one] Win in one move.
   *[other] Win in { $moves } moves.
}
# What the learner must do, where a move count would not be exact.
app-puzzle-goal-defend = Stop the attack! One good move is enough.
app-puzzle-goal-vct = Win by attacking with threes and fours.
# The exact count of a VCT puzzle's own moves to the five against the best defence.
app-puzzle-goal-vct-moves = { $moves ->
    [one] Attack with threes and fours: win in one move.
   *[other] Attack with threes and fours: win in { $moves } moves.
}
app-puzzle-goal-vcf = Win with a four on every move.
app-puzzle-goal-forbidden-trap = Make Black's only block a forbidden point.
# $side: the learner's side or colour (jungle-side-*, renju-stone-*).
app-puzzle-you-play = You play { $side }.
app-puzzle-hint = ☞ Hint
app-puzzle-show-solution = Show the solution
app-puzzle-retry = ↺ Try again
app-puzzle-next = Next puzzle ▶
app-practice-next = ▶ A puzzle for me
# $count: puzzles due for review.
app-practice-review = ↺ Try again: { $count }
app-practice-streak = ⚡ Streak
app-practice-rush = ◷ Rush
# $count: the child's best streak or rush.
app-practice-best = Your best: { $count }
# $count: puzzles solved in a row so far.
app-run-streak-count = ⚡ { $count } in a row
# $time: minutes:seconds left; $solved, $missed: puzzles so far.
app-run-rush-status = ◷ { $time }   ✓ { $solved }   ✗ { $missed }
# $count: puzzles solved in the streak.
app-run-streak-over = { $count ->
    [one] Your streak: 1 puzzle in a row!
   *[other] Your streak: { $count } puzzles in a row!
}
# $count: puzzles solved in the rush.
app-run-rush-over = { $count ->
    [one] The rush is over! You solved 1 puzzle.
   *[other] The rush is over! You solved { $count } puzzles.
}
app-run-new-best = ★ Your best ever!
app-run-again = ↻ Once more
app-puzzle-none-fit = No puzzle fits these choices.
app-puzzle-show-all = Show all puzzles

## Teacher mode (src/app/teacher).
app-teacher-playlist = Today's lessons
app-teacher-projector = Projector
app-teacher-class = Class overview
app-teacher-playlist-help = Tick lessons and puzzles of either game for today's class; put them in order with ▲ ▼. Every change is saved.
app-teacher-playlist-empty = Nothing chosen yet: tick lessons or puzzles under “Add to the playlist” (Teacher → Today's lessons).
app-playlist-default-name = Today
app-playlist-saved = Playlists:
app-playlist-new-name = New playlist's name
app-playlist-new = + New playlist
app-playlist-name = Name of this playlist
# $name: the playlist's name.
app-playlist-delete-ask = Delete “{ $name }”?
app-playlist-delete-yes = Yes, delete it
app-playlist-delete-no = No, keep it
app-playlist-delete = Delete this playlist
app-playlist-on-home = Show this playlist on the children's Home as today's work
app-playlist-in-list = In this playlist
app-playlist-add = Add to the playlist
# $title: a lesson's or puzzle's title.
app-playlist-move-up = Earlier: { $title }
app-playlist-move-down = Later: { $title }
app-playlist-remove = Take out: { $title }
# $set: the puzzle file's name; $count: how many puzzles it has.
app-playlist-puzzle-set = Puzzles “{ $set }” ({ $count })
app-playlist-add-all = + Add them all
app-teacher-previous-lesson = ◀ Previous lesson
app-teacher-next-lesson = Next lesson ▶
app-teacher-projector-puzzle = Puzzle: { $title } (the class solves it together; nothing is recorded)
app-teacher-reveal-hints = Show hints
app-teacher-hide-hints = Hide hints
app-teacher-reveal-answer = Show the answer
app-teacher-full-screen = Full screen
app-teacher-leave-full-screen = Leave full screen (Esc)
app-teacher-column-name = Name
app-teacher-column-stars = Lesson stars
app-teacher-column-steps = Steps done
app-teacher-column-solved = Puzzles solved
app-teacher-column-attempts = Puzzle tries
app-teacher-column-hints = Hints used
app-teacher-column-answers = Answers shown
app-teacher-column-minutes = Minutes
app-teacher-practice-heading = Puzzle practice: { $game }
app-teacher-practice-child = Child
app-teacher-practice-rating = Rating
app-teacher-practice-trend = Last 10 puzzles
app-teacher-practice-solved = Solved
app-teacher-practice-strong = Strong at
app-teacher-practice-weak = Needs practice
# $points: rating points gained.
app-teacher-practice-up = ↑ { $points }
# $points: rating points lost.
app-teacher-practice-down = ↓ { $points }
app-teacher-practice-flat = –
app-teacher-export-path = CSV file
app-teacher-export = Export CSV
# $path: the file written.
app-teacher-export-done = ✓ Saved { $path }.
# $path: the file; $reason: the system's error text.
app-teacher-export-failed = ✗ Could not save { $path }: { $reason }

## Author mode (src/app/author).
app-author-folder = Lesson folder
app-author-open = Open
app-author-help = Type the path of a folder with lesson files and press Open. Saved files are reloaded by themselves.
app-author-close-preview = ◀ Back to the files
# $files: files read; $reloads: how many times the folder was reloaded after a save.
app-author-loaded = { $files } files read; reloaded { $reloads } times.
# $step: the step number, from 1.
app-author-preview-step = Step { $step }

## Lesson folders used in class (src/app/author, shown in Lessons and the teacher's playlist).
app-class-use = Use in class
app-class-stop = Stop using in class
app-class-rule = Its lessons and puzzles join the Lessons list, the Puzzles and today's lessons. A lesson or puzzle with the same id as a built-in one replaces it (your edited copy wins); files with errors are skipped.
# $lessons, $puzzles: how many lessons and puzzles of the open folder are used in class.
app-class-in-class = ✓ In class: { $lessons ->
        [one] 1 lesson
       *[other] { $lessons } lessons
    } and { $puzzles ->
        [one] 1 puzzle
       *[other] { $puzzles } puzzles
    } from this folder.
app-class-heading = Folders used in class
app-class-none = No folders in class yet: open one above and press "Use in class".
# $folder: the folder's path; $lessons, $puzzles: how many lessons and puzzles from it are used.
app-class-folder-summary = { $folder }: { $lessons ->
        [one] 1 lesson
       *[other] { $lessons } lessons
    }, { $puzzles ->
        [one] 1 puzzle
       *[other] { $puzzles } puzzles
    }
# $folder: the folder's path.
app-class-folder-missing = ✗ Not found: { $folder }. It stays in the list in case it comes back (a USB stick?); press "Stop using in class" to forget it.
# $file: the path of a file with errors; its lessons and puzzles are not used.
app-class-skipped-file = ✗ Skipped, it has errors: { $file }
# $title: the lesson's title.
app-class-replaces-built-in = Your copy of "{ $title }" is used instead of the built-in lesson with the same id.
# $title: the lesson's title; $folder: the folder added earlier whose copy it replaces.
app-class-replaces-folder = "{ $title }" from this folder is used instead of the copy in { $folder }.
# $title: the puzzle's title.
app-class-puzzle-replaces-built-in = Your copy of the puzzle "{ $title }" is used instead of the built-in puzzle with the same id.
# $title: the puzzle's title; $folder: the folder added earlier whose copy it replaces.
app-class-puzzle-replaces-folder = The puzzle "{ $title }" from this folder is used instead of the copy in { $folder }.
app-class-your-lesson = (your lesson)
app-class-your-copy = (your copy, used instead of the built-in lesson)
app-class-your-newer-copy = (your copy, used instead of one from another folder)
app-class-your-puzzle = (your puzzle)
app-class-your-puzzle-copy = (your copy, used instead of the built-in puzzle)
app-class-your-newer-puzzle-copy = (your copy, used instead of one from another folder)
app-class-folders-have-problems = ✗ A lesson folder used in class is missing or has files with errors: see Author.
## Board widgets (app-board-…)
# The character on a Jungle token; the Chinese character is kept in every language, as on real sets.
app-board-token-rat = 鼠
app-board-token-cat = 猫
app-board-token-wolf = 狼
app-board-token-dog = 狗
app-board-token-leopard = 豹
app-board-token-tiger = 虎
app-board-token-lion = 狮
app-board-token-elephant = 象
# Screen-reader labels of Jungle squares. $square: a square name like "c4"; $animal: the animal's name.
app-board-square-piece = { $square } { $animal }
app-board-square-water = { $square } water
app-board-square-trap = { $square } trap
app-board-square-den = { $square } den
app-board-square-land = { $square }
# A square or point the learner marked. $label: the square's or point's label above.
app-board-marked = { $label }, marked
app-board-line-end = { $label }, a line drawn from here
app-board-wrong-mark = { $label }, ✗ not one of them
app-board-missed-mark = { $label }, one you missed
app-board-look-here = { $label }, look here
app-board-arrow = { $label }, arrow to { $to }
app-board-ghost-piece = { $label }, { $side } { $animal } starts here
app-board-ghost = { $label }, shown: { $stone } { $number ->
    [0] {""}
   *[other] { $number }
}
# Screen-reader labels of Renju points. $point: a point name like "h8"; $kind: a forbidden kind name.
app-board-point-black = { $point } black
app-board-point-white = { $point } white
app-board-point-empty = { $point } empty
app-board-point-forbidden = { $point } forbidden { $kind }
# Short labels drawn on a forbidden point (must fit in one board cell).
app-board-forbidden-short-double-three = 3-3
app-board-forbidden-short-double-four = 4-4
app-board-forbidden-short-overline = 6+

## Play screen (app-play-…)
# $side: a Jungle side name (jungle-side-*).
app-play-jungle-to-move = { $side } to move
app-play-computer-thinking = The computer is thinking…
app-play-opponent = Who plays Blue?
app-play-opponent-child = Another child
# The computer opponent's ladder: eight levels named by the Jungle animals, weakest first.
app-play-level-ladder = Or play the computer: the rat is gentle, the elephant strongest.
app-play-level-rat = Rat · 1
app-play-level-cat = Cat · 2
app-play-level-wolf = Wolf · 3
app-play-level-dog = Dog · 4
app-play-level-leopard = Leopard · 5
app-play-level-tiger = Tiger · 6
app-play-level-lion = Lion · 7
app-play-level-elephant = Elephant · 8
# The level picked under the row of animals; $level is its name (app-play-level-cat …).
app-play-level-chosen = Playing the computer: { $level }
app-play-new-game = New game
app-play-undo = Take back
app-play-resign = Resign
app-play-ask-resign = Give up this game? The other side wins.
app-play-ask-new-game = Stop this game and start a new one? This game will be gone.
app-play-ask-yes = Yes
app-play-ask-no = No, keep playing
# $limit: how many take-backs are allowed in a row.
app-play-undo-limit = You have taken back { $limit } moves in a row. Play a move first.
app-play-undo-nothing = There is no move to take back.
app-play-clocks = Clocks
app-play-you-play = You play:
app-play-clock-off = Off
# $minutes: minutes on each clock.
app-play-clock-minutes = { $minutes } min
app-play-moves = Moves
# $player: who decides (app-play-opening-first/second); $decision: what to do (renju-decision-*).
app-play-renju-opening-step = { $player }: { $decision }
# $stone: a colour name (renju-stone-*).
app-play-renju-to-move = { $stone } to play
app-play-room = Rules
app-play-room-freestyle = Freestyle (five or more wins)
app-play-room-cannot-place = Renju: forbidden points cannot be played
app-play-room-loses = Renju: a forbidden move loses
app-play-room-must-claim = Renju: White must claim a forbidden move
app-play-room-professional = Professional opening (RIF)
app-play-renju-opponent = Who plays White?
app-play-renju-opening-computer = You open (the first player); the computer answers each step of the opening.
app-play-pass = Pass
app-play-claim = Claim the forbidden move
app-play-forbidden-overlay = Show Black's forbidden points
app-play-move-numbers = Move numbers
app-play-opening-pick = Pick one of the 26 openings, or place the first three stones on the board.
app-play-opening-choose = Choose an opening
app-play-opening-swap = Swap colours
app-play-opening-keep = Keep colours
# $count: how many fifth moves to offer.
app-play-opening-offers = Click { $count } points for Black's fifth move, then send them.
app-play-opening-send = Send the offers
# $stone: the colour this player holds now (renju-stone-*).
app-play-opening-first = First player ({ $stone })
app-play-opening-second = Second player ({ $stone })

## The web app (a browser): lesson files picked with the browser's file picker, and stored
## data that the browser would not keep.
app-author-import = Import lesson files…
# $file: the picked file's name; $reason: why it cannot be read (in English, from the reader).
app-author-import-unreadable = { $file } cannot be read: { $reason }

## Teacher mode → "Class on the server" (src/app/teacher/server_class.rs): the class that
## `qi-classroom serve` keeps for every device. The teacher's token stays in memory only.
app-teacher-server-class = Class on the server
app-server-class-help = Make a class on the classroom server (a name and a PIN only you know), or open one with its code and PIN. Start the server with: qi-classroom serve
app-server-class-pin = Teacher PIN
app-server-class-name = Class name (for a new class)
app-server-class-create = Make a new class
app-server-class-open = Open this class
app-server-class-wrong-pin = That PIN is not right for this class.
app-server-class-slow-down = Too many wrong PINs: wait a little, then try again.
# $count children were added to the class.
app-server-class-added = { $count ->
    [one] One child was added.
   *[other] { $count } children were added.
}
app-server-class-sent = Today's lessons were sent to every device.
# $code is the class code, $url the projector page to open on the projector.
app-server-class-heading = Class code { $code } · on the projector, open { $url }
app-server-class-send-today = Send today's lessons to the class
app-server-class-roster = Paste names, one a line
app-server-class-add = Add these children
app-server-class-col-connected = On
app-server-class-col-child = Child
app-server-class-col-now = Working on
app-server-class-col-stuck = Needs help
app-server-class-col-stars = Stars
app-server-class-col-mistakes = Mistakes
app-server-class-col-hints = Hints
app-server-class-col-answers = Answers shown
app-server-class-col-time = Time
app-server-class-col-puzzles = Puzzles
# $tries, $hints: counts over all the child's puzzles.
app-server-class-tries-hints = { $tries ->
        [one] 1 try
       *[other] { $tries } tries
    }, { $hints ->
        [one] 1 hint
       *[other] { $hints } hints
    }
# $solved: puzzles solved; $tried: puzzles tried.
app-server-class-solved-of = { $solved } of { $tried } solved
# $title: the puzzle; $solved: yes or no; $tries, $hints: counts.
app-server-class-puzzle-line = { $title }: { $solved ->
        [yes] solved
       *[no] not solved yet
    }, { $tries ->
        [one] 1 try
       *[other] { $tries } tries
    }, { $hints ->
        [one] 1 hint
       *[other] { $hints } hints
    }
app-server-class-presence-unknown = Not known: the server is not answering.
app-server-class-not-answering = The classroom server is not answering. Is it still running (qi-classroom serve) and is this computer on the school network? Until it answers, the children's dots are grey and what you see is from before; their devices keep their work and send it later.
app-server-class-minutes = { $minutes } min
app-server-class-connected = This child's device is connected.
app-server-class-not-connected = Not seen in the last minute.
app-server-class-stuck = ⚠ stuck
app-server-class-lock = Keep the devices on today's work
app-server-class-hints-locked = Close the hints
app-server-class-col-data = Their data
app-server-class-export-child = Export
app-server-class-delete-child = Delete…
app-server-class-confirm-delete = Delete { $name } and everything they did? This cannot be undone.
app-server-class-confirm-delete-yes = Yes, delete
app-server-class-confirm-no = No, keep
app-server-class-deleted = { $name } and all their work are deleted from the server.
app-server-class-export-folder = Save files in (folder)
app-server-class-csv = Save the class's progress (CSV)
app-server-class-retention = Keep the children's work for (days)
app-server-class-retention-set = Set
app-server-class-retention-done = The server now keeps each child's work for { $days } days.
app-server-class-archive = Archive this class (end of term)…
app-server-class-confirm-archive = Archive class { $code }? The devices can no longer join it or send work; its results stay readable here.
app-server-class-confirm-archive-yes = Yes, archive
app-server-class-archived = The class is archived.
## Teacher's note of a lesson step, on the projector only.
app-teacher-note-heading = For the teacher
app-guide-heading = Teacher's guide for this lesson
app-guide-aims = Aims
app-guide-minutes = { $minutes } minutes
app-guide-materials = Materials
app-guide-warm-up = Warm-up
app-guide-script = What to say, step by step
app-guide-mistakes = Common mistakes and how to answer them
app-guide-closing = Closing question
app-guide-follow-up = Puzzles to play afterwards

## The teach board on a child's device: the teacher opened one board to the whole class.
app-teach-question-title = The teacher asks everyone
app-teach-question-ask-move = What would you play? Move a piece.
app-teach-question-ask-point = Where would you play? Tap a point.
app-teach-question-ask-marks = Mark every square, then tap Done.
app-teach-question-done = Done
app-teach-question-sending = Sending your answer…
app-teach-question-taken = Your answer is in. You may change it until the teacher closes.
app-teach-question-closed = The teacher closed the question.
app-teach-question-revealed = Here is the right answer.
app-teach-question-back = Back to my work

## The teach board in teacher mode (Class on the server): one board opened to the whole class.
app-teach-board-heading = Ask the whole class
app-teach-board-open = Open to the class
app-teach-board-discuss = Discuss a half-finished game (半途棋):
app-teach-board-discuss-open = Open for discussion
app-teach-board-discuss-good = Good moves to talk about, and why:
app-teach-board-close = Close
app-teach-board-reveal = Show answers
app-teach-board-names = Show names
# $answered: children who answered; $connected: children connected.
app-teach-board-answered = { $answered } of { $connected } answered
# $names: the children (connected) who have not answered yet.
app-teach-board-waiting = Not answered yet: { $names }
app-teach-board-right = right
app-teach-board-legal = allowed, not right
app-teach-board-illegal = not allowed
# $answer: the move or point; $count: how many gave it; $verdict: right / allowed / not allowed; $reason: the rules' reason id, empty unless not allowed.
app-teach-board-row = { $answer } ×{ $count }: { $verdict } { $reason }
# A refused answer's reason beside its row ($reason: a sentence).
app-teach-board-row-reason = — { $reason }
# $reason: the server's reason id (kebab-case), told as a sentence; an id not listed is shown as it is.
app-teach-board-refused = { $reason ->
    [position-not-legal] This board is not one a real game can reach (or the game on it is already over), so it cannot be asked.
    [position-differs-from-source] The board sent is not the board of the step or puzzle it names.
    [position-not-of-the-game] That board is not a board of this game.
    [step-has-no-board-question] That step asks nothing on the board; choose a step with a board.
    [unclear-source] Say a lesson and a step, or a puzzle, not both.
    [unusable-source] That lesson step or puzzle cannot be asked on the board.
    [unusable-step] That step cannot be raced.
    [not-a-race-step] Only ordering, setting-up and find-all steps can be raced.
    [step-out-of-range] That lesson has no such step.
    [unknown-lesson] The server does not have that lesson.
    [unknown-puzzle] The server does not have that puzzle.
    [unknown-question] The server does not know that question any more.
    [unknown-race] The server does not know that race any more.
    [question-closed] That question is already closed.
    [race-ended] That race is already over.
    [question-id-taken] A question with that name was already asked; try again.
    [race-id-taken] A race with that name was already started; try again.
    [bad-question-id] The question's name was not usable; try again.
    [bad-race-id] The race's name was not usable; try again.
    [message-too-large] That was too much to send at once.
    [not-a-command] The server did not understand that; the app may be older than the server.
    [server-busy] The server is busy; try again in a moment.
    [storage-unavailable] The server could not store it just now; try again in a moment.
   *[other] The server refused this ({ $reason }).
  }
# The teach board's tally on the board: $count children gave this answer; $verdict is right / allowed, not right / not allowed.
app-teach-board-badge = { $count } { $count ->
    [one] answer
   *[other] answers
  }: { $verdict }
# A marked square of a find-all question: $count children marked it; $right is yes when it belongs to the right answer.
app-teach-board-mark-badge = marked by { $count }: { $right ->
    [yes] in the answer
   *[other] not in the answer
  }
## The teach board: a board set up by hand.
app-board-setup-toggle = Set up a board
app-board-setup-empty = Empty board
app-board-setup-start = Start position
# A piece to place: $side is Red or Blue, $animal the animal's name.
app-board-setup-piece = { $side } { $animal }
# A stone to place: $stone is Black or White.
app-board-setup-stone = { $stone } stone
app-board-setup-remove = Remove
app-board-setup-to-move = To move:
app-board-setup-rule-renju = Renju (Black has forbidden points)
app-board-setup-rule-freestyle = Freestyle (no forbidden points)
app-board-setup-open = Open this board to the class
app-board-setup-ready = The board is ready to open.
# $outcome says how the game ended, e.g. "Red wins: an animal walked into the den at d9!"
app-board-setup-over = This board cannot be asked: the game is already over. { $outcome }
# $stone is Black or White, $point where the line is (H8).
app-board-setup-five = This board cannot be asked: { $stone } already has five in a row (at { $point }).

## The other side's move told by name (src/i18n/narrate.rs): shown with the square for older
## children, said (and shown to young ones) without it. $animal, $victim: animals
## (jungle-animal-*); $to: the square; $way: forward, back, left or right (seen from the mover);
## $colour: the stone's colour (renju-stone-*); $point: the point; $count: stones in the line;
## $where: the part of the board.
said-someone = animal
said-if-played = If you play that: { $told }
said-place-animal = the { $animal }
said-place-river = the river
said-place-trap = the trap
said-place-den = the den
said-place-shown = the square the board shows
said-place-point = the point the board shows
said-jungle-capture = The { $animal } catches your { $victim } ({ $to }).
    .spoken = The { $animal } catches your { $victim }.
said-jungle-jump = The { $animal } jumps over the river ({ $to }).
    .spoken = The { $animal } jumps over the river.
said-jungle-den = The { $animal } walks into your den!
said-jungle-your-trap = The { $animal } steps into the trap next to your den ({ $to }).
    .spoken = The { $animal } steps into the trap next to your den.
said-jungle-own-trap = The { $animal } steps into the trap next to its own den ({ $to }).
    .spoken = The { $animal } steps into the trap next to its own den.
said-jungle-swim-in = The { $animal } swims into the river ({ $to }).
    .spoken = The { $animal } swims into the river.
said-jungle-swim = The { $animal } swims along the river ({ $to }).
    .spoken = The { $animal } swims along the river.
said-jungle-swim-out = The { $animal } climbs out of the river ({ $to }).
    .spoken = The { $animal } climbs out of the river.
said-jungle-step = The { $animal } steps { $way ->
        [forward] forward
        [back] back
        [left] to the left
       *[right] to the right
    } ({ $to }).
    .spoken = The { $animal } steps { $way ->
        [forward] forward
        [back] back
        [left] to the left
       *[right] to the right
    }.
said-renju-five = { $colour } makes five in a row ({ $point }).
    .spoken = { $colour } makes five in a row.
said-renju-block = { $colour } blocks your line of { $count } ({ $point }).
    .spoken = { $colour } blocks your line of { $count }.
said-renju-line = { $colour } makes a line of { $count } ({ $point }).
    .spoken = { $colour } makes a line of { $count }.
said-renju-next-to-yours = { $colour } plays next to your stone ({ $point }).
    .spoken = { $colour } plays next to your stone.
said-renju-next-to-own = { $colour } plays next to its own stone ({ $point }).
    .spoken = { $colour } plays next to its own stone.
said-renju-place = { $colour } plays { $where ->
        [middle] in the middle
        [top-left] in the top left corner
        [top] at the top
        [top-right] in the top right corner
        [left] on the left
        [right] on the right
        [bottom-left] in the bottom left corner
        [bottom] at the bottom
       *[bottom-right] in the bottom right corner
    } ({ $point }).
    .spoken = { $colour } plays { $where ->
        [middle] in the middle
        [top-left] in the top left corner
        [top] at the top
        [top-right] in the top right corner
        [left] on the left
        [right] on the right
        [bottom-left] in the bottom left corner
        [bottom] at the bottom
       *[bottom-right] in the bottom right corner
    }.

## A game against a classmate on another device (issue #40). $colour / $winner: a side's name
## ("Red", "Black"); $reason: the server's reason in plain words.
app-room-title = A game with a classmate
app-room-you-play = You play { $colour }
app-room-your-turn = Your turn!
app-room-their-turn = Your classmate's turn. Wait a moment…
app-room-turn-of = { $colour } to move
app-room-sending = Sending your move…
app-room-you-won = You won!
app-room-you-lost = Your classmate won this time.
app-room-you-drew = A draw!
app-room-over-won = { $winner } wins ({ $reason }).
app-room-over-draw = The game is a draw.
app-room-back = Back to my work
app-room-resign = Give up
app-room-resign-confirm = Do you really want to give up this game?
app-room-resign-yes = Yes, give up
app-room-resign-no = No, play on
app-room-offer-draw = Offer a draw
app-room-ask-undo = Ask to take back
app-room-offer-waiting = Waiting for your classmate's answer…
app-room-offer-draw-asked = Your classmate offers a draw. Do you agree?
app-room-offer-undo-asked = Your classmate asks to take back their move. Do you agree?
app-room-accept = Yes
app-room-decline = No
app-room-claim = 禁手!
app-room-undo-declined = Your classmate said no: the move stays.
app-room-draw-declined = Your classmate said no: the game goes on.
app-room-undone = The move was taken back.
app-room-wait-sending = Wait: your move is on its way.
app-room-answer-first = First answer your classmate: yes or no?
app-room-refused-other = Not allowed ({ $reason }).
app-room-refused-not-your-turn = Wait: it is your classmate's turn.
app-room-refused-not-seated = You are not playing in this game.
app-room-refused-unknown-room = This game is not here any more.
app-room-refused-game-over = This game is already over.
app-room-refused-not-a-move = That is not a move.
app-room-refused-not-a-point = That is not a point on the board.
app-room-refused-not-a-command = The server did not understand that.
app-room-refused-bad-action-id = The server did not understand that.
app-room-refused-offer-pending = An offer is waiting for an answer first.
app-room-refused-nothing-to-answer = There is nothing to answer any more.
app-room-refused-own-offer = Your classmate answers your offer, not you.
app-room-refused-nothing-to-undo = There is no move of yours to take back.
app-room-refused-nothing-to-claim = Not forbidden: Black's last stone is allowed. Play on!
app-room-refused-claim-too-late = Too late: the forbidden stone was not claimed at once, so it stands.
app-room-refused-message-too-large = That was too much at once for the server.
app-room-refused-too-many-messages = Slowly! Too many taps at once.
app-room-refused-storage-unavailable = The server cannot save the game right now. Try again in a moment.
app-room-refused-server-busy = The server is busy. Try again in a moment.
app-room-refused-occupied = There is already a stone on that point.
app-room-refused-forbidden-point = Black may not play there: it is a forbidden point.
app-room-refused-repetition-limit = That move was repeated too often: try another one.
app-room-title-teacher = A game with your teacher
app-room-title-child = Your simul game
app-room-their-turn-teacher = Your teacher's turn. Wait a moment…
app-room-their-turn-child = The child's turn.
app-room-you-lost-teacher = Your teacher won this time.
app-room-you-lost-child = The child won this game.
app-room-refused-not-your-turn-teacher = Wait: it is your teacher's turn.
app-room-refused-not-your-turn-child = Wait: it is the child's turn.
app-room-refused-first-stone-not-centre = The first stone goes on the centre point.
app-room-refused-not-next-to-centre = This stone goes right next to the centre stone.
app-room-refused-outside-zone = This stone goes inside the middle square of the board.
app-room-refused-not-an-offer = Tap one of the marked points.
app-room-refused-wrong-offer-count = Mark exactly as many points as asked.
app-room-refused-symmetric-offer = Two of the marked points are mirror images of each other: pick another one.
app-room-refused-wrong-action = That does not answer what the opening asks now.
app-room-refused-opening-finished = The opening is already over.
app-room-refused-time-out = Your time has run out.
app-room-refused-clock-running = There is still time on the clock.
## The Renju opening in a game between devices. $stone: a stone's name; $where: app-room-opening-zone-*; $size: a number; $count: a number; $decision: renju-decision-*.
app-room-opening-rule-rif = Opening: RIF (swap after 3, two fifth moves)
app-room-opening-rule-yamaguchi = Opening: Yamaguchi
app-room-opening-rule-tarannikov = Opening: Tarannikov
app-room-opening-rule-swap1 = Opening: Swap
app-room-opening-rule-swap2 = Opening: Swap2
app-room-opening-rule-chinese-basic = Opening: centre first
app-room-opening-place = Place a { $stone } stone { $where }.
app-room-opening-zone-centre = on the centre point
app-room-opening-zone-next-to-centre = right next to the centre stone
app-room-opening-zone-square = inside the middle square ({ $size } by { $size })
app-room-opening-zone-anywhere = on any empty point
app-room-opening-offer = Tap { $count } points where Black could play the fifth stone, then send them.
app-room-opening-swap-or-keep = Do you want to swap colours, or keep yours?
app-room-opening-declare-offers = How many fifth stones will you offer?
app-room-opening-pick-offer = Tap one of the marked points: Black's fifth stone goes there.
app-room-opening-choose-colour = Choose your colour: Black or White?
app-room-opening-swap2-choice = Take Black, take White, or place two more stones.
app-room-opening-place-two-more = Place two more
app-room-opening-wait = Your classmate decides: { $decision }.
app-room-opening-use-buttons = Answer with the buttons above the board.
app-room-clock-low = Little time left: play a little faster!
## A child invites a classmate to a game. $name: a child's name; $game: app-rooms-game-*.
app-invite-button = Play a classmate
app-invite-title = Play a classmate
app-invite-who = Who do you want to play with?
app-invite-which-game = Which game?
app-invite-incoming = { $name } invites you to a { $game }!
app-invite-accept = Yes, let's play!
app-invite-decline = Not now
app-invite-waiting = Waiting for { $name } to answer…
app-invite-declined = { $name } said not now. Maybe later!
app-invite-expired = No answer came. Try again later.
app-invite-someone = A classmate
app-invite-back = Back
app-invite-refused-invitations-off = Your teacher has switched invitations off for now.
app-invite-refused-invitation-open = You already invited someone: wait for the answer.
app-invite-refused-too-many-invitations = That is a lot of invitations: wait a minute.
app-invite-refused-not-in-class = That child is not in this class.
app-invite-refused-unknown-invitation = That invitation is over.
app-invite-refused-not-invited = That invitation is for someone else.
app-invite-refused-bad-players = Invite a classmate, not yourself.

## Teacher mode: games between the children's devices (issue #40). $name: a child's name;
## $colour: a side's name.
app-rooms-title = Games between devices
app-rooms-game-jungle = Jungle game
app-rooms-game-renju = Renju game
app-rooms-preset-classroom = Classroom rules
app-rooms-preset-competition = Competition rules
app-rooms-opening-none = Free opening
app-rooms-opening-rif = RIF opening (swap after 3, two fifth moves)
app-rooms-opening-swap2 = Swap2 opening
app-rooms-clock = Clock:
app-rooms-clock-none = No clock
# $minutes: a number
app-rooms-clock-minutes = { $minutes } minutes each
app-rooms-invitations-open = Children may invite each other to a game
app-rooms-pair-class = Pair the class
app-rooms-pick-child = Pick a child
app-rooms-pair-two = Pair these two
app-rooms-none = No games yet.
app-rooms-all-boards = All the boards
app-rooms-open-large = Open large
app-rooms-player = { $name } ({ $colour })
app-rooms-refused-bad-rules = The server did not accept these rules.
app-rooms-refused-bad-players = Pick two different children.
app-rooms-refused-not-in-class = That child is not in this class.
app-rooms-refused-too-few-players = There are not enough children to pair.
app-rooms-refused-teachers-only = Only the teacher can pair children.
app-rooms-finished = The class's games
app-rooms-refresh = Show the games
app-rooms-games-failed = The games could not be fetched from the server.
app-rooms-game-playing = still playing
app-rooms-refused-unknown-tournament = The server does not know this tournament.
app-rooms-refused-round-not-finished = Some games of this round are still being played.
app-rooms-refused-all-rounds-played = Every round has been played.
app-rooms-refused-no-pairing-left = No new pairing is left for another round.
app-rooms-refused-too-many-players = That is too many boards for one simul (40 at most).
app-rooms-refused-not-a-simul = That game is not one of your simul games.
app-rooms-tab-boards = Pair and watch
app-tournament-title = Class tournament
app-tournament-whole-class = The whole class
app-tournament-chosen = The children ticked
app-tournament-start = Start the tournament
app-tournament-round-robin = Round-robin: { $count } children, everyone plays everyone once.
app-tournament-swiss = Swiss: { $count } children, paired by points, never the same two twice.
app-tournament-next-round = Start the next round
app-tournament-round-playing = The next round can start when every game of this one is over.
app-tournament-all-played = Every round has been played.
app-tournament-round = Round { $round }
app-tournament-board = Board { $board }
app-tournament-playing = playing…
app-tournament-won = { $name } won
app-tournament-drawn = Draw
app-tournament-bye = has a bye this round (1 point).
app-tournament-standings = Standings after round { $round }
app-tournament-place = Place
app-tournament-child = Child
app-tournament-points = Points
app-tournament-played = Games
app-tournament-tie-break-buchholz = Buchholz
app-tournament-tie-break-buchholz-explained = Equal points: the higher Buchholz (the points of everyone the child played, added up) goes first.
app-tournament-tie-break-sonneborn-berger = Sonneborn–Berger
app-tournament-tie-break-sonneborn-berger-explained = Equal points: the higher Sonneborn–Berger (the points of those the child beat, and half of those drawn with) goes first.
app-simul-title = Simul
app-simul-teacher = Teacher
app-simul-teacher-first = I move first
app-simul-teacher-second = The children move first
app-simul-start = Start a simul with the class
app-simul-none = No simul yet: start one, and every child gets a board against you.
app-simul-your-move = { $count ->
    [0] No board waits for you: the children are thinking.
    [one] Your move on 1 board.
   *[other] Your move on { $count } boards.
}
app-simul-board = Board { $board }: { $name }
app-simul-waits = Your move here
app-simul-play-here = Play here
app-simul-restart = Start this game again
app-simul-restart-confirm = Start { $name }'s game again from the first move?
app-simul-restart-yes = Yes, start again
app-simul-restart-no = No
