# solve messages (en): the puzzle trainer.
# Variables: $move, $reply are moves like d8d9; $reason is a refusal sentence
# (jungle-refusal-*); $moves is how many moves the learner still has; $animal is an animal
# name (jungle-animal-*); $square is a square like c4; $theme, $other are idea names
# (solve-theme-*); $tag is a puzzle tag as written; $line is moves separated by spaces;
# $stars is 0–3; $mistakes and $hints are counts.

## What the trainer says about a move.
solve-feedback-illegal = {$move} is not allowed: {$reason}
    .spoken = That move is not allowed: {$reason}
solve-feedback-continue = Good move! The computer answers {$reply}. { $moves ->
    [one] One more move to win.
   *[other] {$moves} more moves to win.
}
    .spoken = Good move! Look at the computer's answer on the board. { $moves ->
        [one] One more move to win.
       *[other] { $moves } more moves to win.
    }
solve-feedback-solved = {$move} — you won! Puzzle solved.
    .spoken = You won! Puzzle solved.
solve-feedback-win-slips = {$move} is allowed, but the win slips away. Try another move.
    .spoken = That move is allowed, but the win slips away. Try another move.
solve-feedback-win-slips-reply = {$move} is allowed, but the win slips away: the computer would answer {$reply}. Try another move.
    .spoken = That move is allowed, but the win slips away. Try another move.
solve-feedback-undecided = I could not check {$move} in time. Try another move or ask for a hint.
    .spoken = I could not check that move in time. Try another move or ask for a hint.
solve-feedback-already-solved = This puzzle is already solved.
solve-jungle-feedback-defended = {$move} stops the attack. Puzzle solved!
    .spoken = That move stops the attack. Puzzle solved!
solve-jungle-feedback-not-stopped = {$move} does not stop the attack. Try another move.
    .spoken = That move does not stop the attack. Try another move.
solve-jungle-feedback-not-stopped-reply = {$move} does not stop the attack: the computer would play {$reply} and win. Try another move.
    .spoken = That move does not stop the attack: the computer would win. Try another move.

## The hint ladder.
solve-hint-piece = Look at your {$animal} on {$square}.
    .spoken = Look at your {$animal}.
solve-hint-idea = The idea: {$theme}.
solve-hint-idea-two = The idea: {$theme}, and {$other}.
solve-hint-idea-none = Think about what your opponent can still do after each of your moves.
solve-hint-move = Play {$move}.
    .spoken = Play the move shown on the board.

## Puzzle ideas.
solve-theme-den = walk into the enemy den
solve-theme-capture = capture an enemy animal
solve-theme-capture-all = capture every enemy animal
solve-theme-no-legal-move = leave the enemy with no move at all
solve-theme-river-jump = jump over the river with the lion or tiger
solve-theme-trap = an animal in an enemy trap loses its strength
solve-theme-rat-vs-elephant = the rat can beat the elephant
solve-theme-rat-blocks-jump = a rat in the river blocks the jump
solve-theme-swim = the rat swims through the river
solve-theme-guard-den = stop the enemy animal before it walks into your den
solve-theme-other = {$tag}

## Showing the solution and the score.
solve-solution = Solution: {$line}
solve-score-solved = Solved! Stars: {$stars} (mistakes: {$mistakes}, hints: {$hints}).
solve-score-unsolved = Not solved yet (mistakes: {$mistakes}, hints: {$hints}).

## Renju puzzles. $move, $reply are points like h8; $area is a part of the board
## (solve-renju-area-*).
solve-renju-feedback-continue = Good move! The computer answers {$reply}.
    .spoken = Good move! The computer has answered.
solve-renju-feedback-wins-by-threes = That wins too — with threes, not only fours! The computer answers {$reply}.
    .spoken = That wins too — with threes, not only fours! The computer has answered.
solve-renju-feedback-defended = {$move} stops the attack. Puzzle solved!
    .spoken = That move stops the attack. Puzzle solved!
solve-renju-feedback-not-stopped = {$move} does not stop the attack. Try another move.
    .spoken = That move does not stop the attack. Try another move.
solve-renju-feedback-not-stopped-reply = {$move} does not stop the attack: the computer would play {$reply}. Try another move.
    .spoken = That move does not stop the attack. Try another move.
solve-renju-hint-area = Look at the {$area} of the board.
solve-renju-area-upper-left = upper left
solve-renju-area-top = top
solve-renju-area-upper-right = upper right
solve-renju-area-left = left side
solve-renju-area-middle = middle
solve-renju-area-right = right side
solve-renju-area-lower-left = lower left
solve-renju-area-bottom = bottom
solve-renju-area-lower-right = lower right

## Renju puzzle ideas.
solve-theme-vcf = make a four with every move until you win
solve-theme-vct = attack with threes and fours until you win
solve-theme-three = make an open three the opponent must answer
solve-theme-four-three = make a four and an open three with one stone
solve-theme-defend = find the opponent's threat, a four or an open three, and block it where it grows
solve-theme-forbidden-trap = make Black's only block a forbidden point
solve-theme-double-three = a double three is forbidden for Black

## Why a Renju puzzle is not proven (for authors). $line and $ply count from 1 (the solution
## line and the move in it); $point is a point like h8; $shortest and $limit count the
## attacker's moves.
solve-renju-proof-no-win = The side to move has no forced win of this kind.
solve-renju-proof-too-long = The shortest win takes {$shortest} moves, more than the {$limit} allowed.
solve-renju-proof-undecided = The solver could not decide this puzzle within its budget.
solve-renju-proof-over-budget = The solver ran out of its budget for the whole proof before it finished.
solve-renju-proof-no-forbidden-ending = No solution line ends with Black forced onto a forbidden point.
solve-renju-proof-nothing-to-defend = The opponent has no winning fours here, so there is nothing to defend.
solve-renju-proof-no-defence = No move stops the opponent's winning fours.
solve-renju-proof-illegal-move = Solution line {$line}, move {$ply}: {$point} is not a legal move.
solve-renju-proof-not-winning = Solution line {$line}, move {$ply}: after {$point} the goal no longer holds.

## Game review (src/review, src/i18n/review.rs): what the engine saw at a move, told with the
## marks on the board.
review-heading = Look back at the game
review-nothing = The computer found no missed win, no missed block and no lost piece. Well played!
review-jungle-a-piece = a piece
# $animal: the animal that could have won; $moves: in how many of your moves.
review-jungle-missed-win = Here your { $animal } could have won in { $moves ->
    [one] one move
   *[other] { $moves } moves
}: follow the green arrow. The yellow square is what you played.
# $enemy: the attacking animal; $animal: the one that could have stopped it.
review-jungle-missed-block = The { $enemy } was about to break in. Your { $animal } could have stopped it: follow the green arrow.
# $enemy: the animal that takes; $animal: the animal taken.
review-jungle-lost-piece = After this move the { $enemy } could take your { $animal } for nothing (the red arrow).
# $point: where the win starts; $moves: how many of your moves it takes.
review-renju-missed-win = You could have won here with fours, { $moves ->
    [one] in one move
   *[other] in { $moves } moves
}: start at the pale stone on { $point }.
    .spoken = You could have won here with fours, { $moves ->
        [one] in one move
       *[other] in { $moves } moves
    }: start at the pale stone.
# $threat: where the opponent's win starts; $block: a point that stops it.
review-renju-missed-block = Your opponent could win from here with fours, starting at { $threat } (the red ring). A stone on the pale point { $block } would have stopped it.
    .spoken = Your opponent could win from here with fours, starting at the red ring. A stone on the pale point would have stopped it.
# $threat: where White's forcing fours start; $safe: a point that leaves White no such win.
review-renju-forbidden-trap = After this stone White could force you onto a forbidden point with fours, starting at { $threat } (the red ring). A stone on the pale point { $safe } would have kept you safe.
    .spoken = After this stone White could force you onto a forbidden point with fours, starting at the red ring. A stone on the pale point would have kept you safe.
review-look-again = Look at this move again.
# $number: the moment shown, from 1; $count: how many there are.
review-moment-of = { $number } of { $count }
review-previous = ◀ Before
review-next = Next ▶
review-back = ◀ Back to the game
review-start = Look back at the game
review-working = The computer is looking at every move…
