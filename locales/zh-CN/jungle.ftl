# jungle messages (zh-CN)
# 变量：$animal、$attacker、$defender、$target 是动物名（jungle-animal-*）；
# $side、$winner、$loser 是哪一方（jungle-side-*）；$square、$from、$to、$den、$landing、
# $rat_square 是格子，如 c4；$rule 是规则名（jungle-rule-*）。

## 动物名，放在别的句子里用。
jungle-animal-rat = 老鼠
jungle-animal-cat = 猫
jungle-animal-wolf = 狼
jungle-animal-dog = 狗
jungle-animal-leopard = 豹子
jungle-animal-tiger = 老虎
jungle-animal-lion = 狮子
jungle-animal-elephant = 大象

## 双方。
jungle-side-red = 红方
jungle-side-blue = 蓝方

## 防止重复走棋的规则。
jungle-rule-7-3 = 7-3规则
jungle-rule-17-5 = 17-5规则

## 为什么这步棋不能走。
jungle-refusal-game-over = 这盘棋已经结束了。
# $square：起点，那里没有棋子。
jungle-refusal-no-piece = {$square}上没有动物。
    .spoken = 那里没有动物。
# $side：这只动物属于哪一方（现在不该这一方走）。
jungle-refusal-not-your-turn = {$square}的{$animal}是{$side}的，现在还没轮到{$side}走。
    .spoken = 这只{$animal}是{$side}的，现在还没轮到{$side}走。
jungle-refusal-diagonal-move = 动物只能往前、后、左、右走，不能斜着从{$from}走到{$to}。
    .spoken = 动物只能往前、后、左、右走，不能斜着走。
jungle-refusal-not-adjacent = 动物一次只能走一格，{$to}和{$from}不挨着。
    .spoken = 动物一次只能走一格，那一格跟它不挨着。
jungle-refusal-not-a-jumper = 只有狮子和老虎能跳过小河，{$animal}不能跳。
# $landing：过河后的第一个陆地格，跳河必须落在那里。
jungle-refusal-jump-too-far = {$animal}跳过小河后，要落在河对岸的第一格{$landing}。
    .spoken = { $animal }跳过小河后，要落在河对岸的第一格。
jungle-refusal-jump-blocked-by-rat = {$rat_square}的老鼠在河里挡住了路，{$attacker}不能跳过去。
    .spoken = 河里的老鼠挡住了路，{ $attacker }不能跳过去。
jungle-refusal-into-own-den = 动物不能走进自己的兽穴{$den}。
    .spoken = 动物不能走进自己的兽穴。
jungle-refusal-into-water = 只有老鼠会游泳，{$animal}不能下水。
# $animal：已经站在 $square 上的自己的动物。
jungle-refusal-onto-own-piece = {$square}上已经有你自己的{$animal}了。
    .spoken = 那里已经有你自己的{$animal}了。
jungle-refusal-too-strong = {$defender}比{$attacker}厉害，{$attacker}吃不了它。
jungle-refusal-elephant-cannot-capture-rat = 大象不能吃老鼠。
jungle-refusal-rat-cannot-capture-from-water = 老鼠从水里出来，不能吃岸上的{$target}。
jungle-refusal-cannot-capture-rat-in-water = 老鼠在河里很安全，{$attacker}在岸上抓不到它。
jungle-refusal-jump-onto-stronger = {$defender}比{$attacker}厉害，{$attacker}不能跳到它那里。
jungle-refusal-same-kind-defender-only = 按这套规则，走过去的{$animal}不能吃另一只{$animal}，只有站着不动的那只才能吃。
jungle-refusal-own-trap-immunity = {$defender}在自己的陷阱{$square}里，很安全，不能被吃。
    .spoken = {$defender}在自己的陷阱里，很安全，不能被吃。
jungle-refusal-repetition-limit = 按{$rule}，{$animal}来回走的次数太多了，现在不能走到{$square}。
    .spoken = 按{$rule}，{$animal}来回走的次数太多了，现在不能走到那里。

## 棋局怎样结束。
jungle-outcome-den-entered = {$winner}赢了：有动物走进了兽穴{$den}！
    .spoken = { $winner }赢了：有动物走进了兽穴！
jungle-outcome-all-captured = {$winner}赢了：{$loser}的动物都被吃光了。
jungle-outcome-no-legal-move = {$winner}赢了：{$loser}的动物都被困住，一步也走不了。
# $rounds：连续多少个回合（双方各走一步）没有吃子。
jungle-outcome-no-capture-draw = 和棋：连续{$rounds}个回合都没有动物被吃。
jungle-outcome-resigned = {$loser}认输了，{$winner}赢了。
jungle-outcome-time-out = {$loser}的时间用完了，{$winner}赢了。
jungle-outcome-opponent-left = {$loser}离开了棋局，{$winner}赢了。
jungle-outcome-draw-agreed = 双方同意和棋。

## 局面文字的错误。$rank：第几行（1–9）。
jungle-fen-empty = 局面文字是空的
# $found：文字里有几行。
jungle-fen-wrong-rank-count = 局面要有9行，用“/”隔开，但这里有{$found}行
# $squares：这一行写了几个格子。
jungle-fen-wrong-rank-length = 第{$rank}行有{$squares}个格子（应该是7个）
# $letter：不认识的字母。
jungle-fen-unknown-piece-letter = 第{$rank}行有不认识的棋子字母“{$letter}”
jungle-fen-missing-side-to-move = 局面文字最后要写 w（红方走）或 b（蓝方走）
# $text：写在 w 或 b 位置上的文字。
jungle-fen-bad-side-to-move = “{$text}”不是走棋方，请写 w（红方）或 b（蓝方）
jungle-fen-trailing-text = 走棋方后面多了文字：“{$text}”
jungle-position-duplicate-animal = {$side}有两只{$animal}（第二只在{$square}）
jungle-position-animal-in-water = {$square}的{$animal}在水里，可是只有老鼠会游泳
jungle-position-animal-in-own-den = {$side}的{$animal}站在自己的兽穴里

## 规则选项的错误。$key：选项名；$value：给的值。
jungle-option-unknown-key-suggest = 没有规则选项“{$key}”，你是想写“{$suggestion}”吗？
# $keys：所有选项名。
jungle-option-unknown-key = 没有规则选项“{$key}”，可用的选项有：{$keys}
# $expected：可以用的值。
jungle-option-bad-value = 规则选项“{$key}”不能是“{$value}”，请用：{$expected}
jungle-option-missing-equals = “{$text}”应该写成 选项=值
# $presets：规则组的名字。
jungle-option-unknown-preset = 没有叫“{$name}”的规则组，请用：{$presets}

## 格子和走法的错误。$text：写的文字。
jungle-bad-square = “{$text}”不是格子（a1 到 g9）
jungle-bad-move = “{$text}”不是走法，请写两个格子，比如 g3g4

# The `jungle perft` command stopped at its limit. $depth: the depth asked; $nodes, $seconds: the limits.
jungle-perft-over-budget = 深度 { $depth } 的 perft 需要超过 { $nodes } 个局面或 { $seconds } 秒，已停止（可以调高 --nodes 或 --seconds）
