# jungle messages (zh-TW)
# 變數：$animal、$attacker、$defender、$target 是動物名稱（jungle-animal-*）；
# $side、$winner、$loser 是哪一方（jungle-side-*）；$square、$from、$to、$den、$landing、
# $rat_square 是格子，例如 c4；$rule 是規則名稱（jungle-rule-*）。

## 動物名稱，放在別的句子裡用。
jungle-animal-rat = 老鼠
jungle-animal-cat = 貓
jungle-animal-wolf = 狼
jungle-animal-dog = 狗
jungle-animal-leopard = 豹
jungle-animal-tiger = 老虎
jungle-animal-lion = 獅子
jungle-animal-elephant = 大象

## 雙方。
jungle-side-red = 紅方
jungle-side-blue = 藍方

## 防止重複走棋的規則。
jungle-rule-7-3 = 7-3規則
jungle-rule-17-5 = 17-5規則

## 為什麼這步棋不能走。
jungle-refusal-game-over = 這盤棋已經結束囉。
# $square：起點，那裡沒有棋子。
jungle-refusal-no-piece = {$square}上沒有動物。
    .spoken = 那裡沒有動物。
# $side：這隻動物屬於哪一方（現在不該這一方走）。
jungle-refusal-not-your-turn = {$square}的{$animal}是{$side}的，現在還沒輪到{$side}走。
    .spoken = 這隻{$animal}是{$side}的，現在還沒輪到{$side}走。
jungle-refusal-diagonal-move = 動物只能往前、後、左、右走，不能斜斜地從{$from}走到{$to}。
    .spoken = 動物只能往前、後、左、右走，不能斜斜地走。
jungle-refusal-not-adjacent = 動物一次只能走一格，{$to}和{$from}沒有靠在一起。
    .spoken = 動物一次只能走一格，那一格跟牠沒有靠在一起。
jungle-refusal-not-a-jumper = 只有獅子和老虎能跳過河，{$animal}不能跳。
# $landing：過河後的第一個陸地格，跳河一定要落在那裡。
jungle-refusal-jump-too-far = {$animal}跳過河以後，要落在對岸的第一格{$landing}。
    .spoken = { $animal }跳過河以後，要落在對岸的第一格。
jungle-refusal-jump-blocked-by-rat = {$rat_square}的老鼠在河裡擋住了路，{$attacker}不能跳過去。
    .spoken = 河裡的老鼠擋住了路，{ $attacker }不能跳過去。
jungle-refusal-into-own-den = 動物不能走進自己的獸穴{$den}。
    .spoken = 動物不能走進自己的獸穴。
jungle-refusal-into-water = 只有老鼠會游泳，{$animal}不能下水。
# $animal：已經站在 $square 上的自己的動物。
jungle-refusal-onto-own-piece = {$square}上已經有你自己的{$animal}了。
    .spoken = 那裡已經有你自己的{$animal}了。
jungle-refusal-too-strong = {$defender}比{$attacker}厲害，{$attacker}吃不了牠。
jungle-refusal-elephant-cannot-capture-rat = 大象不能吃老鼠。
jungle-refusal-rat-cannot-capture-from-water = 老鼠從水裡上來，不能吃岸上的{$target}。
jungle-refusal-cannot-capture-rat-in-water = 老鼠在河裡很安全，{$attacker}在岸上抓不到牠。
jungle-refusal-jump-onto-stronger = {$defender}比{$attacker}厲害，{$attacker}不能跳到牠那裡。
jungle-refusal-same-kind-defender-only = 照這套規則，走過去的{$animal}不能吃另一隻{$animal}，只有站著不動的那隻才能吃。
jungle-refusal-own-trap-immunity = {$defender}在自己的陷阱{$square}裡，很安全，不能被吃。
    .spoken = {$defender}在自己的陷阱裡，很安全，不能被吃。
jungle-refusal-repetition-limit = 依照{$rule}，{$animal}來回走太多次了，現在不能走到{$square}。
    .spoken = 依照{$rule}，{$animal}來回走太多次了，現在不能走到那裡。

## 棋局怎麼結束。
jungle-outcome-den-entered = {$winner}贏了：有動物走進了獸穴{$den}！
    .spoken = { $winner }贏了：有動物走進了獸穴！
jungle-outcome-all-captured = {$winner}贏了：{$loser}的動物都被吃光了。
jungle-outcome-no-legal-move = {$winner}贏了：{$loser}的動物都被困住，一步也走不了。
# $rounds：連續多少個回合（雙方各走一步）沒有吃子。
jungle-outcome-no-capture-draw = 和棋：連續{$rounds}個回合都沒有動物被吃。
jungle-outcome-resigned = {$loser}認輸了，{$winner}贏了。
jungle-outcome-time-out = {$loser}的時間用完了，{$winner}贏了。
jungle-outcome-opponent-left = {$loser}離開了棋局，{$winner}贏了。
jungle-outcome-draw-agreed = 雙方同意和棋。

## 局面文字的錯誤。$rank：第幾列（1–9）。
jungle-fen-empty = 局面文字是空的
# $found：文字裡有幾列。
jungle-fen-wrong-rank-count = 局面要有9列，用「/」隔開，但這裡有{$found}列
# $squares：這一列寫了幾個格子。
jungle-fen-wrong-rank-length = 第{$rank}列有{$squares}個格子（應該是7個）
# $letter：不認得的字母。
jungle-fen-unknown-piece-letter = 第{$rank}列有不認得的棋子字母「{$letter}」
jungle-fen-missing-side-to-move = 局面文字最後要寫 w（紅方走）或 b（藍方走）
# $text：寫在 w 或 b 位置上的文字。
jungle-fen-bad-side-to-move = 「{$text}」不是輪到的一方，請寫 w（紅方）或 b（藍方）
jungle-fen-trailing-text = 輪到的一方後面多了文字：「{$text}」
jungle-position-duplicate-animal = {$side}有兩隻{$animal}（第二隻在{$square}）
jungle-position-animal-in-water = {$square}的{$animal}在水裡，可是只有老鼠會游泳
jungle-position-animal-in-own-den = {$side}的{$animal}站在自己的獸穴裡

## 規則選項的錯誤。$key：選項名稱；$value：給的值。
jungle-option-unknown-key-suggest = 沒有規則選項「{$key}」，你是想寫「{$suggestion}」嗎？
# $keys：所有選項名稱。
jungle-option-unknown-key = 沒有規則選項「{$key}」，可以用的選項有：{$keys}
# $expected：可以用的值。
jungle-option-bad-value = 規則選項「{$key}」不能是「{$value}」，請用：{$expected}
jungle-option-missing-equals = 「{$text}」應該寫成 選項=值
# $presets：規則組的名稱。
jungle-option-unknown-preset = 沒有叫「{$name}」的規則組，請用：{$presets}

## 格子和走法的錯誤。$text：寫的文字。
jungle-bad-square = 「{$text}」不是格子（a1 到 g9）
jungle-bad-move = 「{$text}」不是走法，請寫兩個格子，例如 g3g4

# The `jungle perft` command stopped at its limit. $depth: the depth asked; $nodes, $seconds: the limits.
jungle-perft-over-budget = 深度 { $depth } 的 perft 需要超過 { $nodes } 個局面或 { $seconds } 秒，已停止（可以調高 --nodes 或 --seconds）
