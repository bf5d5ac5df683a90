# Shared words used by every area.
common-game-jungle = 斗兽棋
common-game-renju = 五子棋 / 连珠
# Used by the i18n tests. $name: a learner's name; $game: a game's name.
common-test-greeting = {$name}你好，我们来下{$game}
# The teach board: an answer the rules refuse, for a reason without its own sentence. $reason: the engine's reason in words (into water, occupied …).
teach-reason-other = 规则不允许这样走（{ $reason }）。
