# The placement race (看谁摆得快) and the class's mistakes on the board (issue #43).

race-projector-running = Placement race!
race-projector-ended = The race is over
race-projector-racing = { $count } still racing
race-mistakes = { $count ->
    [one] 1 mistake
   *[other] { $count } mistakes
}
race-title = Placement race
race-pick-step = Step to race
race-start = Start the race
race-end = End the race
race-show-names = Show by names
race-show-animals = Show by animal pictures
race-finished = Finishing order
race-none-yet = Nobody has finished yet.
race-racing = Still racing: { $count }
race-podium = Podium
race-seconds = { $seconds } s
race-no-steps = Today's work has no placement or ordering step to race.

race-device-go = Go! Quick, and right.
race-device-checking = Checking…
race-device-done = Finished! Place { $place }, { $seconds } s
race-device-ended = The race is over.
race-device-unknown = This device does not have the race's lesson.
race-back = Back to my work

mistakes-title = What the class played
mistakes-open = The class's mistakes
mistakes-first = First tries
mistakes-wrong = Wrong tries
mistakes-summary = { $events } tries by { $children } children
mistakes-none = Nothing has been tried here yet.
mistakes-no-board = This step has no board: the answers are listed.
mistakes-right = right
mistakes-legal = allowed, not right
mistakes-illegal = not allowed
mistakes-names = Names per try
mistakes-refresh = Look again
mistakes-close = Close
