# renju messages (en)

## Forbidden kinds: short names
renju-forbidden-overline = overline
renju-forbidden-double-four = double-four
renju-forbidden-double-three = double-three

## Forbidden kinds: explanations for children
renju-forbidden-overline-explain = This point is forbidden: Black would make six or more in a row here (an overline).
renju-forbidden-double-four-explain = This point is forbidden: Black would make two fours at once here (a double-four).
renju-forbidden-double-three-explain = This point is forbidden: Black would make two open threes at once here (a double-three).

## Refusals. $point: a point like h8; $column, $row: numbers (0-based); $kind: a forbidden kind's name.
renju-refusal-occupied = There is already a stone on { $point }.
    .spoken = There is already a stone there.
renju-refusal-off-board = That point is not on the board.
renju-refusal-forbidden-point = Black may not play on { $point }: it is forbidden ({ $kind }).
    .spoken = Black may not play there: it is forbidden ({ $kind }).
renju-refusal-game-over = The game is over.
renju-refusal-not-your-turn = It is not your turn.
renju-refusal-nothing-to-undo = There is no move to take back.
renju-refusal-nothing-to-claim = There is no forbidden move to point out.
renju-refusal-claim-too-late = Too late: a forbidden move must be pointed out right after it is played.

## Outcomes. $winner: the name of a colour; $kind: a forbidden kind's name.
renju-stone-black = Black
renju-stone-white = White
renju-outcome-five = { $winner } wins with five in a row!
renju-outcome-forbidden-move = White wins: Black played a forbidden move ({ $kind }).
renju-outcome-claimed-forbidden = White wins by pointing out Black's forbidden move ({ $kind }).
renju-outcome-resignation = { $winner } wins: the other side resigned.
renju-outcome-time-out = { $winner } wins: the other side ran out of time.
renju-outcome-draw-two-passes = A draw: both sides passed.
renju-outcome-draw-full-board = A draw: the board is full.
renju-outcome-draw-agreement = A draw by agreement.

## Command line. $points: a list of points.
renju-cli-forbidden-points = Black's forbidden points:
renju-cli-no-forbidden-points = Black has no forbidden points.
renju-cli-five-points = Black makes five on: { $points }
renju-cli-no-five-points = Black has no point that makes five.

## Refusals during the opening. $point, $with: points; $zone: the side of a central square; $expected, $got: numbers; $expected (wrong-action): a decision's name.
renju-refusal-first-stone-not-centre = The first stone must go on the centre point H8, not { $point }.
    .spoken = The first stone must go on the centre point, right in the middle of the board.
renju-refusal-not-next-to-centre = White's first stone must go right next to H8; { $point } is not.
    .spoken = White's first stone must go right next to the centre point.
renju-refusal-outside-zone = { $point } is outside the central { $zone }×{ $zone } square.
    .spoken = That point is outside the central { $zone }×{ $zone } square.
renju-refusal-symmetric-offer = { $point } is a mirror image of { $with }: offer a different move.
    .spoken = That point is a mirror image of another offer: offer a different move.
renju-refusal-wrong-offer-count = Offer { $expected } fifth moves, not { $got }.
renju-refusal-not-an-offer = { $point } was not one of the offered moves.
    .spoken = That point was not one of the offered moves.
renju-refusal-wrong-action = That does not answer what the opening waits for: { $expected }.
renju-refusal-opening-finished = The opening is already over.

## Opening decisions
renju-decision-place = place a stone
renju-decision-swap-or-keep = swap colours or keep them
renju-decision-declare-offers = say how many fifth moves will be offered
renju-decision-offer-fifth-moves = offer fifth moves
renju-decision-pick-offer = pick one of the offered fifth moves
renju-decision-choose-colour = choose Black or White
renju-decision-swap2-choice = take White, take Black, or place two more stones
renju-opening-group-direct = direct opening
renju-opening-group-indirect = indirect opening

## The 26 standard openings (names only)
renju-opening-kansei = Kansei (Cold Star)
renju-opening-keigetsu = Keigetsu (Valley Moon)
renju-opening-sosei = Sosei (Sparse Star)
renju-opening-kagetsu = Kagetsu (Flower Moon)
renju-opening-zangetsu = Zangetsu (Waning Moon)
renju-opening-ugetsu = Ugetsu (Rain Moon)
renju-opening-kinsei = Kinsei (Golden Star)
renju-opening-shogetsu = Shogetsu (Pine Moon)
renju-opening-kyugetsu = Kyugetsu (Hill Moon)
renju-opening-shingetsu = Shingetsu (New Moon)
renju-opening-zuisei = Zuisei (Lucky Star)
renju-opening-sangetsu = Sangetsu (Mountain Moon)
renju-opening-yusei = Yusei (Wandering Star)
renju-opening-chosei = Chosei (Long Star)
renju-opening-kyogetsu = Kyogetsu (Gorge Moon)
renju-opening-kosei = Kosei (Fixed Star)
renju-opening-suigetsu = Suigetsu (Water Moon)
renju-opening-ryusei = Ryusei (Shooting Star)
renju-opening-ungetsu = Ungetsu (Cloud Moon)
renju-opening-hogetsu = Hogetsu (Bay Moon)
renju-opening-rangetsu = Rangetsu (Storm Moon)
renju-opening-gingetsu = Gingetsu (Silver Moon)
renju-opening-meisei = Meisei (Bright Star)
renju-opening-shagetsu = Shagetsu (Slanting Moon)
renju-opening-meigetsu = Meigetsu (Harvest Moon)
renju-opening-suisei = Suisei (Comet)
