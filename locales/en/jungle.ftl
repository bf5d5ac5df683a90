# jungle messages (en)
# Variables: $animal, $attacker, $defender, $target are animal names (jungle-animal-*);
# $side, $winner, $loser are side names (jungle-side-*); $square, $from, $to, $den, $landing,
# $rat_square are squares like c4; $rule is a rule name (jungle-rule-*).

## Animals, used inside other messages (lower case in English).
jungle-animal-rat = rat
jungle-animal-cat = cat
jungle-animal-wolf = wolf
jungle-animal-dog = dog
jungle-animal-leopard = leopard
jungle-animal-tiger = tiger
jungle-animal-lion = lion
jungle-animal-elephant = elephant

## Sides.
jungle-side-red = Red
jungle-side-blue = Blue

## Anti-repetition rules.
jungle-rule-7-3 = 7-3
jungle-rule-17-5 = 17-5

## Why a move is not allowed.
jungle-refusal-game-over = The game is already over.
# $square: the empty square the move started from.
jungle-refusal-no-piece = There is no animal on {$square}.
    .spoken = There is no animal there.
# $side: the owner of the animal, who is not on move.
jungle-refusal-not-your-turn = The {$animal} on {$square} belongs to {$side}, and it is not {$side}'s turn.
    .spoken = That {$animal} belongs to {$side}, and it is not {$side}'s turn.
jungle-refusal-diagonal-move = Animals move straight — forward, back, left or right — never diagonally from {$from} to {$to}.
    .spoken = Animals move straight — forward, back, left or right — never diagonally.
jungle-refusal-not-adjacent = An animal moves one square at a time, and {$to} is not next to {$from}.
    .spoken = An animal moves one square at a time, and that square is not next to it.
jungle-refusal-not-a-jumper = Only the lion and the tiger can jump across the river, not the {$animal}.
# $landing: the first land square after the river, where the jump must land.
jungle-refusal-jump-too-far = The {$animal} jumps across the river and lands on the first square after it, {$landing}.
    .spoken = The { $animal } jumps across the river and lands on the first square after it.
jungle-refusal-jump-blocked-by-rat = A rat in the river at {$rat_square} blocks the {$attacker}'s jump.
    .spoken = A rat in the river blocks the { $attacker }'s jump.
jungle-refusal-into-own-den = No animal may walk into its own den at {$den}.
    .spoken = No animal may walk into its own den.
jungle-refusal-into-water = Only the rat can swim, so the {$animal} cannot go into the water.
# $animal: the own animal already standing on $square.
jungle-refusal-onto-own-piece = Your own {$animal} is already on {$square}.
    .spoken = Your own {$animal} is already there.
jungle-refusal-too-strong = The {$defender} is stronger than the {$attacker}, so the {$attacker} cannot capture it.
jungle-refusal-elephant-cannot-capture-rat = The elephant cannot capture the rat.
jungle-refusal-rat-cannot-capture-from-water = A rat coming out of the water cannot capture the {$target} on land.
jungle-refusal-cannot-capture-rat-in-water = The rat is safe in the river: the {$attacker} cannot catch it from the land.
jungle-refusal-jump-onto-stronger = The {$attacker} cannot jump onto the {$defender}, because the {$defender} is stronger.
jungle-refusal-same-kind-defender-only = In these rules a moving {$animal} cannot capture another {$animal}; only the one standing still can.
jungle-refusal-own-trap-immunity = The {$defender} is safe in its own trap at {$square}.
    .spoken = The {$defender} is safe in its own trap.
jungle-refusal-repetition-limit = By the {$rule} rule, the {$animal} has gone back and forth too often and may not go to {$square} now.
    .spoken = By the {$rule} rule, the {$animal} has gone back and forth too often and may not go there now.

## How the game ended.
jungle-outcome-den-entered = {$winner} wins: an animal walked into the den at {$den}!
    .spoken = { $winner } wins: an animal walked into the den!
jungle-outcome-all-captured = {$winner} wins: {$loser} has no animals left.
jungle-outcome-no-legal-move = {$winner} wins: every animal of {$loser} is stuck and cannot move.
# $rounds: how many rounds (a move by each side) passed without a capture.
jungle-outcome-no-capture-draw = Draw: {$rounds} rounds went by without a capture.
jungle-outcome-resigned = {$loser} gave up, so {$winner} wins.
jungle-outcome-time-out = {$loser} ran out of time, so {$winner} wins.
jungle-outcome-opponent-left = {$loser} left the game, so {$winner} wins.
jungle-outcome-draw-agreed = Both players agreed to a draw.

## Problems with position text. $rank: a row number 1–9.
jungle-fen-empty = the position text is empty
# $found: how many rows the text has.
jungle-fen-wrong-rank-count = the position needs 9 rows separated by '/', but it has {$found}
# $squares: how many squares the row describes.
jungle-fen-wrong-rank-length = rank {$rank} has {$squares} squares (it needs 7)
# $letter: the character that is not a piece letter.
jungle-fen-unknown-piece-letter = unknown piece letter '{$letter}' in rank {$rank}
jungle-fen-missing-side-to-move = the position text must end with w (Red to move) or b (Blue to move)
# $text: what was written instead of w or b.
jungle-fen-bad-side-to-move = '{$text}' is not a side to move; write w (Red) or b (Blue)
jungle-fen-trailing-text = unexpected text after the side to move: '{$text}'
jungle-position-duplicate-animal = {$side} has two of the {$animal} (the second one on {$square})
jungle-position-animal-in-water = the {$animal} on {$square} is in the water, but only the rat can swim
jungle-position-animal-in-own-den = {$side}'s {$animal} stands in its own den

## Problems with rule options. $key: an option key; $value: the value given.
jungle-option-unknown-key-suggest = unknown rule option '{$key}'; did you mean '{$suggestion}'?
# $keys: the list of known option keys.
jungle-option-unknown-key = unknown rule option '{$key}'; the options are: {$keys}
# $expected: the accepted values.
jungle-option-bad-value = rule option '{$key}' cannot be '{$value}'; use one of: {$expected}
jungle-option-missing-equals = '{$text}' should look like key=value
# $presets: the list of rule set names.
jungle-option-unknown-preset = unknown rule set '{$name}'; use one of: {$presets}

## Problems with squares and moves. $text: what was written.
jungle-bad-square = '{$text}' is not a square (a1 to g9)
jungle-bad-move = '{$text}' is not a move; write two squares, like g3g4

# The `jungle perft` command stopped at its limit. $depth: the depth asked; $nodes, $seconds: the limits.
jungle-perft-over-budget = perft to depth { $depth } needs more than { $nodes } positions or { $seconds } seconds; stopped (raise --nodes or --seconds)
