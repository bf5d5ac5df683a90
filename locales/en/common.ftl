# Shared words used by every area.
common-game-jungle = Jungle
common-game-renju = Gomoku / Renju
# Used by the i18n tests. $name: a learner's name; $game: a game's name.
common-test-greeting = Hello {$name}, let's play {$game}
# The teach board: an answer the rules refuse, for a reason without its own sentence. $reason: the engine's reason in words (into water, occupied …).
teach-reason-other = Not allowed by the rules ({ $reason }).
