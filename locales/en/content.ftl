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
tutor-why-capture-yes-stronger = Yes, it can! The { $attacker } is as strong as the { $defender } or stronger.
tutor-why-capture-yes-same-kind = Yes, it can! Two animals of the same kind — both { $animal } — are equally strong, so either may capture the other.
tutor-why-capture-yes-rat-beats-elephant = Yes, it can! The little rat may capture the big elephant — it creeps into its ear.
# $defender: the animal in the trap; $square: the trap.
tutor-why-capture-yes-weakened = Yes, it can! The { $defender } is in the trap on { $square }, and in an enemy trap any animal can capture it.
# $side: whose animal; $square: where the learner put it.
tutor-why-wrong-start = { $side }'s { $animal } does not start on { $square }. Look at the picture of the start again.
tutor-why-not-asked = This step does not ask about { $side }'s { $animal }.
# $remaining: animals still to place.
tutor-why-not-all-placed = { $remaining ->
    [one] One animal is still missing.
   *[other] { $remaining } animals are still missing.
}
tutor-why-illegal = That move is not allowed. { $reason }
tutor-why-misses-goal-not-a-jump = That move is allowed, but it is a step, not a jump over the river.
tutor-why-misses-goal-not-the-piece = That move is allowed, but this time the animal on { $square } should move.
tutor-why-misses-goal-no-capture = That move is allowed, but it does not capture anything.
tutor-why-misses-goal-not-the-target = That move is allowed, but it does not reach { $square }.
tutor-why-misses-goal-not-into-den = That move is allowed, but it does not go into the den on { $den }.
tutor-why-misses-goal-still-chased = That move is allowed, but the { $animal } on { $square } can still be captured. Find a safe square!
# $missed, $extra: lists of squares; $missed_count, $extra_count: how many.
tutor-why-marks = { $missed_count ->
    [0] { $extra_count ->
        [one] Almost! { $extra } is not one of them.
       *[other] Almost! These are not: { $extra }.
    }
   *[other] { $extra_count ->
        [0] You found some, but you missed { $missed }.
       *[other] You missed { $missed }, and { $extra } is not one of them.
    }
}
tutor-hint-strongest-first = The { $animal } comes first.
tutor-hint-starts-on = The { $animal } starts on { $square }.
tutor-hint-move-from = Try moving the animal on { $square }.
tutor-hint-play-move = Move from { $from } to { $to }.
# $count: how many squares the answer has.
tutor-hint-mark-count = { $count ->
    [0] Look closely: maybe there is no square at all!
    [one] There is one square to mark.
   *[other] There are { $count } squares to mark.
}
tutor-why-point-taken = There is already a stone on { $point }. Choose an empty point.
# $kind: the forbidden kind (renju-forbidden-*); $lines: the lines, like h8–k8; $line_count: how many.
tutor-why-forbidden = Black may not play there: it is a { $kind }. Look at { $line_count ->
    [one] the line { $lines }.
   *[other] the lines { $lines }.
}
tutor-why-renju-misses-goal-five = That stone is allowed, but it does not make five in a row.
tutor-why-renju-misses-goal-four-three = That stone is allowed, but it does not make a four and a three at the same time.
tutor-why-renju-misses-goal-block-four = That stone is allowed, but the other side can still make five. Block the four!
tutor-why-renju-misses-goal-make-four = That stone is allowed, but it does not make a four.
tutor-why-renju-misses-goal-make-three = That stone is allowed, but it does not make an open three.
tutor-why-forbidden-kind-wrong-allowed = Look again: Black may play on this point. It is not forbidden.
tutor-why-forbidden-kind-wrong = Look again: this point is a { $kind }. See { $line_count ->
    [one] the line { $lines }.
   *[other] the lines { $lines }.
}
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
tutor-hint-play-point = Try { $point }.
