# Shared words used by every area.
common-game-jungle = 鬥獸棋
common-game-renju = 五子棋 / 連珠
# Used by the i18n tests. $name: a learner's name; $game: a game's name.
common-test-greeting = {$name}你好，我們來下{$game}
# The teach board: an answer the rules refuse, for a reason without its own sentence. $reason: the engine's reason in words (into water, occupied …).
teach-reason-other = 規則不允許這樣走（{ $reason }）。
