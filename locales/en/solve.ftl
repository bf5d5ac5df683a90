# solve messages (en): the puzzle trainer.
# Variables: $move, $reply are moves like d8d9; $reason is a refusal sentence
# (jungle-refusal-*); $moves is how many moves the learner still has; $animal is an animal
# name (jungle-animal-*); $square is a square like c4; $theme, $other are idea names
# (solve-theme-*); $tag is a puzzle tag as written; $line is moves separated by spaces;
# $stars is 0–3; $mistakes and $hints are counts.

## What the trainer says about a move.
solve-feedback-illegal = {$move} is not allowed: {$reason}
solve-feedback-continue = Good move! The computer answers {$reply}. { $moves ->
    [one] One more move to win.
   *[other] {$moves} more moves to win.
}
solve-feedback-solved = {$move} — you won! Puzzle solved.
solve-feedback-win-slips = {$move} is allowed, but the win slips away. Try another move.
solve-feedback-win-slips-reply = {$move} is allowed, but the win slips away: the computer would answer {$reply}. Try another move.
solve-feedback-undecided = I could not check {$move} in time. Try another move or ask for a hint.
solve-feedback-already-solved = This puzzle is already solved.

## The hint ladder.
solve-hint-piece = Look at your {$animal} on {$square}.
solve-hint-idea = The idea: {$theme}.
solve-hint-idea-two = The idea: {$theme}, and {$other}.
solve-hint-idea-none = Think about what your opponent can still do after each of your moves.
solve-hint-move = Play {$move}.

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
solve-theme-other = {$tag}

## Showing the solution and the score.
solve-solution = Solution: {$line}
solve-score-solved = Solved! Stars: {$stars} (mistakes: {$mistakes}, hints: {$hints}).
solve-score-unsolved = Not solved yet (mistakes: {$mistakes}, hints: {$hints}).
