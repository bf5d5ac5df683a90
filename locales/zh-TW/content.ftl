# content messages (zh-TW)

## 課程小老師（src/i18n/tutor.rs）。動物和陣營的名字來自 jungle-animal-* 和 jungle-side-*；
## $reason 是 jungle-refusal-* 裡的一整句話；格子寫作 c4。
tutor-correct = 答對了，好棒！
# $stars：這一步得到的星星，0 到 3 顆。
tutor-step-complete = { $stars ->
    [0] 完成了！再試一次，快一點就能拿到星星。
   *[other] 完成了！你得到了 { $stars } 顆星星。
}
tutor-unusable = 這一步沒辦法玩：課程檔案裡有錯誤，請告訴老師。
tutor-why-action-does-not-fit = 這一步不是問這個喔，再讀一讀題目吧。
# $count：這一步要排的動物數量。
tutor-why-not-these-animals = 要用這一步的 { $count } 種動物，每種用一次。
# $placed、$stronger：動物名字；$placed_strength、$stronger_strength：牠們的本領，1 到 8。
tutor-why-out-of-order = { $stronger }（{ $stronger_strength }）比{ $placed }（{ $placed_strength }）厲害，所以{ $stronger }要排在{ $placed }前面。
# $reason：為什麼不能吃。
tutor-why-capture-no = 不能喔。{ $reason }
tutor-why-capture-yes-stronger = 能！{ $attacker }比{ $defender }厲害。
tutor-why-capture-yes-same-kind = 能！兩隻{ $animal }一樣厲害，誰都可以吃掉對方。
tutor-why-capture-yes-rat-beats-elephant = 能！小老鼠可以吃大象——牠會鑽進大象的鼻子裡。
# $defender：掉進陷阱的動物；$square：陷阱的格子。
tutor-why-capture-yes-weakened = 能！{ $defender }掉進了 { $square } 的陷阱，牠在你的陷阱裡，你的任何一隻動物都能吃掉牠。
    .spoken = 能！{ $defender }掉進了你的陷阱，牠在你的陷阱裡，你的任何一隻動物都能吃掉牠。
# $side：哪一方的動物；$square：小朋友放的格子。
tutor-why-wrong-start = { $side }的{ $animal }不是從 { $square } 出發的。再看看開局的圖吧。
    .spoken = { $side }的{ $animal }不是從那裡出發的。再看看開局的圖吧。
tutor-why-not-asked = 這一步沒有問到{ $side }的{ $animal }。
# $remaining：還沒擺好的動物數量。
tutor-why-not-all-placed = 還有 { $remaining } 隻動物沒擺好。
tutor-why-illegal = 這樣走不行。{ $reason }
tutor-why-misses-goal-not-a-jump = 這樣走可以，但這是走一步，不是跳過小河。
tutor-why-misses-goal-not-the-piece = 這樣走可以，但這次要走 { $square } 上的動物。
    .spoken = 這樣走可以，但這次要走另一隻動物。
tutor-why-misses-goal-no-capture = 這樣走可以，但是什麼也沒吃到。
tutor-why-misses-goal-not-the-target = 這樣走可以，但是沒有走到 { $square }。
    .spoken = 這樣走可以，但是沒有走到要去的格子。
tutor-why-misses-goal-not-into-den = 這樣走可以，但是沒有走進 { $den } 的獸穴。
    .spoken = 這樣走可以，但是沒有走進獸穴。
tutor-why-misses-goal-still-chased = 這樣走可以，但是 { $square } 的{ $animal }還會被吃掉。找一個安全的格子吧！
    .spoken = 這樣走可以，但是{ $animal }還會被吃掉。找一個安全的格子吧！
# $missed、$extra：格子列表；$missed_count、$extra_count：各有幾個。
tutor-why-marks = { $extra_count ->
    [0] { $missed_shown ->
        [yes] 圈起來的是你漏掉的。
       *[no] 找到了一些，還沒找齊。再看看！
    }
    [1] 差一點！{ $reason }
   *[other] 差一點！{ $reason }再看看棋盤上的每個 ✗。
}
tutor-mark-land = { $square } 是陸地。
    .spoken = 那裡是陸地。
tutor-mark-water = { $square } 是河水。
    .spoken = 那裡是河水。
tutor-mark-trap = { $square } 是{ $side }的陷阱。
    .spoken = 那裡是{ $side }的陷阱。
tutor-mark-den = { $square } 是{ $side }的獸穴。
    .spoken = 那裡是{ $side }的獸穴。
tutor-mark-empty = { $square } 上沒有動物。
    .spoken = 那裡沒有動物。
tutor-mark-in-own-trap = { $square } 是{ $side }自己的陷阱，{ $animal }在那裡不會變弱。
    .spoken = 那裡是{ $side }自己的陷阱，{ $animal }在那裡不會變弱。
tutor-mark-not-in-trap = { $square } 的{ $animal }不在陷阱裡。
    .spoken = 那裡的{ $animal }不在陷阱裡。
tutor-mark-step-not-jump = 到 { $square } 只是走一步，不是跳過去。
    .spoken = 到那裡只是走一步，不是跳過去。
tutor-mark-nothing-to-capture = { $square } 上沒有可以吃的動物。
    .spoken = 那裡沒有可以吃的動物。
tutor-mark-asked-animal = { $square } 是{ $animal }自己站的地方。
    .spoken = 那是{ $animal }自己站的地方。
tutor-mark-same-side = { $square } 的{ $animal }是自己人。
    .spoken = 那裡的{ $animal }是自己人。
tutor-hint-strongest-first = 排第一的是{ $animal }。
tutor-hint-starts-on = { $animal }從 { $square } 出發。
    .spoken = { $animal }從棋盤上標出的地方出發。
tutor-hint-move-from = 試試走 { $square } 上的動物。
    .spoken = 試試走棋盤上標出的動物。
tutor-hint-play-move = 從 { $from } 走到 { $to }。
    .spoken = 順著棋盤上的箭頭走。
# $count：要標出的格子數量。
tutor-hint-mark-count = { $count ->
    [0] 仔細看：說不定一個格子也沒有！
   *[other] 一共要標出 { $count } 個格子。
}
tutor-why-point-taken = { $point } 已經有棋子了，換一個空的點吧。
    .spoken = 那裡已經有棋子了，換一個空的點吧。
# $kind：禁手的種類（tutor-forbidden-kind-*）；$lines：連線，比如 h8–k8；$line_count：幾條。
tutor-why-forbidden = 黑棋不能下在這裡：這是{ $kind }禁手。看看這幾條線：{ $lines }。
    .spoken = 黑棋不能下在這裡：這是{ $kind }禁手。看看棋盤上畫出的線。
tutor-why-renju-misses-goal-five = 這裡可以下，但是沒有連成五顆。
tutor-why-renju-misses-goal-four-three = 這裡可以下，但是沒有同時做成一個四和一個活三。
tutor-why-renju-misses-goal-block-four = 這裡可以下，但是對方還能連成五顆。快擋住那個四！
tutor-why-renju-misses-goal-make-four = 這裡可以下，但是沒有做成四。
tutor-why-renju-misses-goal-make-three = 這裡可以下，但是沒有做成活三。
tutor-why-renju-misses-goal-block-three = 這裡可以下，但是對方的活三還能變成活四。擋在它要長大的地方！
tutor-why-renju-misses-goal-double-three = 這裡可以下，但是沒有一步做成兩個活三。
tutor-why-renju-misses-goal-double-four = 這裡可以下，但是沒有一步做成兩個四。
tutor-why-renju-misses-goal-centre = 這裡可以下，可是離中間太遠了。靠近天元下，在 H8 周圍的 5×5 裡面。
    .spoken = 這裡可以下，可是離中間太遠了。靠近天元下。
tutor-why-renju-misses-goal-centre-point = 這裡可以下，但不是天元。天元是 H8，在棋盤的正中間。
    .spoken = 這裡可以下，但不是天元。天元在棋盤的正中間。
tutor-why-renju-misses-goal-open-four = 這步沒有做成活四。活四兩頭都空著：有兩個點都能連成五。
tutor-why-renju-misses-goal-vcf = 這步不能開始一連串取勝的衝四。找一個能讓你繼續進攻的四。
tutor-why-renju-misses-goal-forbidden-trap = 這步沒有困住黑棋。做一個四，讓它的成五點剛好是黑棋的禁手點。
tutor-why-forbidden-kind-wrong-allowed = 再看看：黑棋可以下在這個點，它不是禁手。
tutor-why-forbidden-kind-wrong = 再看看：這個點是{ $kind }禁手。看這幾條線：{ $lines }。
    .spoken = 再看看：這個點是{ $kind }禁手。看棋盤上畫出的線。
# $missed、$extra：點的列表；$missed_count、$extra_count：各有幾個。
tutor-why-point-marks = { $missed_count ->
    [0] 差一點！{ $extra } 不是禁手。
   *[other] { $extra_count ->
        [0] 找到了一些，還漏了 { $missed }。
       *[other] 漏了 { $missed }，而且 { $extra } 不是禁手。
    }
}
    .spoken = { $missed_count ->
        [0] 差一點！你標的點有的不是禁手。
       *[other] { $extra_count ->
            [0] 找到了一些，還漏了幾個。
           *[other] 漏了幾個，而且你標的點有的不是禁手。
        }
    }
tutor-hint-play-point = 試試 { $point }。
    .spoken = 試試棋盤上標出的點。

## 作者檢查訊息：`check` 和應用程式「編寫課程」頁面顯示（src/content/）。反引號裡是檔案裡原樣的寫法。
## $key、$kind、$goal、$property、$word、$name 是檔案裡的詞；$square、$point、$from、$to、$den
## 是棋盤上的位置，如 c4、h8；$side 是哪一方或哪種棋子（jungle-side-*、renju-stone-*）；
## $animal、$attacker、$defender 是動物名稱（jungle-animal-*）；$reason 是一整句原因
## （jungle-refusal-* 或 renju-refusal-*）。

# 顯示在標出位置的那一行下面；$expected 是某條 content-expected-* 文字。
content-expected-label = 應該是：{ $expected }
# $message：那裡是什麼（content-first-used-here）；$place：檔案:行:欄。
content-related-at = { $message }：{ $place }
content-did-you-mean = 你是不是想寫 `{ $suggestion }`？
# $message：整條檢查訊息；$suggestion：可能想寫的詞。
content-with-suggestion = { $message }；你是不是想寫 `{ $suggestion }`？
# $text：原樣顯示（程式碼，或 TOML、serde 函式庫自己的英文訊息）。
content-verbatim = { $text }
# $head：第一個詞；$tail：其餘的詞，已經用同樣的方式連好。中文列舉用頓號。
content-list-separated = { $head }、{ $tail }
# $items：除了最後一個以外的詞，用 content-list-separated 連起來（頓號）；$last：最後一個詞。
content-list-or = { $items } 或 { $last }
content-list-and = { $items } 和 { $last }
# `check` 的最後一行；每個變數都是數目。
content-summary = 檢查了 { $lessons } 個課程、{ $puzzles } 道題目：{ $errors } 個錯誤，{ $warnings } 個警告
content-game-jungle = 鬥獸棋
content-game-renju = 五子棋（連珠）

## 訊息裡對表格的稱呼。$number：這個表格在檔案裡是第幾個（從 1 開始）。
content-table-lesson = 課程
content-table-puzzle-file = 題目檔案
content-table-puzzle = 第 { $number } 道題目
content-table-step = 第 { $number } 步
content-table-step-kind = 第 { $number } 步（{ $kind }）

## TOML 值的型別；content-wrong-type 裡的 $found 是其中之一。
content-type-text = 文字
content-type-integer = 整數
content-type-float = 小數
content-type-boolean = true/false
content-type-date = 日期
content-type-list = 清單
content-type-table = 表格

## 檔案和格式。
content-path-not-found = `{ $path }` 不存在
# $error：作業系統給的原因（不翻譯）。
content-unreadable-folder = 讀不到這個資料夾：{ $error }
content-unreadable-file = 讀不到這個檔案：{ $error }
content-not-utf8 = 這個檔案不是 UTF-8 文字
content-file-too-large = 這個檔案超過 { $limit } KB，比任何課程檔案都大得多，所以沒有讀取
content-not-regular-file = 這不是一般檔案（是管道或裝置），所以沒有開啟
content-link-outside-folder = 這個連結指向資料夾外面，所以沒有跟隨
content-folder-loop = 這個資料夾已經讀過了（有連結又指回它），所以略過
content-unreadable-link = 這個連結指向的東西不存在，所以略過
content-too-many-files = 課程檔案超過 { $limit } 個：資料夾裡其餘的檔案沒有讀取
content-too-many-entries = 檔案和資料夾超過 { $limit } 個：其餘的沒有讀取
content-too-deep = 資料夾巢狀超過 { $limit } 層：更深的沒有讀取
content-expected-utf8 = UTF-8 文字（每個編輯器都能另存成 UTF-8）
# $details：TOML 剖析器自己的英文訊息。
content-toml-syntax = TOML 語法錯誤：{ $details }
content-mixed-file = 一個檔案裡只能放一個課程（`[[step]]`）或一些題目（`[[puzzle]]`），不能兩種都有
content-expected-separate-files = 課程步驟和題目分開放在不同的檔案裡
# $table：content-table-* 裡的稱呼。
content-unknown-key = { $table }裡沒有 `{ $key }` 這個鍵
# $words：一串鍵（content-list-or）。
content-expected-one-of = 這些之一：{ $words }
content-missing-key = { $table }缺少 `{ $key }`
# $line：例子，如 `goal = "win-in"`；$others：其他可以用的詞。
content-expected-line-or = { $line }（或是 { $others }）
# $line：例子；$note：這個值的意思（content-note-*）。
content-expected-line-note = { $line }（{ $note }）
content-note-game-here-or-top = 寫在這裡，或在檔案開頭寫一次
content-note-difficulty = 從 1（最簡單）到 5
content-note-moves = 走棋一方的步數：3 步勝 = 5 個半步
# $found：content-type-* 裡的型別名稱。
content-wrong-type = `{ $key }` 的型別不對：這裡是{ $found }
content-expected-text = 加引號的文字
content-expected-text-list = 一串加引號的文字，如 ["a", "b"]
content-expected-localized-table = 每種語言一段文字的表格，如 {"{"} en = "…", zh-CN = "…", zh-TW = "…" {"}"}
content-expected-hint-list = 一串每種語言一段文字的表格，如 [{"{"} en = "…", zh-CN = "…", zh-TW = "…" {"}"}]
content-expected-rules-table = 規則選項的表格，如 {"{"} preset = "classroom" {"}"}
content-expected-step-list = 一串步驟：每一步寫在一行 `[[step]]` 下面
content-expected-step-table = 一個表格：每一步寫在一行 `[[step]]` 下面
content-expected-puzzle-list = 一串題目：每道題寫在一行 `[[puzzle]]` 下面
content-expected-puzzle-table = 一個表格：每道題寫在一行 `[[puzzle]]` 下面
content-expected-solution = 一串棋步，或幾串這樣的棋步
content-expected-seconds = 一串秒數，如 [30, 60, 90]
content-bad-word = `{ $word }` 不能用在 `{ $key }`
content-bad-id = `{ $id }` 不是有效的 id
content-expected-id = 小寫字母、數字和 `-`，如 `jungle-03-river`
content-duplicate-lesson-id = 課程 id `{ $id }` 已經用過了
content-duplicate-puzzle-id = 題目 id `{ $id }` 已經用過了
content-expected-unique-lesson-id = 別處沒用過的課程 id
content-expected-unique-puzzle-id = 別處沒用過的題目 id
content-first-used-here = 第一次用在這裡
# $language：寫錯的語言鍵，原樣顯示。
content-unknown-language = `{ $key }` 裡有不認得的語言 `{ $language }`
# $languages：缺少的語言（content-list-and）。
content-missing-locale = `{ $key }` 缺少 { $languages } 的文字
content-expected-all-locales = `{ $key }` 要有 { $languages } 全部三種文字
content-no-steps = 這個課程沒有步驟
content-expected-a-step = 至少一個 `[[step]]` 表格
content-no-puzzles = 這個題目檔案裡沒有題目
content-expected-a-puzzle = 至少一個 `[[puzzle]]` 表格
content-unknown-step-kind = 沒有 `{ $kind }` 這種步驟
# $count：寫了幾條提示；$max：學生最多看到幾條。
content-too-many-hints = 這裡有 { $count } 條提示，學生最多只看到 { $max } 條
content-expected-hints = 最多 3 條提示：先提點一下，再講想法，最後給答案
# $low、$high：允許的最小和最大年齡。
content-ages-out-of-range = `ages` 要寫兩個 { $low } 到 { $high } 之間的年齡，小的在前
content-expected-ages = 兩個年齡，小的在前，如 [4, 8]
content-difficulty-out-of-range = 難度 { $difficulty } 超出範圍
content-expected-difficulty = 難度從 1（最簡單）到 5
content-moves-out-of-range = `moves = { $moves }` 超出範圍
# $max：一道題最多能要求幾步。
content-expected-moves = 走棋一方 1 到 { $max } 步
content-stars-out-of-range = `stars_by_seconds` 要寫一到三個遞增的秒數（1–3600）
content-expected-stars = 如 [30, 60, 90]：30 秒內三顆星，60 秒內兩顆，90 秒內一顆
# $step_game、$lesson_game：content-game-* 裡的棋名。
content-step-for-other-game = `{ $kind }` 步驟是{ $step_game }用的，但這個課程講的是{ $lesson_game }
content-expected-step-kind-for = { $game }用的步驟
content-goal-for-renju = 目標 `{ $goal }` 是五子棋題目用的
content-expected-jungle-goal = 鬥獸棋用 `win-in` 或 `defend`
content-stones-for-renju = `{ $key }` 是五子棋題目用的；鬥獸棋題目用 `fen`
content-fen-for-jungle = `fen` 是鬥獸棋題目用的；五子棋題目用 `black` 和 `white` 擺棋子
content-expected-stones = `black = ["h8", …]` 和 `white = ["h9", …]`
content-info-two-boards = 講解步驟只顯示一個棋盤：鬥獸棋的 `fen` 或五子棋的 `black`/`white`，不能兩個都寫
content-expected-one-board = `fen` 或 `black`/`white`，二選一
# $what：`fen` 或 content-what-stones；$game：content-game-* 裡的棋名。
content-not-in-this-game = { $what }不該出現在{ $game }課程裡
content-what-stones = `black`/`white` 棋子
content-expected-jungle-board = 鬥獸棋的 `fen`
content-expected-renju-board = 五子棋的 `black`/`white` 棋子
# $details：規則引擎自己的英文訊息。
content-rule-options = 規則選項：{ $details }
content-not-a-preset = `{ $name }` 不是規則預設
content-preset-wrong-type = `preset` 應該寫一個預設的名稱

## 棋盤、棋子和棋步。
content-expected-fen = 從第 9 列到第 1 列，用 `/` 隔開，每列 7 格（數字 = 空格數，ELTPDWCR = 紅方，eltpdwcr = 藍方），最後寫 ` w` 或 ` b`
content-fen-empty = 局面是空的
content-fen-rank-count = 棋盤有 { $found } 列，應該是 9 列
content-fen-rank-length = 第 { $rank } 列有 { $squares } 格，應該是 7 格
content-fen-piece-letter = 第 { $rank } 列有不認得的棋子字母 `{ $letter }`
content-fen-no-side-to-move = 局面沒寫輪到哪一方走
content-fen-bad-side-to-move = `{ $side }` 不是走棋方
content-fen-trailing-text = 結尾多了 `{ $text }`
content-fen-duplicate-animal = 紅方和藍方各只有一隻{ $animal }，但{ $side }有兩隻
content-expected-one-animal-each = 每一方每種動物最多一隻
content-fen-animal-in-water = { $animal }不能站在 { $square } 的水裡
content-expected-only-rats-in-water = 只有老鼠能在水裡
content-fen-animal-in-own-den = { $side }的{ $animal }站在自己的獸穴 { $den } 裡
content-expected-not-in-own-den = 動物不能在自己的獸穴裡
content-bad-square = `{ $square }` 不是鬥獸棋棋盤上的格子
content-expected-square = 欄 a–g、列 1–9，如 `d9`
# $text：寫下的棋步。
content-bad-move = `{ $text }` 不是鬥獸棋的棋步
content-expected-move = 起點格和終點格，如 `c3c7`
content-unknown-animal = `{ $name }` 不是鬥獸棋裡的動物
content-bad-point = `{ $point }` 不是 15×15 棋盤上的點
content-expected-point = 欄 a–o、列 1–15，如 `h8`
content-two-stones = `{ $point }` 上有兩顆棋子
content-expected-point-once = 每個點在 `black` 和 `white` 裡最多出現一次
content-five-on-board = 棋盤上已經有五連了：這盤棋已經結束
content-expected-no-five = 沒有五連的局面
content-animal-listed-twice = 動物 `{ $name }` 寫了兩次
content-expected-each-animal-once = 每種動物只寫一次
content-square-listed-twice = 格子 `{ $square }` 寫了兩次
content-expected-each-square-once = 每個格子只寫一次
content-order-one-animal = 排順序至少要兩隻動物
content-expected-two-animals = 兩隻或更多動物；不寫 `animals` 就是全部八隻
content-no-animal-on = { $square } 上沒有動物
content-expected-animal-square = 有動物的格子
content-piece-of-other-side = { $square } 上的{ $animal }是{ $side }的，這裡不輪到它走
content-expected-own-piece = 有{ $side }動物的格子
content-same-side = { $from } 和 { $to } 上的動物是同一方的
content-expected-opposite-sides = 進攻的和被吃的動物分屬兩方

## 引擎對答案的判斷。
content-engine-says-no = 引擎說不能：{ $reason }
# $reason：某條 content-capture-*。
content-engine-says-yes = 引擎說能：{ $reason }
content-capture-stronger = { $attacker }比{ $defender }強
content-capture-same-kind = 兩隻一樣的動物（{ $animal }）可以互相吃
content-capture-rat-beats-elephant = 老鼠可以吃大象
content-capture-weakened = { $square } 陷阱裡的{ $defender }失去了力量
# $side：輪到的一方；$goal：檔案裡的目標詞。
content-goal-unreachable = { $side }沒有哪一步合法的棋能達到目標 `{ $goal }`
content-expected-reachable-goal = 有合法棋步能達到目標的局面
# $text：寫下的棋步。
content-move-not-allowed = `{ $text }` 在這裡不能走：{ $reason }
# $reason：某條 content-miss-*。
content-move-misses-goal = `{ $text }` 可以走，但達不到目標：{ $reason }
content-miss-not-a-jump = 這是走一格，不是跳過河
content-miss-not-the-piece = 應該走 { $square } 上的棋子
content-miss-no-capture = 沒有吃掉任何棋子
content-miss-not-the-target = 沒有走到 { $square }
content-miss-not-into-den = 沒有走進獸穴 { $den }
content-miss-still-chased = { $square } 上的{ $animal }還是會被吃
# $moves：像 `c3c7` 這樣的棋步，用逗號隔開。
content-expected-goal-move = 能達到目標的棋步：{ $moves }
content-expected-goal-move-none = 能達到目標的棋步（這裡一個也沒有）
content-expected-legal-move = 合法的棋步，如 { $moves }
content-expected-legal-move-none = 合法的棋步（走棋一方一步也走不了）
# $property：找全步驟的 `property` 詞；$squares：用逗號隔開的格子。
content-square-not-counted = 引擎不算 { $square }（`{ $property }`）
content-answer-misses-squares = 答案漏了 { $squares }（`{ $property }`）
content-expected-no-square = `answer = []`：引擎一個格子也沒找到
content-expected-engine-squares = 引擎找到的格子：{ $squares }
content-forbidden-needs-renju = 只有 `rule_set = "renju"` 才有禁手
content-expected-renju-rules = 禁手練習要寫 `rules = {"{"} rule_set = "renju" {"}"}`
content-point-taken = `{ $point }` 上已經有棋子了
content-expected-empty-point = 空著的點
# $kind：某條 content-forbidden-kind-*。
content-engine-says-point-is = 引擎說 { $point } { $kind }
content-forbidden-kind-none = 不是禁手
content-forbidden-kind-double-three = 是三三禁手
content-forbidden-kind-double-four = 是四四禁手
content-forbidden-kind-overline = 是長連禁手
content-point-not-forbidden = 引擎說 { $point } 不是禁手
# $points：用逗號隔開的點。
content-answer-misses-points = 答案漏了 { $points }
content-expected-no-forbidden-point = `answer = []`：引擎一個禁手點也沒找到
content-expected-engine-points = 引擎找到的點：{ $points }
content-no-allowed-five = 黑棋在這裡沒有不犯禁手的五連
content-expected-allowed-five = 黑棋能在不是禁手的點上連成五的局面
content-point-not-allowed = `{ $point }` 不能下：{ $reason }
# $lines：禁手形狀所在的線，如 h8–k8，用逗號隔開。
content-point-forbidden = `{ $point }` 不能下：{ $reason }（線：{ $lines }）
content-point-misses-goal = `{ $point }` 可以下，但達不到目標 `{ $goal }`
content-throws-vcf-away = 目標 `{ $goal }` 還接受 { $moves }，這些棋會把{ $side }的勝局丟掉：{ $side }這裡能連續衝四取勝（VCF），而這些點既不能開始連續衝四，也不能開始衝四活三的勝法（求解器全部搜過）
content-throws-vct-away = 目標 `{ $goal }` 還接受 { $moves }，這些棋會把{ $side }的勝局丟掉：{ $side }這裡能用衝四和活三取勝（VCT），而這些點開始不了這樣的勝法（求解器全部搜過）
content-throws-jungle-win-away = 這一步還接受 { $moves }，這些走法會把{ $side }必勝的局面丟掉：走了以後，求解器在 { $count } 步之內找不到贏法（完整搜尋）
content-expected-keeping-moves = 只接受保住勝局的棋步的目標：{ $moves }
content-block-fails = 這一步接受 { $moves }，可是下了以後{ $side }仍然必勝（求解器找到了取勝的下法）
content-jungle-move-loses = 這一步接受 { $moves }，可是走了以後{ $side }在 { $count } 步之內必勝（括號裡是取勝的應著）
content-expected-only-holding = 只接受守得住的棋步的目標：{ $moves }
content-expected-block-that-holds = 有一種擋法能擋住進攻的局面
content-claim-undecided = 求解器在預算之內沒能判斷這一步接受的每一步是否都保住勝局（或守得住）
content-expected-smaller-board = 小一點的局面，或者求解器能判斷的目標
content-expected-allowed-point = 空著而且可以下的點

## 題目和解題程式。$plies：半步數（一方走一步是一個半步）。
# $outcome：某句 jungle-outcome-*。
content-game-already-over = 這裡棋局已經結束了（{ $outcome }）
content-expected-game-goes-on = 棋局還在進行的局面
content-line-not-won = 走完這一串，{ $side }還沒有贏
content-expected-line-wins = 以獲勝結束的解答
content-theme-not-shown = 主題「{ $theme }」不在解答裡：沒有一條獲勝的走法用到它
content-expected-theme-shown = 解答裡真的有的主題（{ $themes }）
content-theme-jump-not-used = 主題「rat-blocks-jump」不在解答裡：沒有一條獲勝的走法走動被老鼠擋住跳河的獅子或老虎，也沒有走動進攻方在河裡的老鼠
content-jump-use-jumps = 用被擋住的獅子或老虎跳河
content-jump-use-round = 讓被擋住的獅子或老虎從陸地繞過去
content-jump-use-rat = 讓進攻方的老鼠離開、游過小河或在河裡吃子
content-claim-jump-not-used = 「{ $text }」說獲勝的走法{ $way }，可是沒有一條獲勝的走法這樣走
content-expected-jump-use = 說出走法真正做的事：它{ $way }
content-expected-jump-use-none = 不要提跳河被擋：沒有一條獲勝的走法用到它
content-claim-catch-not-holding = 「{ $text }」建議吃子，可是沒有一步吃子能守住：能守住的走法是 { $moves }
content-claim-block-not-holding = 「{ $text }」建議擋在路上，可是能守住的走法都是吃子：{ $moves }
content-claim-no-catch-but-holds = 「{ $text }」說不要吃子，可是有吃子能守住：{ $moves }
content-theme-capture-not-holding = 主題「capture」說防守要吃子，可是沒有一步吃子能守住：能守住的走法是 { $moves }
content-expected-words-from-holding = 建議能守住的走法真正做的事（{ $moves }）
content-claim-renju-three = 「{ $text }」說{ $side }的威脅是活三，其實是連續衝四：最短的勝法從 { $point } 的衝四開始
content-claim-renju-fours = 「{ $text }」說{ $side }的威脅是衝四，其實是活三：在 { $point } 下成活四就贏
content-expected-renju-three = 標題和提示講擋住活三
content-expected-renju-fours = 標題和提示講擋住衝四
content-block-three-their-four = 主題說擋住活三，可是{ $side }已經有四了：要先擋四
content-block-three-own-four = 主題說擋住活三，可是輪到的一方在 { $point } 能下成四：有比擋三更強的棋
content-block-three-no-three = 主題說擋住活三，可是{ $side }沒有活三：沒有哪一點能下成活四
content-block-three-no-block = 主題說擋住活三，可是沒有哪一顆子能擋住{ $side }所有的活四
content-block-three-loses = 主題說擋住活三，可是下了 { $points } 以後{ $side }還能下成活四
content-block-three-more-than-three = 主題說擋住活三，可是下了 { $points } 以後{ $side }雖然下不成活四，還是能強行取勝：威脅不只是一個活三
content-expected-block-three = 對方只有一個活三，雙方都沒有更強的棋；接受的落點正好是下了以後對方下不成活四的點
content-discussion-unreadable = 讀不了這個討論檔案：{ $details }
content-discussion-no-board = { $game }討論需要棋盤（鬥獸棋寫 `fen`；連珠寫 `black`、`white`）
content-discussion-language = 討論的每段文字（標題、問題、每條理由）都要有 English、简体中文和繁體中文
content-discussion-few-good = 討論至少要有兩步好棋可以商量；這裡只有 { $count } 步
content-discussion-why-count = 每步好棋都要有一條 `why`，順序一樣
content-discussion-bad-board = 讀不懂這個棋盤：{ $details }
content-discussion-over = 這個棋盤上棋已經下完了
content-discussion-mover-wins = 輪到的一方能強行取勝（{ $moves }）：這是只有一個答案的題目，不是討論
content-discussion-illegal = 好棋 { $point } 在這裡不合規則
content-discussion-ends = 好棋 { $point } 一步就結束了棋局：這是題目，不是討論
content-discussion-loses = 下了好棋 { $point } 以後，對方能強行取勝
content-discussion-undecided = 引擎在限定的計算量內判斷不了 { $point } 守不守得住
content-expected-discussion = 一盤下到一半、還沒結束的棋：輪到的一方沒有強行取勝的下法，至少有兩步不讓對方取勝的好棋，三種語言都有
content-line-too-long = 這一串比題目的 { $plies } 個半步還長
content-expected-line-length = 一串最多 { $plies } 步
content-no-forced-win-within = 解題程式證明：{ $plies } 個半步內沒有必勝
content-expected-forced-win = 走棋一方能在題目說的步數內贏的局面
# $nodes：解題程式最多看多少個局面。
content-solver-undecided-nodes = 解題程式看了 { $nodes } 個局面，還是沒辦法判斷這道題
content-expected-provable-jungle = 解題程式能證明的題目（步數少一點或棋子少一點）
content-win-gone = 走了 `{ $text }` 以後，{ $plies } 個半步內的勝利就沒有了
# $moves：其他也能贏的第一步，用逗號隔開。
content-dual-win = 其他第一步也能贏：{ $moves }
content-dual-work = 其他第一步也可以：{ $moves }
content-expected-goal-holds = 目標 `{ $goal }` 成立的局面
content-no-forced-win-of-kind = 解題程式找不到 `{ $goal }` 這種必勝
# $shortest、$limit：走棋一方的步數。
content-win-too-long = 最快也要 { $shortest } 步才贏，超過了 { $limit } 步
content-solver-undecided = 解題程式在限定範圍內沒辦法判斷這道題
content-expected-provable = 解題程式能證明的題目
content-proof-over-nodes = 證明這道題要看的局面超過了 { $nodes } 個，這是每道題的限額（`check --budget-nodes`）
content-proof-over-time = 證明這道題用了超過 { $seconds } 秒，這是每道題的時間限制（`check --budget-seconds`）
content-run-over-nodes = 沒有檢查：這次檢查的總限額 { $nodes } 個局面（`check --run-budget-nodes`）在證明這道題之前就用完了
content-run-over-time = 沒有檢查：這次檢查的總時間 { $seconds } 秒（`check --run-budget-seconds`）在證明這道題之前就用完了
content-expected-within-budget = 解題程式能在限額內證明的題目（步數少一些、棋子少一些），或者放寬限額
content-no-forbidden-ending = 沒有哪一串解答以黑棋被迫下到禁手點結束
content-nothing-to-defend = 對方在這裡沒有連續衝四（VCF），沒有什麼要防
content-no-defence = 沒有哪一步能擋住對方的連續衝四（VCF）
## 鬥獸棋 `defend` 題。$side：對方（jungle-side-*）；$moves：對方威脅要在幾步內贏（題目的
## `moves`）；$text、$reply：像 `d8d9` 這樣的棋步；content-expected-jungle-defence 和
## content-dual-defence 裡的 $moves：用逗號隔開的棋步。
content-jungle-nothing-to-defend = 就算走棋的一方停一步不走，{ $side }也沒辦法在 { $moves } 步內贏：沒有什麼要防
content-expected-jungle-threat = 對方威脅要在題目說的步數內贏的局面
content-jungle-no-defence = 哪一步都擋不住：不管走棋的一方怎麼走，{ $side }都能在 { $moves } 步內贏
content-expected-jungle-defence-exists = 至少有一步能擋住威脅的局面
content-jungle-defence-fails = `{ $text }` 擋不住威脅：{ $side }走 `{ $reply }`，能在 { $moves } 步內贏
content-expected-jungle-defence = 能擋住威脅的棋步：{ $moves }
content-dual-defence = 其他棋步也能擋住威脅：{ $moves }
content-point-not-legal = `{ $point }` 在這裡不能下
content-goal-no-longer-holds = 下了 `{ $point }` 以後，目標 `{ $goal }` 就不成立了
# $points：能保持目標的棋步，用逗號隔開。
content-expected-keeps-goal = 能保持目標的棋步，如 { $points }
content-drill-white-to-move = `win-avoiding-forbidden` 練習是黑棋走：只有黑棋有禁手要避開
content-expected-drill-black = `to_move = "black"`，或不寫 `to_move`
# $key：`rules` 裡寫的選項。
content-rule-unknown-option = 規則選項裡沒有 `{ $key }` 這一項
# $value：`rules` 裡寫的值。
content-rule-bad-value = 規則選項：`{ $value }` 不是可以用的值

## 含義檢查（警告）。$black、$white：棋盤上黑子、白子各幾顆；$side：輪到哪一方（renju-stone-* /
## jungle-side-*）；$moves：像 `f9` 這樣的第一步；$title：原樣顯示的標題。
content-more-white-than-black = 這個棋盤上白子有 { $white } 顆，黑子卻只有 { $black } 顆：黑棋先下，真正的棋局不會這樣
content-expected-black-first = 黑子至少和白子一樣多（拿掉無關的白子，或是加上黑子）
content-count-contradicts-side = 黑子 { $black } 顆、白子 { $white } 顆，看起來該另一方下，這裡卻輪到{ $side }（黑棋先下：輪到黑棋時黑白子一樣多，輪到白棋時黑子多一顆）
content-expected-count-for-side = 輪到黑棋：黑白子一樣多（或是省略無關的白子）；輪到白棋：黑子多一顆
content-defender-has-vcf = 防守的一方（{ $side }）自己就有連續衝四（VCF）可以贏（{ $moves }）：應該先找自己的勝利，所以這一題教不了防守
content-defender-wins-jungle = 防守的一方（{ $side }）走 { $moves } 自己先贏：應該先找自己的勝利，所以這一題教不了防守
content-expected-defender-without-win = 輪到的一方自己沒有贏法、必須防守的局面
content-trap-not-needed = 就算黑棋可以下禁手點，白棋在這裡也能連續衝四獲勝：這不是禁手陷阱
content-expected-trap-needed = 白棋只有逼黑棋下到禁手點才能贏的局面
content-duplicate-title = 已經有別的課程叫 `{ $title }` 了
content-expected-unique-title = 別的課程沒用過的標題，讓孩子分得清楚
# $length：第一頁的字數；$age：最小年齡；$limit：最多字數。
content-too-much-to-read = 第一頁有 { $length } 個字，可是 { $age } 歲的孩子還不識字：第一次點選以前最多只放一句短話（大約 { $limit } 個字）
content-expected-short-first-page = 第一頁只放一句短話，老師要說的話寫在 `teacher_note` 裡
# $max：課程順序的最大值。
content-order-out-of-range = `order` 必須是 1 到 { $max } 的整數
content-expected-order = 這一課在課程裡的順序，1 到 { $max }
content-table-guide = 教師指南
content-expected-guide-table = 一個 `[guide]` 表，寫上 aims、minutes、materials、warm_up、script、mistakes、closing 和 follow_up
content-expected-guide-text-list = 每種語言一段文字的列表，例如 [{"{"} en = "…", zh-CN = "…", zh-TW = "…" {"}"}]
content-minutes-out-of-range = `minutes` 必須是 1 到 { $max } 的整數
content-expected-minutes = 這堂課要多少分鐘，1 到 { $max }
content-unknown-puzzle = `follow_up` 寫了題目 `{ $id }`，可是沒有哪個題目檔案有這個 id
content-expected-known-puzzle = 內建題目的 id，或正在檢查的資料夾裡題目的 id
content-too-many-black = 這個棋盤上黑子有 { $black } 顆，白子只有 { $white } 顆：真正的對局裡黑子最多只比白子多一顆
content-expected-real-count-or-diagram = 對局能下出來的棋盤（補上白子），或者這一步只是示意圖時寫 `diagram = true`
