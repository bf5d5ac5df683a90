# The puzzle generator (`qi-classroom generate`): titles, comments and hints of the puzzles it
# writes, rendered into all three languages when the file is written.

# A title with what tells the puzzles of one idea apart: the animal that moves first, or
# where on the board the first stone goes.
generate-title-with-animal = { $title } · { $animal }
generate-title-in-area = { $title } · { $area }
generate-title-den = { $variant ->
    [0] Into the den
    [1] Race to the den
   *[2] The open door
  }
generate-title-trap = { $variant ->
    [0] Caught in the trap
    [1] A weak spot
   *[2] Trap trick
  }
generate-title-river-jump = { $variant ->
    [0] Over the river
    [1] A big jump
   *[2] Jump and win
  }
generate-title-rat-blocks-jump-jumps = { $variant ->
    [0] A blocked jump
    [1] Find the free jump
   *[2] Jump past the rat
  }
generate-title-rat-blocks-jump-round = { $variant ->
    [0] A blocked jump
    [1] Round the river
   *[2] Go round the rat
  }
generate-title-rat-blocks-jump-rat = { $variant ->
    [0] A blocked jump
    [1] Clear the river
   *[2] Rat in the river
  }
generate-title-no-legal-move = { $variant ->
    [0] Nowhere to go
    [1] Stuck!
   *[2] No moves left
  }
generate-title-capture-all = { $variant ->
    [0] Catch the last one
    [1] The last animal
   *[2] Clear the board
  }
generate-title-rat-vs-elephant = { $variant ->
    [0] Small beats big
    [1] The brave rat
   *[2] Rat and elephant
  }
generate-title-guard-den-block = { $variant ->
    [0] Guard the den
    [1] Stand in the way
   *[2] Close the door
  }
generate-title-guard-den-block-not-catch = { $variant ->
    [0] Guard the den
    [1] Stand in the way
   *[2] Don't take the bait
  }
generate-title-guard-den-catch = { $variant ->
    [0] Guard the den
    [1] Stop them!
   *[2] Catch it in time
  }
generate-title-guard-den-either = { $variant ->
    [0] Guard the den
    [1] Stop them!
   *[2] Close the door
  }
generate-title-five = { $variant ->
    [0] Make five!
    [1] Five in a row!
   *[2] One more makes five
  }
generate-title-block-four = { $variant ->
    [0] Block the four!
    [1] Stop the five!
   *[2] Quick, block it!
  }
generate-title-block-three = { $variant ->
    [0] Block the three!
    [1] Don't let it grow!
   *[2] Close the open three!
  }
generate-title-vcf = { $variant ->
    [0] { $side } wins by fours
    [1] Four after four
   *[2] Keep making fours
  }
generate-title-four-three = { $variant ->
    [0] { $side }'s four-three
    [1] Four and three at once
   *[2] The four-three finish
  }
generate-title-forbidden-trap = { $variant ->
    [0] Forbidden trap
    [1] Black's forbidden point
   *[2] Nowhere safe to block
  }
generate-title-vct = { $variant ->
    [0] Threes and fours
    [1] { $side } attacks with threes
   *[2] A three first
  }
generate-title-defend-three = { $variant ->
    [0] Block { $side }'s open three
    [1] Stop the three
   *[2] Before it becomes a four
  }
generate-title-defend-fours = { $variant ->
    [0] Stop { $side }'s fours
    [1] Block the fours
   *[2] Take the key point
  }
generate-title-win-in-3 = { $variant ->
    [0] Win in three
    [1] { $side } wins in three moves
   *[2] Three moves to five
  }

generate-comment-right-moves = The right moves: { $moves }.
generate-comment-line = The right moves: { $moves }. One winning line: { $line }.
generate-comment-defence = The right moves: { $moves }. After another move, such as { $wrong }, { $side } answers { $reply } and wins.
generate-comment-renju-line = The right first moves: { $moves }. The winning line: { $line }.
generate-comment-renju-defend = The right moves: { $moves }. { $side } threatened { $threat }.

generate-hint-look-piece = Look at your { $animal } on { $square }.
generate-hint-move-piece = Move the { $animal } from { $from } to { $to }.
generate-hint-jungle-den = Count the steps to the den: can anyone stop you on the way?
generate-hint-jungle-trap = An animal in a trap has no strength left: watch where you step, and look for what you can catch.
generate-hint-jungle-river-jump = A lion or a tiger may jump over the river in one move.
generate-hint-jungle-rat-blocks-jump-jumps = A rat in the water blocks a jump over it: find a jump with no rat in the way.
generate-hint-jungle-rat-blocks-jump-round = A rat in the water blocks your jump: go round by land instead.
generate-hint-jungle-rat-blocks-jump-rat = A rat in the water blocks a jump: use your own rat to clear the river.
generate-hint-jungle-no-legal-move = Take away the last squares the other side could move to.
generate-hint-jungle-capture-all = Catch the other side's animals until none is left.
generate-hint-jungle-rat-vs-elephant = The smallest animal may eat the biggest one!
generate-hint-jungle-capture = Look for an animal you can eat safely.
generate-hint-jungle-guard-den-block = Find how the other side would reach your den, and stand in its way.
generate-hint-jungle-guard-den-block-not-catch = Find how the other side would reach your den, and stand in its way. Do not eat anything here: every capture loses.
generate-hint-jungle-guard-den-catch = Find how the other side would reach your den: one of your animals can stop it by eating safely.
generate-hint-jungle-guard-den-either = Find how the other side would reach your den: stand in its way, or eat safely.

generate-area-middle = the middle
generate-area-left = the left side
generate-area-right = the right side
generate-area-top = the top
generate-area-bottom = the bottom
generate-area-upper-left = the upper left
generate-area-upper-right = the upper right
generate-area-lower-left = the lower left
generate-area-lower-right = the lower right
generate-hint-renju-look = Look at { $area } of the board.
generate-hint-renju-five = Find your four in a row: one more stone makes five.
generate-hint-renju-block-four = The other side has four in a row: put your stone where their fifth would go.
generate-hint-renju-block-three = The other side has an open three: put your stone where it would grow into a four.
generate-hint-renju-vcf = Make a four every move; each block must help your next four.
generate-hint-renju-four-three = The win ends in a four-three: one stone makes a four and an open three at once.
generate-hint-renju-forbidden-trap = Make fours so that Black's last block is a forbidden point.
generate-hint-renju-vct = No four wins at once: first make a three the opponent must answer, then keep threatening.
generate-hint-renju-defend-three = Find the open three and block it where it grows.
generate-hint-renju-defend-fours = Find the opponent's winning fours first, then take their key point.
generate-hint-renju-win-in-3 = No four wins at once: find the move that threatens to win (a three, or a quiet move that sets up fours), then finish in two more moves.
generate-hint-renju-start = Start with { $point }.
generate-hint-renju-play = Play { $point }.

generate-error-count = Ask for 1 to { $max } puzzles, not { $count }.
generate-error-theme = The generator knows no theme `{ $theme }` for this game.
generate-error-moves = The generator makes puzzles of 1 to 3 moves (Jungle) or 1 to 8 moves (Renju), not { $moves }.
generate-error-side = Only Jungle puzzles can be made for a chosen side (--side).
generate-error-write = Could not write { $path }: { $error }
generate-error-read = Could not read { $path }: { $error }
generate-report = Wrote { $count } puzzles to { $path } ({ $tries } positions tried, { $seconds } s).
generate-report-theme = { $theme }: { $count }
generate-retitle-report = { $path }: { $puzzles } puzzles, { $changed } changed ({ $titles } titles, { $hints } hint ladders, { $themes } theme lists).
generate-ended-short = The run stopped before { $wanted } puzzles (time limit or too few positions found): try more time, another seed or fewer puzzles.

generate-side-black = Black
generate-side-white = White
