# content messages (en)

## Lesson tutor (src/i18n/tutor.rs). Animal and side names come from jungle-animal-* and
## jungle-side-*; $reason is a whole sentence from jungle-refusal-*; squares look like c4.
tutor-correct = Yes, that's right!
# $stars: 0 to 3 stars earned for the step.
tutor-step-complete = { $stars ->
    [0] Done! Try again to be quicker and win stars.
    [one] Done! You earned one star.
   *[other] Done! You earned { $stars } stars.
}
tutor-unusable = This step cannot be played: its lesson file has a mistake. Please tell your teacher.
tutor-why-action-does-not-fit = That is not what this step asks for. Read the question again.
# $count: how many animals the step asks about.
tutor-why-not-these-animals = Use exactly the { $count } animals of this step, each one once.
# $placed, $stronger: animal names; $placed_strength, $stronger_strength: their strength, 1 to 8.
tutor-why-out-of-order = The { $stronger } ({ $stronger_strength }) is stronger than the { $placed } ({ $placed_strength }), so the { $stronger } comes before the { $placed }.
# $reason: why the capture is not allowed.
tutor-why-capture-no = No, it cannot. { $reason }
tutor-why-capture-yes-stronger = Yes, it can! The { $attacker } is stronger than the { $defender }.
tutor-why-capture-yes-same-kind = Yes, it can! Animals of the same kind are equally strong, so either may eat the other.
tutor-why-capture-yes-rat-beats-elephant = Yes, it can! The little rat may capture the big elephant — it creeps into its trunk.
# $defender: the animal in the trap; $square: the trap.
tutor-why-capture-yes-weakened = Yes, it can! The { $defender } is in the trap on { $square }, and in your trap any of your animals can capture it.
    .spoken = Yes, it can! The { $defender } is in your trap, and in your trap any of your animals can capture it.
# $side: whose animal; $square: where the learner put it.
tutor-why-wrong-start = { $side }'s { $animal } does not start on { $square }. Look at the picture of the start again.
    .spoken = { $side }'s { $animal } does not start there. Look at the picture of the start again.
tutor-why-not-asked = This step does not ask about { $side }'s { $animal }.
# $remaining: animals still to place.
tutor-why-not-all-placed = { $remaining ->
    [one] One animal is still missing.
   *[other] { $remaining } animals are still missing.
}
tutor-why-illegal = That move is not allowed. { $reason }
tutor-why-misses-goal-not-a-jump = That move is allowed, but it is a step, not a jump over the river.
tutor-why-misses-goal-not-the-piece = That move is allowed, but this time the animal on { $square } should move.
    .spoken = That move is allowed, but this time another animal should move.
tutor-why-misses-goal-no-capture = That move is allowed, but it does not capture anything.
tutor-why-misses-goal-not-the-target = That move is allowed, but it does not reach { $square }.
    .spoken = That move is allowed, but it does not reach the square it should.
tutor-why-misses-goal-not-into-den = That move is allowed, but it does not go into the den on { $den }.
    .spoken = That move is allowed, but it does not go into the den.
tutor-why-misses-goal-still-chased = That move is allowed, but the { $animal } on { $square } can still be captured. Find a safe square!
    .spoken = That move is allowed, but the { $animal } can still be captured. Find a safe square!
# $missed, $extra: lists of squares; $missed_count, $extra_count: how many.
tutor-why-marks = { $extra_count ->
    [0] { $missed_shown ->
        [yes] The rings show the ones you missed.
       *[no] You found some, but not all of them yet. Look again!
    }
    [one] Almost! { $reason }
   *[other] Almost! { $reason } Look at each ✗ on the board.
}
tutor-mark-land = { $square } is dry land.
    .spoken = That is dry land.
tutor-mark-water = { $square } is water.
    .spoken = That is water.
tutor-mark-trap = { $square } is { $side }'s trap.
    .spoken = That is { $side }'s trap.
tutor-mark-den = { $square } is { $side }'s den.
    .spoken = That is { $side }'s den.
tutor-mark-empty = Nobody stands on { $square }.
    .spoken = Nobody stands there.
tutor-mark-in-own-trap = { $square } is { $side }'s own trap: the { $animal } stays strong there.
    .spoken = That is { $side }'s own trap: the { $animal } stays strong there.
tutor-mark-not-in-trap = The { $animal } on { $square } is not in a trap.
    .spoken = The { $animal } there is not in a trap.
tutor-mark-step-not-jump = Going to { $square } is one step, not a jump.
    .spoken = Going there is one step, not a jump.
tutor-mark-nothing-to-capture = There is nobody to capture on { $square }.
    .spoken = There is nobody to capture there.
tutor-mark-asked-animal = That is where the { $animal } itself stands ({ $square }).
    .spoken = That is where the { $animal } itself stands.
tutor-mark-same-side = The { $animal } on { $square } is one of your own animals.
    .spoken = The { $animal } there is one of your own animals.
tutor-hint-strongest-first = The { $animal } comes first.
tutor-hint-starts-on = The { $animal } starts on { $square }.
    .spoken = The { $animal } starts where the board shows.
tutor-hint-move-from = Try moving the animal on { $square }.
    .spoken = Try moving the animal the board shows.
tutor-hint-play-move = Move from { $from } to { $to }.
    .spoken = Move it along the arrow on the board.
# $count: how many squares the answer has.
tutor-hint-mark-count = { $count ->
    [0] Look closely: maybe there is no square at all!
    [one] There is one square to mark.
   *[other] There are { $count } squares to mark.
}
tutor-why-point-taken = There is already a stone on { $point }. Choose an empty point.
    .spoken = There is already a stone there. Choose an empty point.
# $kind: the forbidden kind (renju-forbidden-*); $lines: the lines, like h8–k8; $line_count: how many.
tutor-why-forbidden = Black may not play there: it is a { $kind }. Look at { $line_count ->
    [one] the line { $lines }.
   *[other] the lines { $lines }.
}
    .spoken = Black may not play there: it is a { $kind }. Look at the lines drawn on the board.
tutor-why-renju-misses-goal-five = That stone is allowed, but it does not make five in a row.
tutor-why-renju-misses-goal-four-three = That stone is allowed, but it does not make a four and a three at the same time.
tutor-why-renju-misses-goal-block-four = That stone is allowed, but the other side can still make five. Block the four!
tutor-why-renju-misses-goal-make-four = That stone is allowed, but it does not make a four.
tutor-why-renju-misses-goal-make-three = That stone is allowed, but it does not make an open three.
tutor-why-renju-misses-goal-block-three = That stone is allowed, but the other side's open three can still become an open four. Block it where it grows!
tutor-why-renju-misses-goal-double-three = That stone is allowed, but it does not make two open threes at once.
tutor-why-renju-misses-goal-double-four = That stone is allowed, but it does not make two fours at once.
tutor-why-renju-misses-goal-centre = That stone is allowed, but it is far from the middle. Play close to the centre, inside the 5×5 around H8.
    .spoken = That stone is allowed, but it is far from the middle. Play close to the centre point.
tutor-why-renju-misses-goal-centre-point = That stone is allowed, but it is not the centre point. The centre point is H8, right in the middle of the board.
    .spoken = That stone is allowed, but it is not the centre point. The centre point is right in the middle of the board.
tutor-why-renju-misses-goal-open-four = That stone makes no open four. An open four has two free ends: two points that each make five.
tutor-why-renju-misses-goal-vcf = That stone does not start a chain of fours that wins. Look for the four that keeps your attack going.
tutor-why-renju-misses-goal-forbidden-trap = That stone does not trap Black. Make a four whose finishing point is a forbidden point for Black.
tutor-why-forbidden-kind-wrong-allowed = Look again: Black may play on this point. It is not forbidden.
tutor-why-forbidden-kind-wrong = Look again: this point is a { $kind }. See { $line_count ->
    [one] the line { $lines }.
   *[other] the lines { $lines }.
}
    .spoken = Look again: this point is a { $kind }. See the lines drawn on the board.
# $missed, $extra: lists of points; $missed_count, $extra_count: how many.
tutor-why-point-marks = { $missed_count ->
    [0] { $extra_count ->
        [one] Almost! { $extra } is not forbidden.
       *[other] Almost! These are not forbidden: { $extra }.
    }
   *[other] { $extra_count ->
        [0] You found some, but you missed { $missed }.
       *[other] You missed { $missed }, and { $extra } is not forbidden.
    }
}
    .spoken = { $missed_count ->
        [0] { $extra_count ->
            [one] Almost! One point you marked is not forbidden.
           *[other] Almost! Some points you marked are not forbidden.
        }
       *[other] { $extra_count ->
            [0] You found some, but you missed some.
           *[other] You missed some, and some points you marked are not forbidden.
        }
    }
tutor-hint-play-point = Try { $point }.
    .spoken = Try the point the board shows.

## Author diagnostics of `check` and the app's author view (src/content/). Backticks mark
## words exactly as written in a lesson or puzzle file. $key, $kind, $goal, $property, $word,
## $name are such file words; $square, $point, $from, $to, $den are board places like c4 or
## h8; $side is a side or stone name (jungle-side-*, renju-stone-*); $animal, $attacker,
## $defender are animal names (jungle-animal-*); $reason is a whole sentence from
## jungle-refusal-* or renju-refusal-*.

# Shown after the rendered message in the caret line: $expected is a content-expected-* text.
content-expected-label = expected { $expected }
# $message: what is there (content-first-used-here); $place: file:line:column.
content-related-at = { $message } at { $place }
content-did-you-mean = did you mean `{ $suggestion }`?
# $message: a whole diagnostic message; $suggestion: the likely intended word.
content-with-suggestion = { $message }; did you mean `{ $suggestion }`?
# $text: shown exactly as it is (code, or a message from the TOML or serde library).
content-verbatim = { $text }
# $head: the first word; $tail: the other words, already joined the same way.
content-list-separated = { $head }, { $tail }
# $items: all words but the last, joined by content-list-separated; $last: the last word.
content-list-or = { $items } or { $last }
content-list-and = { $items } and { $last }
# The closing line of `check`; each variable is a count.
content-summary = checked { $lessons ->
        [one] 1 lesson
       *[other] { $lessons } lessons
    }, { $puzzles ->
        [one] 1 puzzle
       *[other] { $puzzles } puzzles
    }: { $errors ->
        [one] 1 error
       *[other] { $errors } errors
    }, { $warnings ->
        [one] 1 warning
       *[other] { $warnings } warnings
    }
content-game-jungle = jungle
content-game-renju = renju

## Tables, as named in messages. $number: the 1-based position of the table in the file.
content-table-lesson = lesson
content-table-puzzle-file = puzzle file
content-table-puzzle = puzzle { $number }
content-table-step = step { $number }
content-table-step-kind = step { $number } ({ $kind })

## TOML value types; $found in content-wrong-type is one of these.
content-type-text = text
content-type-integer = a whole number
content-type-float = a decimal number
content-type-boolean = true/false
content-type-date = a date
content-type-list = a list
content-type-table = a table

## Files and format.
content-path-not-found = `{ $path }` does not exist
# $error: the operating system's reason (not translated).
content-unreadable-folder = cannot read the folder: { $error }
content-unreadable-file = cannot read the file: { $error }
content-not-utf8 = this file is not UTF-8 text
content-file-too-large = this file is larger than { $limit } KB, more than any lesson file needs, so it was not read
content-not-regular-file = this is not an ordinary file (a pipe or a device), so it was not opened
content-link-outside-folder = this link leads out of the folder, so it was not followed
content-folder-loop = this folder was already read (a link leads back to it), so it was skipped
content-unreadable-link = this link leads nowhere, so it was skipped
content-too-many-files = more than { $limit } lesson files: the rest of the folder was not read
content-too-many-entries = more than { $limit } files and folders: the rest of the folder was not read
content-too-deep = folders nested more than { $limit } deep: the deeper ones were not read
content-expected-utf8 = UTF-8 text (every editor can save as UTF-8)
# $details: the TOML parser's own English message.
content-toml-syntax = TOML syntax error: { $details }
content-mixed-file = a file holds either one lesson (`[[step]]`) or puzzles (`[[puzzle]]`), not both
content-expected-separate-files = lesson steps and puzzles in separate files
# $table: a content-table-* name.
content-unknown-key = unknown key `{ $key }` in { $table }
# $words: a list of keys (content-list-or).
content-expected-one-of = one of { $words }
content-missing-key = { $table } is missing `{ $key }`
# $line: an example line such as `goal = "win-in"`; $others: the other allowed words.
content-expected-line-or = { $line } (or { $others })
# $line: an example line; $note: what the value means (content-note-*).
content-expected-line-note = { $line } ({ $note })
content-note-game-here-or-top = here or once at the top of the file
content-note-difficulty = from 1, easiest, to 5
content-note-moves = moves of the side to move: win in 3 = 5 plies
# $found: a content-type-* name.
content-wrong-type = `{ $key }` has the wrong type: found { $found }
content-expected-text = text in quotes
content-expected-text-list = a list of texts in quotes, like ["a", "b"]
content-expected-localized-table = a table of texts per language, like {"{"} en = "…", zh-CN = "…", zh-TW = "…" {"}"}
content-expected-hint-list = a list of texts per language, like [{"{"} en = "…", zh-CN = "…", zh-TW = "…" {"}"}]
content-expected-rules-table = a table of rule options, like {"{"} preset = "classroom" {"}"}
content-expected-step-list = a list of steps: write each one under a `[[step]]` line
content-expected-step-table = a table: write each step under a `[[step]]` line
content-expected-puzzle-list = a list of puzzles: write each under a `[[puzzle]]` line
content-expected-puzzle-table = a table: write each puzzle under a `[[puzzle]]` line
content-expected-solution = a list of moves, or a list of such lists
content-expected-seconds = a list of seconds, like [30, 60, 90]
content-bad-word = `{ $word }` is not a valid `{ $key }`
content-bad-id = `{ $id }` is not a valid id
content-expected-id = lower-case letters, digits and `-`, like `jungle-03-river`
content-duplicate-lesson-id = the lesson id `{ $id }` is already used
content-duplicate-puzzle-id = the puzzle id `{ $id }` is already used
content-expected-unique-lesson-id = a lesson id used nowhere else
content-expected-unique-puzzle-id = a puzzle id used nowhere else
content-first-used-here = first used here
# $language: the unknown language key as written.
content-unknown-language = unknown language `{ $language }` in `{ $key }`
# $languages: the missing language tags (content-list-and).
content-missing-locale = `{ $key }` has no { $languages } text
content-expected-all-locales = `{ $key }` in all of { $languages }
content-no-steps = this lesson has no steps
content-expected-a-step = at least one `[[step]]` table
content-no-puzzles = this puzzle file has no puzzles
content-expected-a-puzzle = at least one `[[puzzle]]` table
content-unknown-step-kind = unknown step kind `{ $kind }`
# $count: hints written; $max: hints a learner sees.
content-too-many-hints = this hint ladder has { $count } hints; learners see at most { $max }
content-expected-hints = at most 3 hints: a nudge, the idea, the answer
# $low, $high: the youngest and oldest allowed age.
content-ages-out-of-range = `ages` must be two ages from { $low } to { $high }, youngest first
content-expected-ages = two ages, youngest first, like [4, 8]
content-difficulty-out-of-range = difficulty { $difficulty } is out of range
content-expected-difficulty = a difficulty from 1 (easiest) to 5
content-moves-out-of-range = `moves = { $moves }` is out of range
# $max: the most moves a puzzle may ask for.
content-expected-moves = from 1 to { $max } moves of the side to move
content-stars-out-of-range = `stars_by_seconds` needs one to three increasing limits in seconds (1–3600)
content-expected-stars = like [30, 60, 90]: three stars within 30 s, two within 60 s, one within 90 s
# $step_game, $lesson_game: content-game-* names.
content-step-for-other-game = a `{ $kind }` step is for { $step_game }, but this lesson is about { $lesson_game }
content-expected-step-kind-for = a step kind for { $game }
content-goal-for-renju = the goal `{ $goal }` is for Renju puzzles
content-expected-jungle-goal = `win-in` or `defend` for Jungle
content-stones-for-renju = `{ $key }` is for Renju puzzles; a Jungle puzzle has a `fen`
content-fen-for-jungle = `fen` is for Jungle puzzles; a Renju puzzle has `black` and `white` stones
content-expected-stones = `black = ["h8", …]` and `white = ["h9", …]`
content-info-two-boards = an info step shows one board: a Jungle `fen` or Renju `black`/`white`, not both
content-expected-one-board = either `fen` or `black`/`white`
# $what: `fen` or content-what-stones; $game: a content-game-* name.
content-not-in-this-game = { $what } does not belong in a { $game } lesson
content-what-stones = `black`/`white` stones
content-expected-jungle-board = a Jungle `fen`
content-expected-renju-board = Renju `black`/`white` stones
# $details: the rule engine's own English message about the option.
content-rule-options = rule options: { $details }
content-not-a-preset = `{ $name }` is not a rule preset
content-preset-wrong-type = `preset` should be the name of a preset

## Boards, pieces and moves.
content-expected-fen = ranks 9 to 1 separated by `/`, each 7 squares (digits = empty squares, ELTPDWCR = Red, eltpdwcr = Blue), then ` w` or ` b`
content-fen-empty = the position is empty
content-fen-rank-count = the board has { $found } ranks instead of 9
content-fen-rank-length = rank { $rank } has { $squares } squares instead of 7
content-fen-piece-letter = unknown piece letter `{ $letter }` in rank { $rank }
content-fen-no-side-to-move = the position does not say who moves
content-fen-bad-side-to-move = `{ $side }` is not a side to move
content-fen-trailing-text = unexpected `{ $text }` at the end
content-fen-duplicate-animal = Red and Blue have one { $animal } each, but { $side } has two
content-expected-one-animal-each = each animal at most once a side
content-fen-animal-in-water = the { $animal } cannot stand in the water on { $square }
content-expected-only-rats-in-water = only rats in the water
content-fen-animal-in-own-den = the { $side } { $animal } stands in its own den { $den }
content-expected-not-in-own-den = no animal in its own den
content-bad-square = `{ $square }` is not a square of the Jungle board
content-expected-square = a column a–g and a row 1–9, like `d9`
# $text: the move as written.
content-bad-move = `{ $text }` is not a Jungle move
content-expected-move = a from-square and a to-square, like `c3c7`
content-unknown-animal = `{ $name }` is not a Jungle animal
content-bad-point = `{ $point }` is not a point of the 15×15 board
content-expected-point = a column a–o and a row 1–15, like `h8`
content-two-stones = two stones on `{ $point }`
content-expected-point-once = each point at most once in `black` and `white`
content-five-on-board = the board already has five in a row: the game is over
content-expected-no-five = a position without a five
content-animal-listed-twice = the animal `{ $name }` is listed twice
content-expected-each-animal-once = each animal once
content-square-listed-twice = the square `{ $square }` is listed twice
content-expected-each-square-once = each square once
content-order-one-animal = ordering needs at least two animals
content-expected-two-animals = two or more animals, or no `animals` key for all eight
content-no-animal-on = there is no animal on { $square }
content-expected-animal-square = a square with an animal on it
content-piece-of-other-side = the { $animal } on { $square } belongs to { $side }, who does not move here
content-expected-own-piece = a square with a { $side } animal
content-same-side = { $from } and { $to } hold animals of the same side
content-expected-opposite-sides = an attacker and a defender of opposite sides

## What the engines say about stored answers.
content-engine-says-no = the engine says no: { $reason }
# $reason: one of content-capture-*.
content-engine-says-yes = the engine says yes: { $reason }
content-capture-stronger = the { $attacker } is stronger than the { $defender }
content-capture-same-kind = two animals of the same kind ({ $animal }) may capture each other
content-capture-rat-beats-elephant = the rat may capture the elephant
content-capture-weakened = the { $defender } in the trap on { $square } has lost its strength
# $side: whose turn it is; $goal: the goal word of the file.
content-goal-unreachable = no legal move of { $side } reaches the goal `{ $goal }` here
content-expected-reachable-goal = a position and goal that some legal move reaches
# $text: the move as written.
content-move-not-allowed = `{ $text }` is not allowed here: { $reason }
# $reason: one of content-miss-*.
content-move-misses-goal = `{ $text }` is legal but does not reach the goal: { $reason }
content-miss-not-a-jump = it is a step, not a river jump
content-miss-not-the-piece = the piece on { $square } must move
content-miss-no-capture = it captures nothing
content-miss-not-the-target = it does not land on { $square }
content-miss-not-into-den = it does not enter the den { $den }
content-miss-still-chased = the { $animal } on { $square } can still be captured
# $moves: moves like `c3c7`, joined with commas.
content-expected-goal-move = a move that reaches the goal: { $moves }
content-expected-goal-move-none = a move that reaches the goal (none exists here)
content-expected-legal-move = a legal move, such as { $moves }
content-expected-legal-move-none = a legal move, such as none (the side to move has no legal move)
# $property: the `property` word of a find-all step; $squares: squares joined with commas.
content-square-not-counted = the engine does not count { $square } (`{ $property }`)
content-answer-misses-squares = the answer misses { $squares } (`{ $property }`)
content-expected-no-square = `answer = []`: the engine finds no square
content-expected-engine-squares = the engine's squares: { $squares }
content-forbidden-needs-renju = forbidden points exist only under `rule_set = "renju"`
content-expected-renju-rules = `rules = {"{"} rule_set = "renju" {"}"}` for a forbidden-point drill
content-point-taken = `{ $point }` already has a stone
content-expected-empty-point = an empty point
# $kind: one of content-forbidden-kind-*.
content-engine-says-point-is = the engine says { $point } is { $kind }
content-forbidden-kind-none = not forbidden
content-forbidden-kind-double-three = a double-three
content-forbidden-kind-double-four = a double-four
content-forbidden-kind-overline = an overline
content-point-not-forbidden = the engine says { $point } is not forbidden
# $points: points joined with commas.
content-answer-misses-points = the answer misses { $points }
content-expected-no-forbidden-point = `answer = []`: the engine finds no forbidden point
content-expected-engine-points = the engine's points: { $points }
content-no-allowed-five = Black has no allowed move that makes five here
content-expected-allowed-five = a position where Black can make five on an allowed point
content-point-not-allowed = `{ $point }` is not allowed: { $reason }
# $lines: the lines of the forbidden shape, like h8–k8, joined with commas.
content-point-forbidden = `{ $point }` is not allowed: { $reason } (lines { $lines })
content-point-misses-goal = `{ $point }` is allowed but does not reach the goal `{ $goal }`
content-throws-vcf-away = the goal `{ $goal }` also accepts { $moves }, which throw { $side }'s win away: { $side } wins here by fours (VCF), and these stones start no winning line of fours nor of fours and threes (the solver searched them all)
content-throws-vct-away = the goal `{ $goal }` also accepts { $moves }, which throw { $side }'s win away: { $side } wins here by fours and threes (VCT), and these stones start no such win (the solver searched them all)
content-throws-jungle-win-away = this step also accepts { $moves }, which throw { $side }'s forced win away: after them the solver finds no win within { $count } moves (a complete search)
content-expected-keeping-moves = a goal that accepts only moves that keep the win: { $moves }
content-block-fails = this step accepts { $moves }, after which { $side } still wins by force (the solver found the winning line)
content-jungle-move-loses = this step accepts { $moves }, after which { $side } wins within { $count } moves (the winning reply in brackets)
content-expected-only-holding = a goal that accepts only moves that hold: { $moves }
content-expected-block-that-holds = a position where some block stops the attack
content-claim-undecided = the solver could not decide within its budget whether every move this step accepts keeps the win (or holds)
content-expected-smaller-board = a smaller board, or a goal the solver can decide
content-expected-allowed-point = an empty point that is allowed

## Puzzles and the solvers. $plies: half-moves (one side's move is one ply).
# $outcome: a jungle-outcome-* sentence.
content-game-already-over = the game is already over here ({ $outcome })
content-expected-game-goes-on = a position where the game goes on
content-line-not-won = after this line { $side } has not won yet
content-expected-line-wins = a solution line that ends with the win
content-theme-not-shown = the theme “{ $theme }” is not in the solution: no winning line shows it
content-expected-theme-shown = only themes a solution line shows ({ $themes })
content-theme-jump-not-used = the theme “rat-blocks-jump” is not in the solution: no winning line moves a lion or tiger whose jump a rat blocks, or the mover's rat in the river
content-jump-use-jumps = jumps with the blocked lion or tiger
content-jump-use-round = moves the blocked lion or tiger round by land
content-jump-use-rat = moves the mover's rat out of, through or fighting in the river
content-claim-jump-not-used = “{ $text }” says the winning line { $way }, but no winning line does
content-expected-jump-use = words for what the line does: it { $way }
content-expected-jump-use-none = no words about a blocked jump: no winning line uses one
content-claim-catch-not-holding = “{ $text }” recommends eating, but no capture holds: the moves that hold are { $moves }
content-claim-block-not-holding = “{ $text }” recommends standing in the way, but every move that holds eats: { $moves }
content-claim-no-catch-but-holds = “{ $text }” says not to eat, but a capture holds: { $moves }
content-theme-capture-not-holding = the theme “capture” says the defence eats, but no capture holds: the moves that hold are { $moves }
content-expected-words-from-holding = words that recommend what the moves that hold do ({ $moves })
content-claim-renju-three = “{ $text }” says { $side }'s threat is an open three, but it is a run of fours: its shortest win starts with a four at { $point }
content-claim-renju-fours = “{ $text }” says { $side }'s threat is fours, but it is an open three: a straight four at { $point } wins
content-expected-renju-three = a title and hint about blocking the open three
content-expected-renju-fours = a title and hint about stopping the fours
content-block-three-their-four = the theme says block the three, but { $side } already has a four: block the four first
content-block-three-own-four = the theme says block the three, but the side to move can make a four at { $point }: something stronger than blocking
content-block-three-no-three = the theme says block the three, but { $side } has no open three: no point makes a straight four
content-block-three-no-block = the theme says block the three, but no single stone stops every straight four of { $side }
content-block-three-loses = the theme says block the three, but after { $points } { $side } can still make a straight four
content-block-three-more-than-three = the theme says block the three, but after { $points } { $side } has no straight four to make and still wins by force: the threat is more than one open three
content-expected-block-three = one open three of the opponent and nothing stronger for either side; the accepted stones exactly the points after which it can make no straight four
content-discussion-unreadable = this discussion file could not be read: { $details }
content-discussion-no-board = a { $game } discussion needs its board (`fen` for Jungle; `black`, `white` for Renju)
content-discussion-language = every text of a discussion (title, question, each why) needs English, 简体中文 and 繁體中文
content-discussion-few-good = a discussion needs at least two good moves to argue about; this one has { $count }
content-discussion-why-count = give one `why` for each good move, in the same order
content-discussion-bad-board = the board cannot be read: { $details }
content-discussion-over = the game is already over on this board
content-discussion-mover-wins = the side to move wins by force ({ $moves }): that is a puzzle with one answer, not a discussion
content-discussion-illegal = the good move { $point } is not legal here
content-discussion-ends = the good move { $point } ends the game: that is a puzzle, not a discussion
content-discussion-loses = after the good move { $point } the other side wins by force
content-discussion-undecided = the engine could not decide in its budget whether { $point } holds
content-expected-discussion = a mid-game board, not over, where the side to move has no forced win and at least two good moves that do not let the other side win, in three languages
content-line-too-long = this line is longer than the puzzle's { $plies } plies
content-expected-line-length = at most { $plies } moves in a line
content-no-forced-win-within = the solver proves there is no forced win within { $plies } { $plies ->
        [one] ply
       *[other] plies
    }
content-expected-forced-win = a position the side to move wins within the stated number of moves
# $nodes: how many positions the solver may visit.
content-solver-undecided-nodes = the solver could not decide the puzzle within { $nodes } positions
content-expected-provable-jungle = a puzzle the solver can prove (fewer moves or fewer pieces)
content-win-gone = after `{ $text }` the win within { $plies } { $plies ->
        [one] ply
       *[other] plies
    } is gone
# $moves: the other winning first moves, joined with commas.
content-dual-win = other first moves also win: { $moves }
content-dual-work = other first moves also work: { $moves }
content-expected-goal-holds = a position where the goal `{ $goal }` holds
content-no-forced-win-of-kind = the solver finds no forced win of the kind `{ $goal }`
# $shortest, $limit: moves of the side to move.
content-win-too-long = the shortest win takes { $shortest } moves, more than { $limit }
content-solver-undecided = the solver could not decide the puzzle within its budget
content-expected-provable = a puzzle the solver can prove
content-proof-over-nodes = the proof needs more than { $nodes ->
    [one] { $nodes } position
   *[other] { $nodes } positions
}, this puzzle's budget (`check --budget-nodes`)
content-proof-over-time = the proof took longer than { $seconds } s, this puzzle's time limit (`check --budget-seconds`)
content-run-over-nodes = not checked: the run's budget of { $nodes ->
    [one] { $nodes } position
   *[other] { $nodes } positions
} (`check --run-budget-nodes`) was spent before this puzzle was proven
content-run-over-time = not checked: the run's time limit of { $seconds } s (`check --run-budget-seconds`) ran out before this puzzle was proven
content-expected-within-budget = a puzzle the solver proves within the budget (fewer moves, fewer stones), or a larger budget
content-no-forbidden-ending = no solution line ends with Black forced onto a forbidden point
content-nothing-to-defend = the opponent has no VCF here, so there is nothing to defend
content-no-defence = no move stops the opponent's VCF
## Jungle `defend` puzzles. $side: the opponent (jungle-side-*); $moves: the opponent's moves
## in the threat (the puzzle's `moves`); $text, $reply: moves like `d8d9`; $moves in
## content-expected-jungle-defence and content-dual-defence: moves joined with commas.
content-jungle-nothing-to-defend = even if the side to move could pass, { $side } could not win within { $moves } { $moves ->
        [one] move
       *[other] moves
    }: there is nothing to defend
content-expected-jungle-threat = a position where the opponent threatens to win within the stated number of moves
content-jungle-no-defence = no move stops the threat: { $side } wins within { $moves } { $moves ->
        [one] move
       *[other] moves
    } whatever the side to move plays
content-expected-jungle-defence-exists = a position with at least one move that stops the threat
content-jungle-defence-fails = `{ $text }` does not stop the threat: { $side } answers `{ $reply }` and wins within { $moves } { $moves ->
        [one] move
       *[other] moves
    }
content-expected-jungle-defence = a move that stops the threat: { $moves }
content-dual-defence = other moves also stop the threat: { $moves }
content-point-not-legal = `{ $point }` is not a legal move here
content-goal-no-longer-holds = after `{ $point }` the goal `{ $goal }` no longer holds
# $points: moves that keep the goal, joined with commas.
content-expected-keeps-goal = a move that keeps the goal, such as { $points }
content-drill-white-to-move = in a `win-avoiding-forbidden` drill Black moves: only Black has forbidden points to avoid
content-expected-drill-black = `to_move = "black"`, or no `to_move`
# $key: the option as written in `rules`.
content-rule-unknown-option = rule options: unknown option `{ $key }`
# $value: the value as written in `rules`.
content-rule-bad-value = rule options: `{ $value }` is not a valid value

## Meaning checks (warnings). $black, $white: how many stones of each colour the board shows;
## $side: the side to move (renju-stone-* / jungle-side-*); $moves: first moves like `f9`;
## $title: the title as written.
content-more-white-than-black = this board has { $white } White { $white ->
        [one] stone
       *[other] stones
    } but only { $black } Black: Black moves first, so no game looks like this
content-expected-black-first = at least as many Black stones as White (leave out White stones that do not matter, or add Black ones)
content-count-contradicts-side = { $black } Black and { $white } White stones say the other side is to move, but here { $side } is to move (Black moves first: as many stones as White when Black is to move, one more when White is)
content-expected-count-for-side = Black to move: as many Black stones as White (or more, leaving out White stones that do not matter); White to move: one Black stone more
content-defender-has-vcf = the defender ({ $side }) has a winning VCF of its own ({ $moves }): a learner should look for their own win first, so this does not teach defending
content-defender-wins-jungle = the defender ({ $side }) wins first with { $moves }: a learner should look for their own win first, so this does not teach defending
content-expected-defender-without-win = a position where the side to move has no win of its own and must defend
content-trap-not-needed = White wins by fours here even if Black may play on its forbidden points: this is not a forbidden trap
content-expected-trap-needed = a position where White's only win is to force Black onto a forbidden point
content-duplicate-title = another lesson already has the title `{ $title }`
content-expected-unique-title = a title no other lesson has, so learners can tell them apart
# $length: characters of the first page; $age: the youngest age; $limit: the most.
content-too-much-to-read = the first page has { $length } characters, but children of { $age } cannot read yet: show at most one short sentence (about { $limit } characters) before the first tap
content-expected-short-first-page = one short sentence on the first page, with what the teacher says in `teacher_note`
# $max: the largest curriculum order.
content-order-out-of-range = `order` must be a whole number from 1 to { $max }
content-expected-order = the lesson's place in the curriculum, 1 to { $max }
content-table-guide = teacher's guide
content-expected-guide-table = a table `[guide]` with aims, minutes, materials, warm_up, script, mistakes, closing and follow_up
content-expected-guide-text-list = a list of texts per language, like [{"{"} en = "…", zh-CN = "…", zh-TW = "…" {"}"}]
content-minutes-out-of-range = `minutes` must be a whole number from 1 to { $max }
content-expected-minutes = how long the lesson takes, 1 to { $max } minutes
content-unknown-puzzle = `follow_up` names the puzzle `{ $id }`, but no puzzle file has that id
content-expected-known-puzzle = the id of a shipped puzzle or of one in the folders being checked
content-too-many-black = this board has { $black } Black stones but only { $white } White: in a game Black has at most one stone more
content-expected-real-count-or-diagram = a board a game can reach (add White's stones), or `diagram = true` if the step shows a made-up shape
